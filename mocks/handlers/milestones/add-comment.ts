import { db } from '../../db';
import { newId } from '../../db/ids';
import {
  authorName,
  milestoneOf,
  requireCommenter,
  successMessages,
  toComment,
  writableContract,
} from '../../domain/milestone-rules';
import { notifyCommentAdded } from '../../domain/notifications/recorders';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { addCommentBody } from '../../validation/milestones';

export const addComment = http.post(
  '/addComment',
  guard(async ({ request, response }) => {
    const caller = requireCommenter(requireCaller(request));
    const body = await parseBody(request, addCommentBody);
    const contract = writableContract(caller.user, body.contractId);
    const milestone = milestoneOf(contract, body.milestoneId);
    const comment = await db.comments.create({
      _id: newId('cmt'),
      contractId: contract._id,
      milestoneId: milestone._id,
      text: body.text,
      author: authorName(caller.user),
      authorUserId: caller.user.id,
      createdAt: new Date().toISOString(),
    });
    await notifyCommentAdded(contract, comment, caller.user);
    return response(201).json({ message: messageFor(request, successMessages.comment), comment: toComment(comment) });
  }),
);
