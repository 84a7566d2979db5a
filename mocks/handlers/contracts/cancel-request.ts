import { db } from '../../db';
import { actionableRequest } from '../../domain/contract-views';
import { closeMeetingsOfRequest } from '../../domain/conversations';
import { recordOutcome } from '../../domain/feedback';
import { recordAnswered } from '../../domain/insights/events';
import { notifyRequestCancelled } from '../../domain/notifications/recorders';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { contracts as words } from '../../i18n/en';
import { contractIdBody } from '../../validation/contracts';

/** The sender withdraws a request while it is still pending. */
export const cancelRequest = http.post(
  '/cancelReq',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { ID } = await parseBody(request, contractIdBody);
    const { contract, actor } = actionableRequest(user, ID, 'cancel');
    const updated = await db.contracts.update((q) => q.where({ _id: contract._id }), {
      data(record) {
        record.status = 'cancelled';
        record.updatedAt = new Date().toISOString();
      },
    });
    await recordOutcome(updated ?? contract, 'cancelled', actor.profile._id);
    await recordAnswered(updated ?? contract, 'cancelled');
    await closeMeetingsOfRequest(updated ?? contract, 'sender', user);
    await notifyRequestCancelled(updated ?? contract, user);
    return response(200).json({ message: messageFor(request, words.cancelled) });
  }),
);
