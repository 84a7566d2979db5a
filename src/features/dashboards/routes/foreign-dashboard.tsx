import { useForeignDashboardProfile } from '@/api/requests/get-foreign-dashboard-profile';
import { RequireCategory } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/en/dashboards';
import { dashboardPath, type Session } from '@/lib/session';
import { useMatches } from '../api/get-matches';
import { DashboardFrame } from '../components/dashboard-frame';
import { MatchSection } from '../components/match-section';
import { ProfileCard } from '../components/profile-card';

const copy = dashboardsText;

function ForeignDashboard({ session }: { session: Session }) {
  const profile = useForeignDashboardProfile();
  const partners = useMatches('foreign', 'local');
  const investors = useMatches('foreign', 'investor');
  return (
    <DashboardFrame
      title={t.routes.foreignDashboard}
      intro={copy.intro.foreign}
      session={session}
      profile={<ProfileCard kind="foreign" query={profile} />}
    >
      <MatchSection kind="local" strings={copy.lists.foreignLocal} query={partners} />
      <MatchSection kind="investor" strings={copy.lists.foreignInvestors} query={investors} />
    </DashboardFrame>
  );
}

/** /foreignDashboard: 'Global Expansion Dashboard' — profile card, local partner and investor matches. */
export function Component() {
  // Another category is sent to its own dashboard: this one's calls would all be refused.
  return (
    <RequireCategory category="foreign" ownPath={dashboardPath}>
      {(session) => <ForeignDashboard session={session} />}
    </RequireCategory>
  );
}
