import { db } from '../../db';
import { actorOf, freezeAgreement } from '../../domain/agreements';
import { actionableRequest, partyContractView } from '../../domain/contract-views';
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

/**
 * The recipient approves a pending request: the agreement is rendered once from both profiles and
 * stored with its SHA-256 (version 1), and FileUrl points at it. A later profile edit changes nothing in it.
 */
export const approveRequest = http.post(
  '/ApproveRequest',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { ID } = await parseBody(request, contractIdBody);
    const { contract, actor } = actionableRequest(user, ID, 'approve');
    const updated = await db.contracts.update((q) => q.where({ _id: contract._id }), {
      data(record) {
        record.status = 'approved';
        record.updatedAt = new Date().toISOString();
        record.FileUrl = `/contract-document/${record._id}`;
      },
    });
    const approved = updated ?? contract;
    await freezeAgreement(approved, actorOf(user, actor));
    await recordOutcome(approved, 'approved', actor.profile._id);
    await recordAnswered(approved, 'approved');
    await notifyRequestAnswered(approved, 'approved', user);
    return response(200).json({ message: messageFor(request, words.approved), contract: partyContractView(approved, actor) });
  }),
);
