import { db } from '../../db';
import { actionableRequest } from '../../domain/contract-views';
import { closeMeetingsOfRequest } from '../../domain/conversations';
import { recordOutcome } from '../../domain/feedback';
import { recordAnswered } from '../../domain/insights/events';
import { notifyRequestAnswered } from '../../domain/notifications/recorders';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { contracts as words } from '../../i18n/en';
import { contractIdBody } from '../../validation/contracts';

/** The recipient declines a pending request (an extension: the specification does not show it). */
export const rejectRequest = http.post(
  '/RejectRequest',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { ID } = await parseBody(request, contractIdBody);
    const { contract, actor } = actionableRequest(user, ID, 'reject');
    const updated = await db.contracts.update((q) => q.where({ _id: contract._id }), {
      data(record) {
        record.status = 'rejected';
        record.updatedAt = new Date().toISOString();
      },
    });
    await recordOutcome(updated ?? contract, 'rejected', actor.profile._id);
    await recordAnswered(updated ?? contract, 'rejected');
    await closeMeetingsOfRequest(updated ?? contract, 'recipient', user);
    await notifyRequestAnswered(updated ?? contract, 'rejected', user);
    return response(200).json({ message: messageFor(request, words.rejected) });
  }),
);
