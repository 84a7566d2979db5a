import { readableContract } from '../../domain/contracts';
import { milestonesOf } from '../../domain/milestone-rules';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { milestonesBody } from '../../validation/milestones';

export const listMilestones = http.post(
  '/MileStones',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const { contractId } = await parseBody(request, milestonesBody);
    const { contract } = readableContract(user, contractId);
    return response(201).json(milestonesOf(contract));
  }),
);
