import { api, unwrap } from '@/api/client';

/** GET /verify/{digest} (extension, public): whether Corridor issued a version with this digest, and who signed it. */
export const verifyAgreement = (digest: string) => unwrap(api.GET('/verify/{digest}', { params: { path: { digest } } }), 200);
