import { db } from '../../db';
import { newId } from '../../db/ids';
import {
  milestoneOf,
  requireMilestoneEditor,
  ruleMessages,
  successMessages,
  toTask,
  writableContract,
} from '../../domain/milestone-rules';
import { notifyTaskAdded } from '../../domain/notifications/recorders';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { addTaskBody } from '../../validation/milestones';

export const addTask = http.post(
  '/addTask',
  guard(async ({ request, response }) => {
    const caller = requireMilestoneEditor(requireCaller(request), ruleMessages.taskEditors);
    const body = await parseBody(request, addTaskBody);
    const contract = writableContract(caller.user, body.contractId);
    const milestone = milestoneOf(contract, body.milestoneId);
    const task = await db.tasks.create({
      _id: newId('tsk'),
      contractId: contract._id,
      milestoneId: milestone._id,
      title: body.title,
      description: body.description,
      dueDate: body.dueDate,
      status: 'pending',
      createdAt: new Date().toISOString(),
    });
    await notifyTaskAdded(contract, task, caller.user);
    return response(201).json({ message: messageFor(request, successMessages.task), task: toTask(task) });
  }),
);
