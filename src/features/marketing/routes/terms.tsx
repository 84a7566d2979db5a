import { LegalRoute } from '../components/legal-page';

/** /terms — static text; minimum age 18, UAE law, arbitration in Dubai; contact by e-mail. */
export function Component() {
  return <LegalRoute page="terms" />;
}
