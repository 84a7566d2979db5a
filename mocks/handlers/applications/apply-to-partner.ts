import { sendRequest } from '../../domain/contract-views';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { contracts as words } from '../../i18n/en';
import { applyToPartnerBody } from '../../validation/contracts';

/** A foreign business or an investor connects with a (verified) local partner. */
export const applyToPartner = http.post(
  '/partner/applyForPartnership',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { partnerId } = await parseBody(request, applyToPartnerBody);
    const contract = await sendRequest(user, 'local', partnerId);
    return response(201).json({ message: messageFor(request, words.connectionSent), contractId: contract._id });
  }),
);
