import { sendRequest } from '../../domain/contract-views';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { contracts as words } from '../../i18n/en';
import { applyToInvestorBody } from '../../validation/contracts';

/** A foreign business or a local partner connects with an investor. */
export const applyToInvestor = http.post(
  '/investor/applyForPartnership',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { investorId } = await parseBody(request, applyToInvestorBody);
    const contract = await sendRequest(user, 'investor', investorId);
    return response(201).json({ message: messageFor(request, words.connectionSent), contractId: contract._id });
  }),
);
