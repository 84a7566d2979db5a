import { useParams } from 'react-router-dom';
import { useInvestorDashboardProfile } from '@/api/requests/get-investor-dashboard-profile';
import type { components } from '@/api/schema';
import { RequireSession } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { profiles as profilesText } from '@/i18n/profiles';
import { optionText } from '@/i18n/options';
import type { Session } from '@/lib/session';
import { useUpdateInvestorProfile } from '../api/update-investor-profile';
import { OwnProfileScreen } from '../components/own-profile-screen';
import { formatTicketRange } from '../lib/display';
import { investorEditRequired, investorEditSchema, investorSections } from '../schemas/investor-profile';

type InvestorFields = components['schemas']['InvestorFields'];

/**
 * /InvestorProfile/{id} — the signed-in investor's own profile, always shown as Active; ticket
 * sizes in thousands with K.
 */
export function Component() {
  const { id = '' } = useParams();
  return <RequireSession>{(session) => <OwnInvestorProfile session={session} id={id} />}</RequireSession>;
}

function OwnInvestorProfile({ session, id }: { session: Session; id: string }) {
  const enabled = session.user.category === 'investor';
  const query = useInvestorDashboardProfile({ enabled });
  const mutation = useUpdateInvestorProfile();
  return (
    <OwnProfileScreen
      kind="investor"
      title={t.routes.ownInvestorProfile}
      session={session}
      id={id}
      query={query}
      enabled={enabled}
      sections={investorSections}
      schema={investorEditSchema}
      required={investorEditRequired}
      name={(profile) => profile.legalName ?? ''}
      summary={(profile) => [optionText(profile.investorType ?? ''), profile.registeredRegion, formatTicketRange(profile.ticketSizeMinUSD, profile.ticketSizeMaxUSD)]}
      badge={() => ({ label: profilesText.own.active, tone: 'success' })}
      update={(profileId, updateData) => mutation.mutateAsync({ id: profileId, updateData: updateData as InvestorFields })}
      updating={mutation.isPending}
    />
  );
}
