import { VerifyPage } from '../components/verify-page';

/** /verify — public: is this agreement one Corridor issued, and who signed it (issue 14). */
export function Component() {
  return <VerifyPage />;
}
