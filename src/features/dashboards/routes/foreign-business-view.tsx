import { useParams } from 'react-router-dom';
import { RequireSession } from '@/components/layout/app-layout';
import { format, t } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { optionText } from '@/i18n/options';
import { formatPlainNumber } from '@/lib/format-plain';
import { options, optionLabel } from '@/lib/options';
import type { Session } from '@/lib/session';
import { useApplyToForeignBusiness } from '../api/apply-to-foreign-business';
import { useViewForeignProfile } from '../api/view-foreign-profile';
import { PartyProfileView } from '../components/party-profile-view';
import { FieldList, ProfileSection } from '../components/profile-layout';

const copy = dashboardsText;
const fields = copy.fields;

function ForeignBusinessView({ session, id }: { session: Session; id: string }) {
  const query = useViewForeignProfile(id);
  const send = useApplyToForeignBusiness(id);
  return (
    <PartyProfileView
      kind="foreign"
      id={id}
      session={session}
      title={t.routes.foreignBusinessView}
      query={query}
      nameOf={(business) => business.companyName ?? ''}
      variant="apply"
      send={send}
      header={(business) => ({
        name: business.companyName ?? '',
        subtitle: [optionText(business.industry ?? ''), copy.card.foreignKind].filter(Boolean).join(' · '),
        badge: copy.view.active,
        facts: [business.operatingRegion ?? '', optionLabel(options.companySizes, business.companySize)],
      })}
      main={(business) => (
        <>
          <ProfileSection title={copy.sections.company}>
            <FieldList
              fields={[
                { label: fields.industry, value: optionText(business.industry ?? '') },
                { label: fields.companySize, value: optionLabel(options.companySizes, business.companySize) },
                { label: fields.operatingRegion, value: business.operatingRegion },
                { label: fields.marketType, value: optionLabel(options.foreignMarketTypes, business.marketType) },
              ]}
            />
          </ProfileSection>
          <ProfileSection title={copy.sections.expansion}>
            <FieldList
              fields={[
                { label: fields.expansionGoal, value: optionText(business.expansionGoal ?? '') },
                { label: fields.expansionTimeline, value: optionText(business.expansionTimeline ?? '') },
                {
                  label: fields.targetRevenue,
                  value: typeof business.targetRevenue === 'number' ? format(copy.view.percent, { value: formatPlainNumber(business.targetRevenue) }) : null,
                },
                { label: fields.preferredPartnerType, value: optionText(business.preferredPartnerType ?? '') },
                { label: fields.budgetRange, value: optionLabel(options.budgetRanges, business.budgetRange) },
              ]}
            />
          </ProfileSection>
        </>
      )}
    />
  );
}

/** /foreign-business/:id — a foreign business's profile with 'Apply for Partnership'. */
export function Component() {
  const { id = '' } = useParams();
  return <RequireSession>{(session) => <ForeignBusinessView key={id} session={session} id={id} />}</RequireSession>;
}
