import { db } from '../../db';
import { newId } from '../../db/ids';
import { requireMilestoneEditor, successMessages, toMilestone, writableContract } from '../../domain/milestone-rules';
import { notifyMilestoneAdded } from '../../domain/notifications/recorders';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { addMilestoneBody } from '../../validation/milestones';

export const addMilestone = http.post(
  '/addMilestone',
  guard(async ({ request, response }) => {
    const caller = requireMilestoneEditor(requireCaller(request));
    const body = await parseBody(request, addMilestoneBody);
    const contract = writableContract(caller.user, body.contractId);
    const milestone = await db.milestones.create({
      _id: newId('ms'),
      contractId: contract._id,
      title: body.title,
      description: body.description,
      dueDate: body.dueDate,
      createdAt: new Date().toISOString(),
    });
    await notifyMilestoneAdded(contract, milestone, caller.user);
    return response(201).json({ message: messageFor(request, successMessages.milestone), milestone: toMilestone(milestone) });
  }),
);
