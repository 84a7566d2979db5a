import { t } from '@/i18n';
import { profiles as profilesText } from '@/i18n/profiles';
import { timings } from '@/lib/timings';
import { useAddForeignProfile, type ForeignBusinessAddRequest } from '../api/add-foreign-profile';
import { RegistrationScreen } from '../components/registration-screen';
import { businessSaveError } from '../lib/messages';
import { foreignRegistrationRequired, foreignRegistrationSchema, foreignSections } from '../schemas/foreign-profile';

/**
 * /complete-business-profile — 'Expand Your Business' (sections 2–5, 8). POST /foreign/add answers
 * plain text; messages clear after 3 s; after a save the user goes to /foreignDashboard (an admin
 * to /adminPanel) 2 s later.
 */
export function Component() {
  const mutation = useAddForeignProfile();
  return (
    <RegistrationScreen
      formId="business"
      title={t.routes.completeBusinessProfile}
      intro={profilesText.registration.foreignIntro}
      sections={foreignSections}
      schema={foreignRegistrationSchema}
      required={foreignRegistrationRequired}
      submitLabel={profilesText.registration.submitForeign}
      requiredMessage={profilesText.messages.fillAllRequired}
      messageMs={timings.profileMessageClear}
      redirectMs={timings.profileRedirect}
      dashboard="/foreignDashboard"
      pending={mutation.isPending}
      errorMessage={businessSaveError}
      submit={async (fields, ownerId) => {
        const body = { ...fields, ID: ownerId } as ForeignBusinessAddRequest;
        return { message: await mutation.mutateAsync(body) };
      }}
    />
  );
}
