import { t } from '@/i18n';
import { legal as legalText } from '@/i18n/legal';
import { LegalPage } from '../components/legal-page';
import { contactEmail } from '../config';

const copy = legalText.privacy;

/** /privacy-policy — static text; 'last updated' shows today's date; contact by e-mail. */
export function Component() {
  return (
    <LegalPage
      title={t.routes.privacyPolicy}
      intro={copy.intro}
      sections={copy.sections}
      contact={copy.contact}
      email={contactEmail('privacy')}
    />
  );
}
