import { useParams } from 'react-router-dom';
import { RequireSession } from '@/components/layout/app-layout';
import { format, t } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { options, optionLabel } from '@/lib/options';
import { contractsPath, type Session } from '@/lib/session';
import { useApplyToForeignBusiness } from '../api/apply-to-foreign-business';
import { useViewForeignProfile } from '../api/view-foreign-profile';
import { ProfileAction } from '../components/profile-action';
import { FieldList, MatchPanel, ProfileBody, ProfileHeader, ProfileSection } from '../components/profile-layout';
import { ProfileViewFrame } from '../components/profile-view-frame';
import { logoOf } from '../lib/matches';
import { canSendRequest } from '../lib/profiles';
import { useMatchFor } from '../lib/use-match-for';

const copy = dashboardsText;
const fields = copy.fields;

function ForeignBusinessView({ session, id }: { session: Session; id: string }) {
  const query = useViewForeignProfile(id);
  const send = useApplyToForeignBusiness(id);
  const match = useMatchFor(session.user.category, 'foreign', id);
  return (
    <ProfileViewFrame
      kind="foreign"
      title={t.routes.foreignBusinessView}
      session={session}
      query={query}
      nameOf={(data) => data.user.companyName ?? ''}
    >
      {({ user: business, connection }) => {
        const size = optionLabel(options.companySizes, business.companySize);
        return (
          <>
            <ProfileHeader
              name={business.companyName ?? ''}
              logo={logoOf(business)}
              subtitle={[business.industry, copy.card.foreignKind].filter(Boolean).join(' · ')}
              badge={copy.view.active}
              facts={[business.operatingRegion ?? '', size].filter(Boolean)}
              action={
                canSendRequest(session.user, 'foreign', business.ID) ? (
                  <ProfileAction
                    variant="apply"
                    targetName={business.companyName ?? ''}
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
                  <ProfileSection title={copy.sections.company}>
                    <FieldList
                      fields={[
                        { label: fields.industry, value: business.industry },
                        { label: fields.companySize, value: size },
                        { label: fields.operatingRegion, value: business.operatingRegion },
                        { label: fields.marketType, value: optionLabel(options.foreignMarketTypes, business.marketType) },
                      ]}
                    />
                  </ProfileSection>
                  <ProfileSection title={copy.sections.expansion}>
                    <FieldList
                      fields={[
                        { label: fields.expansionGoal, value: business.expansionGoal },
                        { label: fields.expansionTimeline, value: business.expansionTimeline },
                        {
                          label: fields.targetRevenue,
                          value: typeof business.targetRevenue === 'number' ? format(copy.view.percent, { value: business.targetRevenue }) : null,
                        },
                        { label: fields.preferredPartnerType, value: business.preferredPartnerType },
                        { label: fields.budgetRange, value: optionLabel(options.budgetRanges, business.budgetRange) },
                      ]}
                    />
                  </ProfileSection>
                </>
              }
              side={match ? <MatchPanel match={match} /> : null}
            />
          </>
        );
      }}
    </ProfileViewFrame>
  );
}

/** /foreign-business/:id — a foreign business's profile with 'Apply for Partnership'. */
export function Component() {
  const { id = '' } = useParams();
  return <RequireSession>{(session) => <ForeignBusinessView key={id} session={session} id={id} />}</RequireSession>;
}
