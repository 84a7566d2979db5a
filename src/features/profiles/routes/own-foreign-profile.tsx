import { useParams } from 'react-router-dom';
import { useForeignDashboardProfile } from '@/api/requests/get-foreign-dashboard-profile';
import type { components } from '@/api/schema';
import { RequireSession } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { profiles as profilesText } from '@/i18n/profiles';
import { optionText } from '@/i18n/options';
import type { Session } from '@/lib/session';
import { useUpdateForeignProfile } from '../api/update-foreign-profile';
import { OwnProfileScreen } from '../components/own-profile-screen';
import { foreignEditRequired, foreignEditSchema, foreignSections } from '../schemas/foreign-profile';

type ForeignFields = components['schemas']['ForeignBusinessFields'];

/** /ForeignBusinessProfile/{id} — the signed-in foreign business's own profile, always shown as Active. */
export function Component() {
  const { id = '' } = useParams();
  return <RequireSession>{(session) => <OwnForeignProfile session={session} id={id} />}</RequireSession>;
}

function OwnForeignProfile({ session, id }: { session: Session; id: string }) {
  const enabled = session.user.category === 'foreign';
  const query = useForeignDashboardProfile({ enabled });
  const mutation = useUpdateForeignProfile();
  return (
    <OwnProfileScreen
      kind="foreign"
      title={t.routes.ownForeignProfile}
      session={session}
      id={id}
      query={query}
      enabled={enabled}
      sections={foreignSections}
      schema={foreignEditSchema}
      required={foreignEditRequired}
      name={(profile) => profile.companyName ?? ''}
      summary={(profile) => [optionText(profile.industry ?? ''), profile.operatingRegion]}
      badge={() => ({ label: profilesText.own.active, tone: 'success' })}
      update={(profileId, updateData) => mutation.mutateAsync({ id: profileId, updateData: updateData as ForeignFields })}
      updating={mutation.isPending}
    />
  );
}
