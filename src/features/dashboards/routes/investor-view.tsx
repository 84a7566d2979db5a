import { useParams } from 'react-router-dom';
import { RequireSession } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { optionText } from '@/i18n/options';
import { options, optionLabel } from '@/lib/options';
import type { Session } from '@/lib/session';
import { useApplyToInvestor } from '../api/apply-to-investor';
import { useViewInvestorProfile } from '../api/view-investor-profile';
import { PartyProfileView } from '../components/party-profile-view';
import { chipsOf, ContactSection, DescriptionBox, FieldList, ProfileSection } from '../components/profile-layout';
import { ticketRange } from '../lib/format';
import type { InvestorProfile } from '../lib/types';

const copy = dashboardsText;
const fields = copy.fields;

const ticketOf = (investor: InvestorProfile) => ticketRange(investor.ticketSizeMinUSD, investor.ticketSizeMaxUSD);

function InvestorView({ session, id }: { session: Session; id: string }) {
  const query = useViewInvestorProfile(id);
  const send = useApplyToInvestor(id);
  return (
    <PartyProfileView
      kind="investor"
      id={id}
      session={session}
      title={t.routes.investorView}
      query={query}
      nameOf={(investor) => investor.legalName ?? ''}
      variant="connectInvestor"
      send={send}
      header={(investor) => ({
        name: investor.legalName || investor.primaryContactName || '',
        subtitle: [optionText(investor.investorType ?? ''), investor.primaryContactName].filter(Boolean).join(' · '),
        badge: copy.view.verified,
        facts: [investor.registeredRegion ?? '', ticketOf(investor) ?? ''],
      })}
      main={(investor) => (
        <>
          <ProfileSection title={copy.sections.thesis}>
            <DescriptionBox label={copy.sections.thesisBox} text={investor.matchScoreCriteria} />
          </ProfileSection>
          <ProfileSection title={copy.sections.investmentFocus}>
            <FieldList
              fields={[
                { label: fields.investorType, value: optionText(investor.investorType ?? '') },
                { label: fields.ticketSize, value: ticketOf(investor) },
                { label: fields.targetStages, value: chipsOf(investor.targetStages, optionText), wide: true },
                { label: fields.targetIndustries, value: chipsOf(investor.targetIndustries, optionText), wide: true },
                { label: fields.geographyFocus, value: optionText(investor.geographyFocus ?? '') },
                { label: fields.marketTypePreference, value: optionText(investor.marketTypePreference ?? '') },
                { label: fields.involvementLevel, value: optionLabel(options.involvementLevels, investor.involvementLevel) },
                {
                  label: fields.coInvestPreference,
                  value: typeof investor.coInvestPreference === 'boolean' ? (investor.coInvestPreference ? copy.view.yes : copy.view.no) : null,
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
      )}
      side={(investor) => <ContactSection contact={investor} />}
    />
  );
}

/** /investor/:id — an investor's profile with 'Connect with Investor'. */
export function Component() {
  const { id = '' } = useParams();
  return <RequireSession>{(session) => <InvestorView key={id} session={session} id={id} />}</RequireSession>;
}
