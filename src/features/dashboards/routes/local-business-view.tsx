import { useParams } from 'react-router-dom';
import { RequireSession } from '@/components/layout/app-layout';
import { format, t } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { optionText } from '@/i18n/options';
import { formatPlainNumber } from '@/lib/format-plain';
import { options, optionLabel } from '@/lib/options';
import type { Session } from '@/lib/session';
import { useApplyToPartner } from '../api/apply-to-partner';
import { useViewPartnerProfile } from '../api/view-partner-profile';
import { PartyProfileView } from '../components/party-profile-view';
import { chipsOf, ContactSection, FieldList, ProfileSection, Prose } from '../components/profile-layout';
import type { LocalProfile } from '../lib/types';

const copy = dashboardsText;
const fields = copy.fields;

const sizeOf = (partner: LocalProfile) => optionLabel(options.companySizesPartnerEdit, partner.companySize);

function LocalBusinessView({ session, id }: { session: Session; id: string }) {
  const query = useViewPartnerProfile(id);
  const send = useApplyToPartner(id);
  return (
    <PartyProfileView
      kind="local"
      id={id}
      session={session}
      title={t.routes.localBusinessView}
      query={query}
      nameOf={(partner) => partner.companyName ?? ''}
      variant="connectPartner"
      send={send}
      header={(partner) => ({
        name: partner.companyName ?? '',
        subtitle: [optionText(partner.businessType ?? ''), partner.serviceCategory].filter(Boolean).join(' · '),
        badge: copy.view.verified,
        facts: [
          partner.registeredRegion ?? '',
          sizeOf(partner),
          typeof partner.yearsInOperation === 'number' ? format(copy.view.years, { value: partner.yearsInOperation }) : '',
        ],
      })}
      main={(partner) => (
        <>
          <ProfileSection title={copy.sections.about}>
            <Prose text={partner.detailedServiceDescription} />
          </ProfileSection>
          <ProfileSection title={copy.sections.services}>
            <FieldList
              fields={[
                { label: fields.serviceCategory, value: partner.serviceCategory },
                { label: fields.businessType, value: optionText(partner.businessType ?? '') },
                { label: fields.industryFocus, value: optionText(partner.industryFocus ?? '') },
                { label: fields.supportedMarketTypes, value: optionText(partner.supportedMarketTypes ?? '') },
                { label: fields.serviceCapacity, value: partner.serviceCapacity },
                { label: fields.pricingModel, value: optionText(partner.pricingModel ?? '') },
                { label: fields.collaborationPreferences, value: optionText(partner.collaborationPreferences ?? '') },
                { label: fields.SLAEngagementPreferences, value: partner.SLAEngagementPreferences, wide: true },
              ]}
            />
          </ProfileSection>
          <ProfileSection title={copy.sections.experience}>
            <FieldList
              fields={[
                { label: fields.previousExperience, value: partner.previousExperience, wide: true },
                { label: fields.teamExpertise, value: partner.teamExpertise, wide: true },
                { label: fields.languagesSupported, value: chipsOf(partner.languagesSupported), wide: true },
                { label: fields.preferredClientIndustries, value: chipsOf(partner.preferredClientIndustries), wide: true },
              ]}
            />
          </ProfileSection>
          <ProfileSection title={copy.sections.lookingFor}>
            <Prose text={partner.matchScoreCriteria} />
          </ProfileSection>
        </>
      )}
      side={(partner) => (
        <>
          <ContactSection contact={partner} />
          <ProfileSection title={copy.sections.registration}>
            <FieldList
              fields={[
                {
                  label: fields.yearsInOperation,
                  value: typeof partner.yearsInOperation === 'number' ? formatPlainNumber(partner.yearsInOperation) : partner.yearsInOperation,
                },
                { label: fields.companySize, value: sizeOf(partner) },
                { label: fields.registeredRegion, value: partner.registeredRegion },
                { label: fields.businessRegistrationNumber, value: partner.businessRegistrationNumber },
                { label: fields.taxID, value: partner.taxID },
                { label: fields.complianceCertifications, value: partner.complianceCertifications },
              ]}
            />
          </ProfileSection>
        </>
      )}
    />
  );
}

/** /local-business/:id — a verified local partner's profile with 'Connect with Partner'. */
export function Component() {
  const { id = '' } = useParams();
  return <RequireSession>{(session) => <LocalBusinessView key={id} session={session} id={id} />}</RequireSession>;
}
