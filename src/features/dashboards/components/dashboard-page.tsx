import { useForeignDashboardProfile } from '@/api/requests/get-foreign-dashboard-profile';
import { useInvestorDashboardProfile } from '@/api/requests/get-investor-dashboard-profile';
import { usePartnerDashboardProfile } from '@/api/requests/get-partner-dashboard-profile';
import { useQuery } from '@tanstack/react-query';
import { RequireCategory } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import type { PartyKind } from '@/lib/party-kinds';
import { dashboardPath, type Session } from '@/lib/session';
import { getMatchesQueryOptions, type CandidateOf } from '../api/get-matches';
import { DashboardFrame } from './dashboard-frame';
import { MatchSection, type MatchListStrings } from './match-section';
import { ProfileCard, type ProfileCardProps } from './profile-card';
import { UpcomingMeetings } from './upcoming-meetings';

interface Dashboard<K extends PartyKind> {
  /** The page's title: a key of the route titles, read at render (a string kept here would stay in the first language). */
  title: 'foreignDashboard' | 'partnerDashboard' | 'investorDashboard';
  /** The line under the title: a key of `dashboards.intro`, read at render. */
  intro: keyof typeof dashboardsText.intro;
  /** The signed-in party's own profile, for the card at the top. */
  useProfile: () => ProfileCardProps<K>['query'];
  /** The strings of each match list, by the kind matched, in the order shown (one per list the contract has). */
  lists: Readonly<Record<CandidateOf<K>, MatchListStrings>>;
}

const { lists } = dashboardsText;

/** Each kind's dashboard (specification: the three dashboards differ only in these). */
const dashboards: { [K in PartyKind]: Dashboard<K> } = {
  foreign: {
    title: 'foreignDashboard',
    intro: 'foreign',
    useProfile: useForeignDashboardProfile,
    lists: { local: lists.foreignLocal, investor: lists.foreignInvestors },
  },
  local: {
    title: 'partnerDashboard',
    intro: 'partner',
    useProfile: usePartnerDashboardProfile,
    lists: { foreign: lists.partnerForeign, investor: lists.partnerInvestors },
  },
  investor: {
    title: 'investorDashboard',
    intro: 'investor',
    useProfile: useInvestorDashboardProfile,
    lists: { foreign: lists.investorForeign, local: lists.investorLocal },
  },
};

/** One match list of the dashboard: the signed-in kind's matches of another kind. */
function Matches({ subject, candidate, strings }: { subject: PartyKind; candidate: PartyKind; strings: MatchListStrings }) {
  const query = useQuery(getMatchesQueryOptions(subject, candidate));
  return <MatchSection kind={candidate} strings={strings} query={query} />;
}

function Dashboard<K extends PartyKind>({ kind, session }: { kind: K; session: Session }) {
  const { title, intro, useProfile, lists: shown } = dashboards[kind] as Dashboard<K>;
  const profile = useProfile();
  return (
    <DashboardFrame title={t.routes[title]} intro={dashboardsText.intro[intro]} session={session} profile={<ProfileCard kind={kind} query={profile} />}>
      <UpcomingMeetings session={session} />
      {(Object.entries(shown) as Array<[PartyKind, MatchListStrings]>).map(([candidate, strings]) => (
        <Matches key={candidate} subject={kind} candidate={candidate} strings={strings} />
      ))}
    </DashboardFrame>
  );
}

/**
 * A party's dashboard: its profile card, its upcoming meetings and its two match lists. Another category is sent to its
 * own dashboard: this one's calls would all be refused.
 */
export function DashboardPage({ kind }: { kind: PartyKind }) {
  return <RequireCategory category={kind} ownPath={dashboardPath}>{(session) => <Dashboard kind={kind} session={session} />}</RequireCategory>;
}
