import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../db';
import type { ContractRecord } from '../db/records';
import { openStream } from '../domain/live/testing';
import { DEFAULT_PREFERENCES } from '../domain/notifications';
import { operations, type Category } from '../../scripts/conformance/contract';
import { BASE_URL, demo, signIn, withMockServer } from './harness';

withMockServer();

type Caller = Category;
const callers: Caller[] = ['foreign', 'local', 'investor', 'admin'];

/** Who may pass the permission checks of each protected call (specification §6 and the server rules). */
interface Row {
  operationId: string;
  /** For a call about one contract: who is a party of the one this row uses (admins read every contract). */
  parties?: Caller[];
  send: (w: World, token: string | undefined, caller: Caller | null) => Promise<Response>;
}

function call(method: string, path: string, token: string | undefined, body?: unknown) {
  return fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function world() {
  const accounts = Object.fromEntries(
    await Promise.all(callers.map(async (c) => [c, await signIn(demo[c])] as const)),
  ) as Record<Caller, Awaited<ReturnType<typeof signIn>>>;
  const ids = {
    foreign: accounts.foreign.user.profileId ?? '',
    local: accounts.local.user.profileId ?? '',
    investor: accounts.investor.user.profileId ?? '',
  };
  const involves = (c: ContractRecord, id: string) => c.senderProfileId === id || c.recipientProfileId === id;
  const contract = db.contracts.all().find((c) => c.status === 'approved' && involves(c, ids.local) && involves(c, ids.foreign));
  const pendingForLocal = db.contracts.all().find((c) => c.status === 'pending' && c.recipientProfileId === ids.local);
  const sentByForeign = db.contracts.all().find((c) => c.status === 'pending' && c.senderProfileId === ids.foreign);
  const milestone = contract && db.milestones.findFirst((q) => q.where({ contractId: contract._id }));
  const task = contract && db.tasks.findFirst((q) => q.where({ contractId: contract._id }));
  const pendingLocal = db.localProfiles.all().find((p) => p.verificationStatus === 'Pending');
  const someForeign = db.foreignProfiles.all().find((p) => p._id !== ids.foreign);
  if (!contract || !pendingForLocal || !sentByForeign || !milestone || !task || !pendingLocal || !someForeign) {
    throw new Error('the seed lacks a record the matrix needs');
  }
  const userIdOf = (caller: Caller | null) => (caller ? accounts[caller].user.id : 'usr_x');
  return { accounts, ids, contract, pendingForLocal, sentByForeign, milestone, task, pendingLocal, someForeign, userIdOf };
}
type World = Awaited<ReturnType<typeof world>>;

/** '/partner/approved-contracts' → its operationId, from the contract. */
const listIds = Object.fromEntries(operations.map((operation) => [operation.template.slice(1), operation.operationId]));

const contractList = (prefix: string, list: string, owner: Caller): Row => ({
  operationId: listIds[`${prefix}/${list}`]!,
  send: (w, token, caller) =>
    call('POST', `/${prefix}/${list}`, token, {
      id: w.userIdOf(caller),
      userType: caller === 'admin' || caller === null ? owner : caller,
      requestType: owner === 'foreign' ? 'local' : 'foreign',
    }),
});

const newForeign = { companyName: 'Matrix Oy', industry: 'Other', companySize: '1-10', operatingRegion: 'Finland', expansionGoal: 'Market Entry', targetRevenue: 10, expansionTimeline: '0-3 months', marketType: 'niche', preferredPartnerType: 'Legal', budgetRange: 'under50k' };

const rows: Row[] = [
  { operationId: 'addForeignProfile', send: (w, t, c) => call('POST', '/foreign/add', t, { ...newForeign, ID: w.userIdOf(c) }) },
  { operationId: 'viewForeignProfile', send: (w, t) => call('POST', '/partner/applyForCheckProfileofForeign', t, { id: w.ids.foreign }) },
  { operationId: 'viewPartnerProfile', send: (w, t) => call('POST', '/foreign/applyForCheckProfileofPartner', t, { id: w.ids.local }) },
  { operationId: 'viewInvestorProfile', send: (w, t) => call('POST', '/investor/applyForCheckProfileofInvestor', t, { id: w.ids.investor }) },
  { operationId: 'updatePartnerProfile', send: (w, t) => call('POST', '/partner/updateProfile', t, { id: w.ids.local, updateData: { serviceCapacity: 'More' } }) },
  { operationId: 'updateForeignProfile', send: (w, t) => call('POST', '/foreign/updateProfile', t, { id: w.ids.foreign, updateData: { targetRevenue: 20 } }) },
  { operationId: 'updateInvestorProfile', send: (w, t) => call('POST', '/investor/updateProfile', t, { id: w.ids.investor, updateData: { exitHorizonYears: 3 } }) },
  { operationId: 'getPartnerDashboardProfile', send: (_w, t) => call('GET', '/partner-dashboard/profile', t) },
  { operationId: 'getForeignDashboardProfile', send: (_w, t) => call('GET', '/foreign-dashboard/profile', t) },
  { operationId: 'getInvestorDashboardProfile', send: (_w, t) => call('GET', '/investor-dashboard/profile', t) },
  { operationId: 'getPartnerMatches', send: (_w, t) => call('GET', '/partner/matches', t) },
  { operationId: 'getPartnerInvestorMatches', send: (_w, t) => call('GET', '/partner/matchesInvestors', t) },
  { operationId: 'getForeignMatches', send: (_w, t) => call('GET', '/foreign/matches', t) },
  { operationId: 'getForeignInvestorMatches', send: (_w, t) => call('GET', '/foreign/matchesInvestors', t) },
  { operationId: 'getInvestorBusinessMatches', send: (_w, t) => call('GET', '/investor/matchesBusiness', t) },
  { operationId: 'getInvestorPartnerMatches', send: (_w, t) => call('GET', '/investor/matchesPartner', t) },
  contractList('partner', 'approved-contracts', 'local'),
  contractList('partner', 'pending-requests', 'local'),
  contractList('partner', 'sent-requests', 'local'),
  contractList('business', 'approved-contracts', 'foreign'),
  contractList('business', 'pending-requests', 'foreign'),
  contractList('business', 'sent-requests', 'foreign'),
  contractList('investor', 'approved-contracts', 'investor'),
  contractList('investor', 'pending-requests', 'investor'),
  contractList('investor', 'sent-requests', 'investor'),
  contractList('partner', 'closed-requests', 'local'),
  contractList('business', 'closed-requests', 'foreign'),
  contractList('investor', 'closed-requests', 'investor'),
  { operationId: 'cancelRequest', parties: ['foreign'], send: (w, t) => call('POST', '/cancelReq', t, { ID: w.sentByForeign._id }) },
  { operationId: 'approveRequest', parties: ['local'], send: (w, t) => call('POST', '/ApproveRequest', t, { ID: w.pendingForLocal._id }) },
  { operationId: 'rejectRequest', parties: ['local'], send: (w, t) => call('POST', '/RejectRequest', t, { ID: w.pendingForLocal._id }) },
  { operationId: 'getSingleContract', parties: ['foreign', 'local', 'admin'], send: (w, t) => call('POST', '/SingleContract', t, { contractId: w.contract._id }) },
  { operationId: 'getContractDocument', parties: ['foreign', 'local', 'admin'], send: (w, t) => call('GET', `/contract-document/${w.contract._id}`, t) },
  { operationId: 'listAllContracts', send: (_w, t) => call('GET', '/allContracts', t) },
  { operationId: 'getAgreement', parties: ['foreign', 'local', 'admin'], send: (w, t) => call('GET', `/agreement/${w.contract._id}`, t) },
  { operationId: 'getAgreementVersion', parties: ['foreign', 'local', 'admin'], send: (w, t) => call('GET', `/agreement/${w.contract._id}/versions/1`, t) },
  { operationId: 'getAgreementAudit', parties: ['foreign', 'local', 'admin'], send: (w, t) => call('GET', `/agreement/${w.contract._id}/audit`, t) },
  { operationId: 'signAgreement', parties: ['foreign', 'local'], send: (w, t) => call('POST', `/agreement/${w.contract._id}/sign`, t, { version: 1, fullName: 'A Signatory', consent: true }) },
  { operationId: 'declineAgreement', parties: ['foreign', 'local'], send: (w, t) => call('POST', `/agreement/${w.contract._id}/decline`, t, { version: 1, reason: 'New terms needed' }) },
  { operationId: 'regenerateAgreement', parties: ['foreign', 'local'], send: (w, t) => call('POST', `/agreement/${w.contract._id}/regenerate`, t, { version: 1 }) },
  { operationId: 'listMilestones', parties: ['foreign', 'local', 'admin'], send: (w, t) => call('POST', '/MileStones', t, { contractId: w.contract._id }) },
  { operationId: 'addMilestone', parties: ['foreign', 'local', 'admin'], send: (w, t) => call('POST', '/addMilestone', t, { contractId: w.contract._id, title: 'T', description: 'D', dueDate: '2027-02-01' }) },
  { operationId: 'addTask', parties: ['foreign', 'local', 'admin'], send: (w, t) => call('POST', '/addTask', t, { contractId: w.contract._id, milestoneId: w.milestone._id, title: 'T', description: 'D', dueDate: '2027-02-01' }) },
  { operationId: 'addComment', parties: ['foreign', 'local', 'admin'], send: (w, t) => call('POST', '/addComment', t, { contractId: w.contract._id, milestoneId: w.milestone._id, text: 'Noted' }) },
  { operationId: 'setTaskStatus', parties: ['foreign', 'local', 'admin'], send: (w, t) => call('POST', '/completeTask', t, { contractId: w.contract._id, taskId: w.task._id, status: 'completed' }) },
  { operationId: 'listBusinesses', send: (_w, t) => call('GET', '/adminPanel', t) },
  { operationId: 'acceptBusiness', send: (w, t) => call('POST', '/adminPanel/accept/', t, { id: w.pendingLocal._id }) },
  { operationId: 'rejectBusiness', send: (w, t) => call('PUT', `/adminPanel/reject/${w.pendingLocal._id}`, t) },
  { operationId: 'deleteBusiness', send: (w, t) => call('POST', '/adminPanel/delete', t, { id: w.someForeign._id }) },
  { operationId: 'getInsightsFunnel', send: (_w, t) => call('GET', '/admin/insights/funnel?period=7d', t) },
  { operationId: 'getInsightsAcceptance', send: (_w, t) => call('GET', '/admin/insights/acceptance', t) },
  { operationId: 'getInsightsMatchQuality', send: (_w, t) => call('GET', '/admin/insights/match-quality?period=custom&from=2026-01-01&to=2026-06-30', t) },
  { operationId: 'getInsightsSupply', send: (_w, t) => call('GET', '/admin/insights/supply', t) },
  { operationId: 'listNotifications', send: (_w, t) => call('GET', '/notifications?limit=5', t) },
  { operationId: 'getUnreadNotificationCount', send: (_w, t) => call('GET', '/notifications/unread-count', t) },
  // A notification belongs to one user: ntf_0001 is the demo partner's, so everyone else is refused.
  { operationId: 'markNotificationRead', parties: ['local'], send: (_w, t) => call('POST', '/notifications/ntf_0001/read', t) },
  { operationId: 'markAllNotificationsRead', send: (_w, t) => call('POST', '/notifications/read-all', t) },
  { operationId: 'getNotificationPreferences', send: (_w, t) => call('GET', '/notifications/preferences', t) },
  { operationId: 'setNotificationPreferences', send: (_w, t) => call('PUT', '/notifications/preferences', t, DEFAULT_PREFERENCES) },
  // A conversation is its request's two parties'; admins read it and write nothing.
  { operationId: 'listConversations', send: (_w, t) => call('GET', '/conversations', t) },
  { operationId: 'getUnreadMessageCount', send: (_w, t) => call('GET', '/conversations/unread-count', t) },
  { operationId: 'getConversation', parties: ['foreign', 'local', 'admin'], send: (w, t) => call('GET', `/conversations/${w.contract._id}`, t) },
  { operationId: 'sendMessage', parties: ['foreign', 'local'], send: (w, t) => call('POST', `/conversations/${w.contract._id}/messages`, t, { body: 'Matrix check.' }) },
  { operationId: 'markConversationRead', parties: ['foreign', 'local'], send: (w, t) => call('POST', `/conversations/${w.contract._id}/read`, t, {}) },
  {
    operationId: 'proposeMeeting',
    parties: ['foreign', 'local'],
    send: (w, t) =>
      call('POST', `/conversations/${w.contract._id}/meetings`, t, {
        timeZone: 'Europe/Stockholm',
        slots: [{ start: new Date(Date.now() + 30 * 86_400_000).toISOString(), minutes: 30 }],
        channel: { kind: 'phone', detail: '+46 8 123 456 78' },
      }),
  },
  { operationId: 'listUpcomingMeetings', send: (_w, t) => call('GET', '/meetings/upcoming', t) },
  // mtg_0001: Saqr Bay (the demo investor) proposed it to Nordvik (the demo business); only the business answers it.
  { operationId: 'acceptMeeting', parties: ['foreign'], send: (_w, t) => call('POST', '/meetings/mtg_0001/accept', t, { slot: 0 }) },
  { operationId: 'declineMeeting', parties: ['foreign'], send: (_w, t) => call('POST', '/meetings/mtg_0001/decline', t, { reason: 'Not this week.' }) },
  { operationId: 'cancelMeeting', parties: ['foreign', 'investor'], send: (_w, t) => call('POST', '/meetings/mtg_0001/cancel', t, {}) },
  // The live stream: anyone signed in opens their own; the body is cancelled at once so nothing hangs.
  {
    operationId: 'openEventStream',
    send: async (_w, t) => {
      const response = await openStream(BASE_URL, t);
      if (response.status === 200) expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // Not awaited: the test's reader settles the cancel once the request is aborted (domain/live/testing.ts).
      void response.body?.cancel();
      return response;
    },
  },
];

let cells = 0;

describe('permission matrix: every protected call × no token and each category', () => {
  afterAll(() => console.info(`permission matrix: ${cells} cells checked`));

  it('covers every operation the contract gives roles (x-roles), and no other', () => {
    expect(rows.map((row) => row.operationId).sort()).toEqual(operations.filter((operation) => operation.roles).map((operation) => operation.operationId).sort());
  });

  it.each(rows.map((row) => [row.operationId, row] as const))('%s', async (_id, row) => {
    const w = await world();
    // Who may: the contract's x-roles, narrowed to the parties of the record this row uses.
    const roles = operations.find((operation) => operation.operationId === row.operationId)?.roles ?? [];
    const allowed = roles.filter((caller) => !row.parties || row.parties.includes(caller));
    const outcomes: string[] = [];
    const anonymous = await row.send(w, undefined, null);
    outcomes.push(`none → ${anonymous.status}`);
    expect(anonymous.status, 'without a token').toBe(401);
    // Refused callers first: a refusal must change nothing for the allowed callers after them.
    const ordered = [...callers].sort((a, b) => Number(allowed.includes(a)) - Number(allowed.includes(b)));
    for (const caller of ordered) {
      const response = await row.send(w, w.accounts[caller].token, caller);
      outcomes.push(`${caller} → ${response.status}`);
      cells += 1;
      if (allowed.includes(caller)) {
        expect([401, 403, 500], `${caller} is allowed: ${outcomes.join(', ')}`).not.toContain(response.status);
      } else {
        expect(response.status, `${caller} is refused: ${outcomes.join(', ')}`).toBe(403);
      }
    }
    cells += 1;
  });
});
