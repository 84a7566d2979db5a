import { verification } from '../../domain/agreements';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';

/** Public: whether a digest is an agreement version Corridor issued, and who signed it — never the text. */
export const verifyAgreement = http.get(
  '/verify/{digest}',
  guard(({ params, response }) => response(200).json(verification(String(params.digest)))),
);
