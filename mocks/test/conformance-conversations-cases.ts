/**
 * Conformance cases of the conversation and meeting operations (the live stream's are in
 * conformance-live-cases.ts), on the seeded demo threads:
 * ctr_0001 (the demo business and the demo partner, an accepted meeting mtg_0002), mtg_0001 (the
 * demo investor's proposal waiting for the demo business), ctr_0019 (rejected: read-only).
 */
import { call, type Case, type World } from './conformance-world';

const FORGED = 'f'.repeat(64);
const THREAD = 'ctr_0001';
const READ_ONLY = 'ctr_0019';
const PROPOSAL = 'mtg_0001';

const daysAhead = (days: number, hour = 9) => {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

const proposal = (slots: Array<{ start: string; minutes: number }>, extra: Record<string, unknown> = {}) => ({
  timeZone: 'Asia/Dubai',
  slots,
  channel: { kind: 'video', detail: 'https://meet.alnoor.ae/follow-up' },
  note: 'A follow-up on the bank KYC pack.',
  ...extra,
});

export const conversationCases: Record<string, (w: World) => Case[]> = {
  listConversations: (w) => [
    { name: 'a partner', expect: 'success', send: () => call('GET', '/conversations', undefined, w.local.token) },
    { name: 'an investor', expect: 'success', send: () => call('GET', '/conversations', undefined, w.investor.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', '/conversations') },
    { name: 'a forged token', expect: 'failure', send: () => call('GET', '/conversations', undefined, FORGED) },
    { name: 'an admin', expect: 'failure', send: () => call('GET', '/conversations', undefined, w.admin.token) },
  ],
  getUnreadMessageCount: (w) => [
    { name: 'a partner', expect: 'success', send: () => call('GET', '/conversations/unread-count', undefined, w.local.token) },
    { name: 'a business', expect: 'success', send: () => call('GET', '/conversations/unread-count', undefined, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', '/conversations/unread-count') },
    { name: 'an admin', expect: 'failure', send: () => call('GET', '/conversations/unread-count', undefined, w.admin.token) },
  ],
  getConversation: (w) => [
    { name: 'a party', expect: 'success', send: () => call('GET', `/conversations/${THREAD}`, undefined, w.local.token) },
    { name: 'the other party, 3 a page', expect: 'success', send: () => call('GET', `/conversations/${THREAD}?limit=3`, undefined, w.foreign.token) },
    { name: 'an admin reads', expect: 'success', send: () => call('GET', `/conversations/${THREAD}`, undefined, w.admin.token) },
    { name: 'read-only, by a party', expect: 'success', send: () => call('GET', `/conversations/${READ_ONLY}`, undefined, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', `/conversations/${THREAD}`) },
    { name: 'not a party', expect: 'failure', send: () => call('GET', `/conversations/${THREAD}`, undefined, w.investor.token) },
    { name: 'unknown request', expect: 'failure', send: () => call('GET', '/conversations/ctr_nope', undefined, w.local.token) },
    { name: 'limit 0', expect: 'failure', send: () => call('GET', `/conversations/${THREAD}?limit=0`, undefined, w.local.token) },
    { name: 'before an unknown message', expect: 'failure', send: () => call('GET', `/conversations/${THREAD}?before=msg_nope`, undefined, w.local.token) },
  ],
  sendMessage: (w) => [
    { name: 'a party writes', expect: 'success', send: () => call('POST', `/conversations/${THREAD}/messages`, { body: 'Thursday at 13:00 Gulf time works for us.', clientId: 'c-conf-0001' }, w.local.token) },
    { name: 'the same clientId again (200)', expect: 'success', send: () => call('POST', `/conversations/${THREAD}/messages`, { body: 'Thursday at 13:00 Gulf time works for us.', clientId: 'c-conf-0001' }, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/messages`, { body: 'Hi' }) },
    { name: 'an admin', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/messages`, { body: 'Hi' }, w.admin.token) },
    { name: 'not a party', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/messages`, { body: 'Hi' }, w.investor.token) },
    { name: 'blank', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/messages`, { body: '   ' }, w.local.token) },
    { name: 'too long', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/messages`, { body: 'x'.repeat(4001) }, w.local.token) },
    { name: 'read-only (409)', expect: 'failure', send: () => call('POST', `/conversations/${READ_ONLY}/messages`, { body: 'Still there?' }, w.foreign.token) },
    { name: 'unknown request', expect: 'failure', send: () => call('POST', '/conversations/ctr_nope/messages', { body: 'Hi' }, w.local.token) },
  ],
  markConversationRead: (w) => [
    { name: 'everything', expect: 'success', send: () => call('POST', `/conversations/${THREAD}/read`, {}, w.local.token) },
    { name: 'an older message (no change)', expect: 'success', send: () => call('POST', `/conversations/${READ_ONLY}/read`, {}, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/read`, {}) },
    { name: 'an admin', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/read`, {}, w.admin.token) },
    { name: 'a message of another thread', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/read`, { upTo: 'msg_nope' }, w.local.token) },
    { name: 'unknown field', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/read`, { until: 'now' }, w.local.token) },
  ],
  proposeMeeting: (w) => [
    { name: 'two times by video', expect: 'success', send: () => call('POST', `/conversations/${THREAD}/meetings`, proposal([{ start: daysAhead(20, 8), minutes: 30 }, { start: daysAhead(21, 8), minutes: 60 }]), w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/meetings`, proposal([{ start: daysAhead(20), minutes: 30 }])) },
    { name: 'an admin', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/meetings`, proposal([{ start: daysAhead(20), minutes: 30 }]), w.admin.token) },
    { name: 'in the past', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/meetings`, proposal([{ start: daysAhead(-2), minutes: 30 }]), w.local.token) },
    { name: 'overlapping times', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/meetings`, proposal([{ start: daysAhead(22), minutes: 60 }, { start: daysAhead(22), minutes: 15 }]), w.local.token) },
    { name: 'unknown zone', expect: 'failure', send: () => call('POST', `/conversations/${THREAD}/meetings`, proposal([{ start: daysAhead(20), minutes: 30 }], { timeZone: 'Mars/Olympus' }), w.local.token) },
    { name: 'read-only (409)', expect: 'failure', send: () => call('POST', `/conversations/${READ_ONLY}/meetings`, proposal([{ start: daysAhead(20), minutes: 30 }]), w.foreign.token) },
  ],
  listUpcomingMeetings: (w) => [
    { name: 'a business', expect: 'success', send: () => call('GET', '/meetings/upcoming', undefined, w.foreign.token) },
    { name: 'an investor (none)', expect: 'success', send: () => call('GET', '/meetings/upcoming', undefined, w.investor.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', '/meetings/upcoming') },
    { name: 'an admin', expect: 'failure', send: () => call('GET', '/meetings/upcoming', undefined, w.admin.token) },
  ],
  acceptMeeting: (w) => [
    { name: 'the proposer', expect: 'failure', send: () => call('POST', `/meetings/${PROPOSAL}/accept`, { slot: 0 }, w.investor.token) },
    { name: 'a time that is not there', expect: 'failure', send: () => call('POST', `/meetings/${PROPOSAL}/accept`, { slot: 3 }, w.foreign.token) },
    { name: 'not a party', expect: 'failure', send: () => call('POST', `/meetings/${PROPOSAL}/accept`, { slot: 0 }, w.local.token) },
    { name: 'unknown meeting', expect: 'failure', send: () => call('POST', '/meetings/mtg_nope/accept', { slot: 0 }, w.foreign.token) },
    { name: 'the other party accepts', expect: 'success', send: () => call('POST', `/meetings/${PROPOSAL}/accept`, { slot: 1 }, w.foreign.token) },
    { name: 'accepted already (409)', expect: 'failure', send: () => call('POST', `/meetings/${PROPOSAL}/accept`, { slot: 0 }, w.foreign.token) },
  ],
  declineMeeting: (w) => [
    { name: 'no reason', expect: 'failure', send: () => call('POST', `/meetings/${PROPOSAL}/decline`, {}, w.foreign.token) },
    { name: 'the proposer', expect: 'failure', send: () => call('POST', `/meetings/${PROPOSAL}/decline`, { reason: 'No' }, w.investor.token) },
    { name: 'an admin', expect: 'failure', send: () => call('POST', `/meetings/${PROPOSAL}/decline`, { reason: 'No' }, w.admin.token) },
    { name: 'the other party declines', expect: 'success', send: () => call('POST', `/meetings/${PROPOSAL}/decline`, { reason: 'None of these times work for us this week.' }, w.foreign.token) },
    { name: 'declined already (409)', expect: 'failure', send: () => call('POST', `/meetings/${PROPOSAL}/decline`, { reason: 'Again' }, w.foreign.token) },
  ],
  cancelMeeting: (w) => [
    { name: 'no token', expect: 'failure', send: () => call('POST', '/meetings/mtg_0002/cancel', {}) },
    { name: 'not a party', expect: 'failure', send: () => call('POST', '/meetings/mtg_0002/cancel', {}, w.investor.token) },
    { name: 'a long reason', expect: 'failure', send: () => call('POST', '/meetings/mtg_0002/cancel', { reason: 'r'.repeat(501) }, w.local.token) },
    { name: 'an accepted one, with a reason', expect: 'success', send: () => call('POST', '/meetings/mtg_0002/cancel', { reason: 'Our licensing lead is travelling.' }, w.local.token) },
    { name: 'a proposal, by its proposer', expect: 'success', send: () => call('POST', `/meetings/${PROPOSAL}/cancel`, {}, w.investor.token) },
    { name: 'cancelled already (409)', expect: 'failure', send: () => call('POST', '/meetings/mtg_0002/cancel', {}, w.foreign.token) },
  ],
};
