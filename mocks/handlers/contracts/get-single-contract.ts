import { readableContract } from '../../domain/contracts';
import { contractViewFor, partnersOf } from '../../domain/contract-views';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { contracts as words } from '../../i18n/en';
import { singleContractBody } from '../../validation/contracts';

/**
 * One contract with Partner One and Partner Two by the category's role labels (local-foreign:
 * local, foreign; investor-local: local, investor; investor-foreign: foreign, investor).
 * A deleted party is null.
 */
export const getSingleContract = http.post(
  '/SingleContract',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { contractId } = await parseBody(request, singleContractBody);
    const { contract, viewerProfileId } = readableContract(user, contractId);
    const { partnerOne, partnerTwo } = partnersOf(contract);
    return response(201).json({
      message: messageFor(request, words.found),
      contract: contractViewFor(contract, viewerProfileId),
      partnerOne: partnerOne?.profile ?? null,
      partnerTwo: partnerTwo?.profile ?? null,
    });
  }),
);
