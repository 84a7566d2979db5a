import { LegalRoute } from '../components/legal-page';

/** /privacy-policy — static text; 'last updated' shows today's date; contact by e-mail. */
export function Component() {
  return <LegalRoute page="privacy" />;
}
