import { useInvestorDashboardProfile } from '@/api/requests/get-investor-dashboard-profile';
import { RequireSession } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/en/dashboards';
import type { Session } from '@/lib/session';
import { useInvestorBusinessMatches } from '../api/get-investor-business-matches';
import { useInvestorPartnerMatches } from '../api/get-investor-partner-matches';
import { DashboardFrame } from '../components/dashboard-frame';
import { MatchSection } from '../components/match-section';
import { ProfileCard } from '../components/profile-card';

const copy = dashboardsText;

function InvestorDashboard({ session }: { session: Session }) {
  const profile = useInvestorDashboardProfile();
  const businesses = useInvestorBusinessMatches();
  const partners = useInvestorPartnerMatches();
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
  return <RequireSession>{(session) => <InvestorDashboard session={session} />}</RequireSession>;
}
