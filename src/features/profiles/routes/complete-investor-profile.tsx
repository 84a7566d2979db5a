import { t } from '@/i18n';
import { profiles as profilesText } from '@/i18n/profiles';
import { timings } from '@/lib/timings';
import { useAddInvestorProfile, type InvestorAddRequest } from '../api/add-investor-profile';
import { RegistrationScreen } from '../components/registration-screen';
import { registrationError } from '../lib/messages';
import { investorRegistrationRequired, investorRegistrationSchema, investorSections } from '../schemas/investor-profile';

/**
 * /complete-investor-profile — 'Register as an Investor' (sections 2–5, 8). Target stages and
 * industries go out as comma-separated text; banners clear after 2 s; after a save the user goes
 * to /investor-dashboard (an admin to /adminPanel) 2 s later.
 */
export function Component() {
  const mutation = useAddInvestorProfile();
  return (
    <RegistrationScreen
      formId="investor"
      title={t.routes.completeInvestorProfile}
      intro={profilesText.registration.investorIntro}
      sections={investorSections}
      schema={investorRegistrationSchema}
      required={investorRegistrationRequired}
      submitLabel={profilesText.registration.submitInvestor}
      requiredMessage={profilesText.messages.completeRequired}
      messageMs={timings.registrationBannerClear}
      redirectMs={timings.registrationRedirect}
      dashboard="/investor-dashboard"
      pending={mutation.isPending}
      errorMessage={registrationError}
      submit={async (fields, ownerId) => {
        const body = { ...fields, ID: ownerId } as InvestorAddRequest;
        const data = await mutation.mutateAsync(body);
        return { message: data.message, profileId: data.profile?._id };
      }}
    />
  );
}
