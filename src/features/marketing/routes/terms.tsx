import { t } from '@/i18n';
import { legal as legalText } from '@/i18n/legal';
import { LegalPage } from '../components/legal-page';
import { contactEmail } from '../config';

const copy = legalText.terms;

/** /terms — static text; minimum age 18, UAE law, arbitration in Dubai; contact by e-mail. */
export function Component() {
  return (
    <LegalPage
      title={t.routes.terms}
      intro={copy.intro}
      sections={copy.sections}
      contact={copy.contact}
      email={contactEmail('terms')}
    />
  );
}
