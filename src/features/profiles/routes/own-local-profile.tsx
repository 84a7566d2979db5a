import { useParams } from 'react-router-dom';
import { usePartnerDashboardProfile } from '@/api/requests/get-partner-dashboard-profile';
import type { components } from '@/api/schema';
import { RequireSession } from '@/components/layout/app-layout';
import { Banner, badgeToneForStatus } from '@/components/ui';
import { t } from '@/i18n';
import { profiles as profilesText } from '@/i18n/profiles';
import { optionText } from '@/i18n/options';
import type { Session } from '@/lib/session';
import { useUpdatePartnerProfile } from '../api/update-partner-profile';
import { OwnProfileScreen } from '../components/own-profile-screen';
import { localEditRequired, localEditSchema, localSections } from '../schemas/local-partner-profile';

type LocalFields = components['schemas']['LocalPartnerFields'];

/**
 * /LocalBusinessProfile/{id} — the signed-in local partner's own profile. The badge shows the
 * verification status as stored (Pending by default), or Unknown.
 */
export function Component() {
  const { id = '' } = useParams();
  return <RequireSession>{(session) => <OwnLocalProfile session={session} id={id} />}</RequireSession>;
}

function OwnLocalProfile({ session, id }: { session: Session; id: string }) {
  const enabled = session.user.category === 'local';
  const query = usePartnerDashboardProfile({ enabled });
  const mutation = useUpdatePartnerProfile();
  return (
    <OwnProfileScreen
      kind="local"
      title={t.routes.ownLocalProfile}
      session={session}
      id={id}
      query={query}
      enabled={enabled}
      sections={localSections}
      schema={localEditSchema}
      required={localEditRequired}
      name={(profile) => profile.companyName ?? ''}
      summary={(profile) => [optionText(profile.businessType ?? ''), optionText(profile.industryFocus ?? ''), profile.registeredRegion]}
      badge={(profile) => ({
        label: profile.verificationStatus ? optionText(profile.verificationStatus) : profilesText.own.unknownStatus,
        tone: badgeToneForStatus(profile.verificationStatus),
      })}
      note={(profile) => {
        const status = (profile.verificationStatus ?? '').toLowerCase();
        if (status === 'pending') return <Banner tone="warning">{profilesText.own.pendingNote}</Banner>;
        if (status === 'rejected') return <Banner tone="error">{profilesText.own.rejectedNote}</Banner>;
        return null;
      }}
      update={(profileId, updateData) => mutation.mutateAsync({ id: profileId, updateData: updateData as LocalFields })}
      updating={mutation.isPending}
    />
  );
}
