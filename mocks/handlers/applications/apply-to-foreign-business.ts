import { sendRequest } from '../../domain/contract-views';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { contracts as words } from '../../i18n/en';
import { applyToForeignBody } from '../../validation/contracts';

/** A local partner or an investor applies for partnership with a foreign business. */
export const applyToForeignBusiness = http.post(
  '/foreign/applyForPartnership',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { businessId } = await parseBody(request, applyToForeignBody);
    const contract = await sendRequest(user, 'foreign', businessId);
    return response(201).json({ message: messageFor(request, words.partnershipSent), contractId: contract._id });
  }),
);
