import { useParams } from 'react-router-dom';
import { RequireSession } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { options, optionLabel } from '@/lib/options';
import { contractsPath, type Session } from '@/lib/session';
import { useApplyToInvestor } from '../api/apply-to-investor';
import { useViewInvestorProfile } from '../api/view-investor-profile';
import { ProfileAction } from '../components/profile-action';
import {
  chipsOf,
  ContactSection,
  DescriptionBox,
  FieldList,
  MatchPanel,
  ProfileBody,
  ProfileHeader,
  ProfileSection,
} from '../components/profile-layout';
import { ProfileViewFrame } from '../components/profile-view-frame';
import { ticketRange } from '../lib/format';
import { logoOf } from '../lib/matches';
import { canSendRequest } from '../lib/profiles';
import { useMatchFor } from '../lib/use-match-for';

const copy = dashboardsText;
const fields = copy.fields;

function InvestorView({ session, id }: { session: Session; id: string }) {
  const query = useViewInvestorProfile(id);
  const send = useApplyToInvestor(id);
  const match = useMatchFor(session.user.category, 'investor', id);
  return (
    <ProfileViewFrame
      kind="investor"
      title={t.routes.investorView}
      session={session}
      query={query}
      nameOf={(data) => data.user.legalName ?? ''}
    >
      {({ user: investor, connection }) => {
        const ticket = ticketRange(investor.ticketSizeMinUSD, investor.ticketSizeMaxUSD);
        const name = investor.legalName || investor.primaryContactName || '';
        return (
          <>
            <ProfileHeader
              name={name}
              logo={logoOf(investor)}
              subtitle={[investor.investorType, investor.primaryContactName].filter(Boolean).join(' · ')}
              badge={copy.view.verified}
              facts={[investor.registeredRegion ?? '', ticket ?? ''].filter(Boolean)}
              action={
                canSendRequest(session.user, 'investor', investor.ID) ? (
                  <ProfileAction
                    variant="connectInvestor"
                    targetName={name}
                    connection={connection}
                    contractsPath={contractsPath(session.user.category)}
                    send={send}
                  />
                ) : null
              }
            />
            <ProfileBody
              main={
                <>
                  <ProfileSection title={copy.sections.thesis}>
                    <DescriptionBox label={copy.sections.thesisBox} text={investor.matchScoreCriteria} />
                  </ProfileSection>
                  <ProfileSection title={copy.sections.investmentFocus}>
                    <FieldList
                      fields={[
                        { label: fields.investorType, value: investor.investorType },
                        { label: fields.ticketSize, value: ticket },
                        { label: fields.targetStages, value: chipsOf(investor.targetStages), wide: true },
                        { label: fields.targetIndustries, value: chipsOf(investor.targetIndustries), wide: true },
                        { label: fields.geographyFocus, value: investor.geographyFocus },
                        { label: fields.marketTypePreference, value: investor.marketTypePreference },
                        { label: fields.involvementLevel, value: optionLabel(options.involvementLevels, investor.involvementLevel) },
                        {
                          label: fields.coInvestPreference,
                          value:
                            typeof investor.coInvestPreference === 'boolean' ? (investor.coInvestPreference ? copy.view.yes : copy.view.no) : null,
                        },
                        {
                          label: fields.exitHorizonYears,
                          value: typeof investor.exitHorizonYears === 'number' ? optionLabel(options.exitHorizons, investor.exitHorizonYears) : null,
                        },
                        { label: fields.registeredRegion, value: investor.registeredRegion },
                      ]}
                    />
                  </ProfileSection>
                </>
              }
              side={
                <>
                  {match ? <MatchPanel match={match} /> : null}
                  <ContactSection contact={investor} />
                </>
              }
            />
          </>
        );
      }}
    </ProfileViewFrame>
  );
}

/** /investor/:id — an investor's profile with 'Connect with Investor'. */
export function Component() {
  const { id = '' } = useParams();
  return <RequireSession>{(session) => <InvestorView key={id} session={session} id={id} />}</RequireSession>;
}
