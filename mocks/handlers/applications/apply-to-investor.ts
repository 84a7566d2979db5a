import { sendRequest } from '../../domain/contract-views';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { applyToInvestorBody } from '../../validation/contracts';

/** A foreign business or a local partner connects with an investor. */
export const applyToInvestor = http.post(
  '/investor/applyForPartnership',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { investorId } = await parseBody(request, applyToInvestorBody);
    const contract = await sendRequest(user, 'investor', investorId);
    return response(201).json({ message: 'Connection request sent successfully', contractId: contract._id });
  }),
);
