import { t } from '@/i18n';
import { profiles as profilesText } from '@/i18n/profiles';
import { timings } from '@/lib/timings';
import { useAddLocalPartnerProfile, type LocalPartnerAddRequest } from '../api/add-local-partner-profile';
import { RegistrationScreen } from '../components/registration-screen';
import { registrationError } from '../lib/messages';
import { localRegistrationRequired, localRegistrationSchema, localSections } from '../schemas/local-partner-profile';

/**
 * /complete-partner-profile — 'Register as a Local Partner' (sections 2–5, 8). Sent with
 * hasPurchased false; banners clear after 2 s; after a save the user goes to /partner-dashboard
 * (an admin to /adminPanel) 2 s later.
 */
export function Component() {
  const mutation = useAddLocalPartnerProfile();
  return (
    <RegistrationScreen
      formId="partner"
      title={t.routes.completePartnerProfile}
      intro={profilesText.registration.partnerIntro}
      sections={localSections}
      schema={localRegistrationSchema}
      required={localRegistrationRequired}
      submitLabel={profilesText.registration.submitPartner}
      requiredMessage={profilesText.messages.completeRequired}
      messageMs={timings.registrationBannerClear}
      redirectMs={timings.registrationRedirect}
      dashboard="/partner-dashboard"
      pending={mutation.isPending}
      errorMessage={registrationError}
      submit={async (fields, ownerId) => {
        const body = { ...fields, ID: ownerId, hasPurchased: false } as LocalPartnerAddRequest;
        const data = await mutation.mutateAsync(body);
        return { message: data.message, profileId: data.profile?._id };
      }}
    />
  );
}
