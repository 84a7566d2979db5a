import { db } from '../../db';
import { readableContract } from '../../domain/contracts';
import { recordMilestoneIfComplete } from '../../domain/insights/events';
import { requireMilestoneEditor, ruleMessages, successMessages, taskOf, toTask } from '../../domain/milestone-rules';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { setTaskStatusBody } from '../../validation/milestones';

export const setTaskStatus = http.post(
  '/completeTask',
  guard(async ({ request, response }) => {
    const caller = requireMilestoneEditor(requireCaller(request), ruleMessages.taskStatusEditors);
    const body = await parseBody(request, setTaskStatusBody);
    const { contract } = readableContract(caller.user, body.contractId);
    const task = taskOf(contract, body.taskId);
    const updated = await db.tasks.update((q) => q.where({ _id: task._id }), {
      data(record) {
        record.status = body.status;
      },
    });
    await recordMilestoneIfComplete(contract, updated ?? task);
    return response(200).json({ message: messageFor(request, successMessages.taskUpdated), task: toTask(updated ?? task) });
  }),
);
