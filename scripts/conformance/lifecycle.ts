/**
 * The stateful check: a request's life driven through the API — pending for its recipient, approved,
 * planned (milestone, task, comment), rejected, cancelled — and what each account may see at each
 * step: the parties see it in the right list, anyone else gets 403 (never an empty answer).
 */
import type { CheckContext } from './checks';
import type { Account } from './contract';

type Party = 'foreign' | 'local' | 'investor';
const lists: Record<Party, string> = { foreign: 'business', local: 'partner', investor: 'investor' };

export interface Created {
  what: string;
  id: string;
}

/** No problem when the status is the one wanted; else what came instead (and what it said). */
const expectStatus = (status: number, wanted: number, said = '') => (status === wanted ? [] : [`expected ${wanted}, got ${status}${said ? ` ${said}` : ''}`]);

export async function lifecycle(context: CheckContext): Promise<Created[]> {
  const { client, world, results } = context;
  const created: Created[] = [];
  const step = (name: string, problems: string[]) => results.judge('stateful', 'lifecycle', name, problems);
  const token = async (account: Account) => {
    const signed = await world.as(account);
    if (!signed) throw new Error(`could not sign in as ${account}`);
    return signed;
  };
  const list = async (who: Party, which: string, counterpart: Party) => {
    const me = await token(who);
    const sent = await client.send('POST', `/${lists[who]}/${which}`, { token: me.token, body: { id: me.userId, userType: who, requestType: counterpart } });
    return ((sent.json as { contracts?: Array<{ _id: string; status?: string }> } | undefined)?.contracts ?? []).map((contract) => contract);
  };
  const ids = (contracts: Array<{ _id: string }>) => contracts.map((contract) => contract._id);
  const open = async (account: Account, contractId: string) =>
    (await client.send('POST', '/SingleContract', { token: (await token(account)).token, body: { contractId } })).status;
  const milestones = async (account: Account, contractId: string) =>
    client.send('POST', '/MileStones', { token: (await token(account)).token, body: { contractId } });

  // ---- a request pending for the local partner: a seeded one, or one the foreign business sends
  let pending = ids(await list('local', 'pending-requests', 'foreign'));
  if (pending.length === 0) {
    const local = await token('local');
    const sent = await client.send('POST', '/partner/applyForPartnership', { token: (await token('foreign')).token, body: { partnerId: local.profileId } });
    step('the foreign business sends a request to the local partner', expectStatus(sent.status, 201, sent.text.slice(0, 120)));
    pending = ids(await list('local', 'pending-requests', 'foreign'));
  }
  const [approveId, rejectId] = pending;
  if (!approveId) {
    results.fail('stateful', 'lifecycle', 'a request pending for the local partner', 'none is listed, and none could be sent');
    return created;
  }
  // The third party: whichever of the foreign business and the investor is not on the request.
  const foreignSees = ids([...(await list('foreign', 'sent-requests', 'local')), ...(await list('foreign', 'approved-contracts', 'local'))]);
  const outsider: Account = foreignSees.includes(approveId) ? 'investor' : 'foreign';
  step(`the recipient opens the pending request ${approveId}`, [await open('local', approveId)].filter((s) => s >= 300).map((s) => `got ${s}`));
  step(`an outsider (${outsider}) is refused the pending request`, expectStatus(await open(outsider, approveId), 403));

  // ---- approved: it moves from pending to approved for the recipient
  const approved = await client.send('POST', '/ApproveRequest', { token: (await token('local')).token, body: { ID: approveId } });
  step(`the recipient approves ${approveId}`, expectStatus(approved.status, 200, approved.text.slice(0, 120)));
  created.push({ what: 'approved request', id: approveId });
  const afterApproval = [
    ...(ids(await list('local', 'approved-contracts', 'foreign')).includes(approveId) ? [] : ['it is not under the recipient’s approved contracts']),
    ...(ids(await list('local', 'pending-requests', 'foreign')).includes(approveId) ? ['it is still under the recipient’s pending requests'] : []),
  ];
  step('the approved contract moves from pending to approved', afterApproval);
  step(`an outsider (${outsider}) is refused the approved contract`, expectStatus(await open(outsider, approveId), 403));

  // ---- planned: milestone, task and comment, seen by the party and the admin, refused to the outsider
  const local = (await token('local')).token;
  const milestone = await client.send('POST', '/addMilestone', {
    token: local,
    body: { contractId: approveId, title: 'Conformance kit milestone', description: 'Added by npm run conformance.', dueDate: '2031-01-15' },
  });
  const milestoneId = (milestone.json as { milestone?: { _id?: string } } | undefined)?.milestone?._id ?? '';
  step('the local partner adds a milestone', milestone.status === 201 && milestoneId ? [] : [`expected 201 with a milestone, got ${milestone.status}`]);
  if (milestoneId) created.push({ what: 'milestone', id: milestoneId });
  const task = await client.send('POST', '/addTask', {
    token: local,
    body: { contractId: approveId, milestoneId, title: 'Conformance kit task', description: 'Added by npm run conformance.', dueDate: '2031-01-10' },
  });
  step('the local partner adds a task to it', expectStatus(task.status, 201));
  const taskId = (task.json as { task?: { _id?: string } } | undefined)?.task?._id;
  if (taskId) created.push({ what: 'task', id: taskId });
  const comment = await client.send('POST', '/addComment', { token: (await token('admin')).token, body: { contractId: approveId, milestoneId, text: 'Checked by the conformance kit.' } });
  step('an admin comments on it', expectStatus(comment.status, 201));
  const commentId = (comment.json as { comment?: { _id?: string } } | undefined)?.comment?._id;
  if (commentId) created.push({ what: 'comment', id: commentId });
  const seen = await milestones('local', approveId);
  const plan = seen.json as { miles?: Array<{ _id: string }>; tasks?: Array<{ _id: string }>; comments?: Array<{ _id: string }> } | undefined;
  step('the party sees the milestone, its task and the comment', [
    ...(plan?.miles?.some((m) => m._id === milestoneId) ? [] : ['the milestone is missing']),
    ...(taskId && plan?.tasks?.some((t) => t._id === taskId) ? [] : ['the task is missing']),
    ...(commentId && plan?.comments?.some((c) => c._id === commentId) ? [] : ['the comment is missing']),
  ]);
  const outsiderPlan = await milestones(outsider, approveId);
  step(`an outsider (${outsider}) is refused the milestones`, expectStatus(outsiderPlan.status, 403));

  // ---- rejected: gone from the recipient's pending requests, never approved (a second request
  // pending for the local partner, else one pending for the foreign business or the investor)
  const recipients: Array<[Party, Party]> = [['local', 'foreign'], ['foreign', 'local'], ['foreign', 'investor'], ['investor', 'local'], ['investor', 'foreign']];
  let rejection: { recipient: Party; counterpart: Party; id: string } | null = rejectId ? { recipient: 'local', counterpart: 'foreign', id: rejectId } : null;
  for (const [recipient, counterpart] of recipients) {
    if (rejection) break;
    const [id] = ids(await list(recipient, 'pending-requests', counterpart)).filter((candidate) => candidate !== approveId);
    if (id) rejection = { recipient, counterpart, id };
  }
  if (rejection) {
    const { recipient, counterpart, id } = rejection;
    const rejected = await client.send('POST', '/RejectRequest', { token: (await token(recipient)).token, body: { ID: id } });
    step(`the recipient (${recipient}) rejects ${id}`, expectStatus(rejected.status, 200));
    created.push({ what: 'rejected request', id });
    step('the rejected request leaves the pending requests and is not approved', [
      ...(ids(await list(recipient, 'pending-requests', counterpart)).includes(id) ? ['still pending'] : []),
      ...(ids(await list(recipient, 'approved-contracts', counterpart)).includes(id) ? ['listed as approved'] : []),
    ]);
  } else {
    results.skip('stateful', 'lifecycle', 'a recipient rejects a request', 'no other request is pending for any of the accounts');
  }

  // ---- sent, then cancelled: the foreign business asks one of its matches it has no request with;
  // the request is under its sent requests, hidden from an outsider, and moves to closed when cancelled
  const foreign = await token('foreign');
  const matches = await client.send('GET', '/foreign/matches', { token: foreign.token });
  let sentId: string | undefined;
  for (const match of ((matches.json as Array<{ _id?: string }> | undefined) ?? []).slice(0, 8)) {
    const sent = await client.send('POST', '/partner/applyForPartnership', { token: foreign.token, body: { partnerId: match._id } });
    sentId = (sent.json as { contractId?: string } | undefined)?.contractId;
    if (sent.status === 201 && sentId) break;
    sentId = undefined;
  }
  if (sentId) {
    created.push({ what: 'sent request', id: sentId });
    step(`the foreign business sends a request to one of its matches (${sentId})`, [
      ...(ids(await list('foreign', 'sent-requests', 'local')).includes(sentId) ? [] : ['it is not under the sender’s sent requests']),
      ...[await open('investor', sentId)].filter((status) => status !== 403).map((status) => `an outsider (investor) got ${status}, not 403`),
    ]);
  } else {
    results.skip('stateful', 'lifecycle', 'the foreign business sends a request', 'each of its first matches already has a request with it');
  }
  const [cancelId] = sentId ? [sentId] : ids(await list('foreign', 'sent-requests', 'local'));
  if (cancelId) {
    const cancelled = await client.send('POST', '/cancelReq', { token: (await token('foreign')).token, body: { ID: cancelId } });
    step(`the sender cancels ${cancelId}`, expectStatus(cancelled.status, 200));
    created.push({ what: 'cancelled request', id: cancelId });
    step('the cancelled request moves from sent to closed', [
      ...(ids(await list('foreign', 'sent-requests', 'local')).includes(cancelId) ? ['still under sent requests'] : []),
      ...(ids(await list('foreign', 'closed-requests', 'local')).includes(cancelId) ? [] : ['not under closed requests']),
    ]);
  } else {
    results.skip('stateful', 'lifecycle', 'the sender cancels a request', 'the foreign business has no request waiting');
  }
  return created;
}
