import { useParams } from 'react-router-dom';
import { RequireSession } from '@/components/layout/app-layout';
import { format, t } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { options, optionLabel } from '@/lib/options';
import { contractsPath, type Session } from '@/lib/session';
import { useApplyToPartner } from '../api/apply-to-partner';
import { useViewPartnerProfile } from '../api/view-partner-profile';
import { ProfileAction } from '../components/profile-action';
import { chipsOf, ContactSection, FieldList, MatchPanel, ProfileBody, ProfileHeader, ProfileSection, Prose } from '../components/profile-layout';
import { ProfileViewFrame } from '../components/profile-view-frame';
import { logoOf } from '../lib/matches';
import { canSendRequest } from '../lib/profiles';
import { useMatchFor } from '../lib/use-match-for';

const copy = dashboardsText;
const fields = copy.fields;

function LocalBusinessView({ session, id }: { session: Session; id: string }) {
  const query = useViewPartnerProfile(id);
  const send = useApplyToPartner(id);
  const match = useMatchFor(session.user.category, 'local', id);
  return (
    <ProfileViewFrame
      kind="local"
      title={t.routes.localBusinessView}
      session={session}
      query={query}
      nameOf={(data) => data.user.companyName ?? ''}
    >
      {({ user: partner, connection }) => {
        const size = optionLabel(options.companySizesPartnerEdit, partner.companySize);
        const years =
          typeof partner.yearsInOperation === 'number' ? format(copy.view.years, { value: partner.yearsInOperation }) : '';
        return (
          <>
            <ProfileHeader
              name={partner.companyName ?? ''}
              logo={logoOf(partner)}
              subtitle={[partner.businessType, partner.serviceCategory].filter(Boolean).join(' · ')}
              badge={copy.view.verified}
              facts={[partner.registeredRegion ?? '', size, years].filter(Boolean)}
              action={
                canSendRequest(session.user, 'local', partner.ID) ? (
                  <ProfileAction
                    variant="connectPartner"
                    targetName={partner.companyName ?? ''}
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
                  <ProfileSection title={copy.sections.about}>
                    <Prose text={partner.detailedServiceDescription} />
                  </ProfileSection>
                  <ProfileSection title={copy.sections.services}>
                    <FieldList
                      fields={[
                        { label: fields.serviceCategory, value: partner.serviceCategory },
                        { label: fields.businessType, value: partner.businessType },
                        { label: fields.industryFocus, value: partner.industryFocus },
                        { label: fields.supportedMarketTypes, value: partner.supportedMarketTypes },
                        { label: fields.serviceCapacity, value: partner.serviceCapacity },
                        { label: fields.pricingModel, value: partner.pricingModel },
                        { label: fields.collaborationPreferences, value: partner.collaborationPreferences },
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
              }
              side={
                <>
                  {match ? <MatchPanel match={match} /> : null}
                  <ContactSection contact={partner} />
                  <ProfileSection title={copy.sections.registration}>
                    <FieldList
                      fields={[
                        { label: fields.yearsInOperation, value: partner.yearsInOperation },
                        { label: fields.companySize, value: size },
                        { label: fields.registeredRegion, value: partner.registeredRegion },
                        { label: fields.businessRegistrationNumber, value: partner.businessRegistrationNumber },
                        { label: fields.taxID, value: partner.taxID },
                        { label: fields.complianceCertifications, value: partner.complianceCertifications },
                      ]}
                    />
                  </ProfileSection>
                </>
              }
            />
          </>
        );
      }}
    </ProfileViewFrame>
  );
}

/** /local-business/:id — a verified local partner's profile with 'Connect with Partner'. */
export function Component() {
  const { id = '' } = useParams();
  return <RequireSession>{(session) => <LocalBusinessView key={id} session={session} id={id} />}</RequireSession>;
}
