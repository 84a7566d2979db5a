import { usePartnerDashboardProfile } from '@/api/requests/get-partner-dashboard-profile';
import { RequireCategory } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/en/dashboards';
import { dashboardPath, type Session } from '@/lib/session';
import { useMatches } from '../api/get-matches';
import { DashboardFrame } from '../components/dashboard-frame';
import { MatchSection } from '../components/match-section';
import { ProfileCard } from '../components/profile-card';

const copy = dashboardsText;

function PartnerDashboard({ session }: { session: Session }) {
  const profile = usePartnerDashboardProfile();
  const businesses = useMatches('local', 'foreign');
  const investors = useMatches('local', 'investor');
  return (
    <DashboardFrame
      title={t.routes.partnerDashboard}
      intro={copy.intro.partner}
      session={session}
      profile={<ProfileCard kind="local" query={profile} />}
    >
      <MatchSection kind="foreign" strings={copy.lists.partnerForeign} query={businesses} />
      <MatchSection kind="investor" strings={copy.lists.partnerInvestors} query={investors} />
    </DashboardFrame>
  );
}

/**
 * /partner-dashboard (and /partner-business-dashboard after sign-up): profile card, matched foreign
 * businesses and investors.
 */
export function Component() {
  // Another category is sent to its own dashboard: this one's calls would all be refused.
  return (
    <RequireCategory category="local" ownPath={dashboardPath}>
      {(session) => <PartnerDashboard session={session} />}
    </RequireCategory>
  );
}
