import { useInvestorDashboardProfile } from '@/api/requests/get-investor-dashboard-profile';
import { RequireCategory } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/en/dashboards';
import { dashboardPath, type Session } from '@/lib/session';
import { useMatches } from '../api/get-matches';
import { DashboardFrame } from '../components/dashboard-frame';
import { MatchSection } from '../components/match-section';
import { ProfileCard } from '../components/profile-card';

const copy = dashboardsText;

function InvestorDashboard({ session }: { session: Session }) {
  const profile = useInvestorDashboardProfile();
  const businesses = useMatches('investor', 'foreign');
  const partners = useMatches('investor', 'local');
  return (
    <DashboardFrame
      title={t.routes.investorDashboard}
      intro={copy.intro.investor}
      session={session}
      profile={<ProfileCard kind="investor" query={profile} />}
    >
      <MatchSection kind="foreign" strings={copy.lists.investorForeign} query={businesses} />
      <MatchSection kind="local" strings={copy.lists.investorLocal} query={partners} />
    </DashboardFrame>
  );
}

/** /investor-dashboard: 'Investor Dashboard' — profile card, matched foreign businesses and local partners. */
export function Component() {
  // Another category is sent to its own dashboard: this one's calls would all be refused.
  return (
    <RequireCategory category="investor" ownPath={dashboardPath}>
      {(session) => <InvestorDashboard session={session} />}
    </RequireCategory>
  );
}
