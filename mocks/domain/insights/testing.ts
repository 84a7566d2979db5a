/**
 * The small fixed world of the aggregate tests (imported by tests only): three foreign businesses,
 * two local partners, one investor, and the events between them, with "now" fixed. Every expected
 * figure in the tests is counted by hand from this file.
 *
 *   fb_1 ─ lp_1   shown Jun 20 09:00 (fb_1's list); fb_1 viewed lp_1; c1 sent Jun 20 10:00, score 82,
 *                 approved 36 h later, signed Jun 25, first milestone Jul 5
 *   fb_1 ─ lp_2   shown Jun 20 09:00; fb_1 viewed lp_2 on Jun 19 (before: no view); c5 sent Jul 14, pending
 *   lp_1 ─ fb_2   shown Jul 10 09:00 (lp_1's list); fb_2 viewed lp_1; c2 sent Jul 10 10:00, score 64, rejected 24 h later
 *   inv_1 ─ fb_1  shown Jul 11 10:00; no view; c3 sent Jul 11 11:00, score 91, approved 45 h later
 *   inv_1 ─ lp_1  shown Jul 13 09:00; lp_1 viewed inv_1; no request
 *   inv_1 ─ lp_2  shown May 1; lp_2 viewed inv_1; c4 sent May 2, score 48, cancelled
 *   fb_2 → lp_2   c6 sent Jul 12, score 70, never shown; approved on Jul 16 (after now: no answer yet)
 *   fb_2 → inv_1  c7 sent Jul 1 00:00, score 55, approved 25 h later; never shown
 */
import type { ContractRecord, InsightEventRecord } from '../../db/records';

/** Wednesday 15 July 2026, noon UTC. */
export const NOW = Date.parse('2026-07-15T12:00:00.000Z');

let n = 0;
const id = () => `e${(n += 1)}`;

const shown = (at: string, viewer: string, viewerKind: 'foreign' | 'local' | 'investor', shownKind: 'foreign' | 'local' | 'investor', list: string[]): InsightEventRecord => ({
  id: id(), at, kind: 'shown', viewer, viewerKind, shownKind, shown: list,
});
const viewed = (at: string, viewer: string, viewerKind: 'foreign' | 'local' | 'investor', profile: string, profileKind: 'foreign' | 'local' | 'investor'): InsightEventRecord => ({
  id: id(), at, kind: 'viewed', viewer, viewerKind, profile, profileKind,
});
const requested = (at: string, contractId: string, sender: string, senderKind: 'foreign' | 'local' | 'investor', recipient: string, recipientKind: 'foreign' | 'local' | 'investor', score: number | null, factors: string[]): InsightEventRecord => ({
  id: id(), at, kind: 'requested', contractId, sender, senderKind, recipient, recipientKind, score, factors,
});
const answered = (at: string, contractId: string, outcome: 'approved' | 'rejected' | 'cancelled'): InsightEventRecord => ({
  id: id(), at, kind: 'answered', contractId, outcome,
});

export const EVENTS: readonly InsightEventRecord[] = [
  shown('2026-06-20T09:00:00.000Z', 'fb_1', 'foreign', 'local', ['lp_1', 'lp_2']),
  viewed('2026-06-20T09:05:00.000Z', 'fb_1', 'foreign', 'lp_1', 'local'),
  viewed('2026-06-19T12:00:00.000Z', 'fb_1', 'foreign', 'lp_2', 'local'),
  requested('2026-06-20T10:00:00.000Z', 'c1', 'fb_1', 'foreign', 'lp_1', 'local', 82, ['industry', 'partnerType', 'other']),
  answered('2026-06-21T22:00:00.000Z', 'c1', 'approved'),
  { id: id(), at: '2026-06-25T10:00:00.000Z', kind: 'signed', contractId: 'c1' },
  { id: id(), at: '2026-07-05T10:00:00.000Z', kind: 'milestone', contractId: 'c1' },
  requested('2026-07-14T09:00:00.000Z', 'c5', 'fb_1', 'foreign', 'lp_2', 'local', 75, ['industry']),

  shown('2026-07-10T09:00:00.000Z', 'lp_1', 'local', 'foreign', ['fb_1', 'fb_2']),
  viewed('2026-07-10T09:10:00.000Z', 'fb_2', 'foreign', 'lp_1', 'local'),
  requested('2026-07-10T10:00:00.000Z', 'c2', 'fb_2', 'foreign', 'lp_1', 'local', 64, ['industry', 'text']),
  answered('2026-07-11T10:00:00.000Z', 'c2', 'rejected'),

  shown('2026-07-11T10:00:00.000Z', 'inv_1', 'investor', 'foreign', ['fb_1']),
  requested('2026-07-11T11:00:00.000Z', 'c3', 'inv_1', 'investor', 'fb_1', 'foreign', 91, ['ticket', 'stage']),
  answered('2026-07-13T08:00:00.000Z', 'c3', 'approved'),

  shown('2026-07-13T09:00:00.000Z', 'inv_1', 'investor', 'local', ['lp_1']),
  viewed('2026-07-13T15:00:00.000Z', 'lp_1', 'local', 'inv_1', 'investor'),

  shown('2026-05-01T10:00:00.000Z', 'inv_1', 'investor', 'local', ['lp_2']),
  viewed('2026-05-02T08:00:00.000Z', 'lp_2', 'local', 'inv_1', 'investor'),
  requested('2026-05-02T09:00:00.000Z', 'c4', 'lp_2', 'local', 'inv_1', 'investor', 48, ['geography']),
  answered('2026-05-03T09:00:00.000Z', 'c4', 'cancelled'),

  requested('2026-07-12T09:00:00.000Z', 'c6', 'fb_2', 'foreign', 'lp_2', 'local', 70, ['budget']),
  answered('2026-07-16T09:00:00.000Z', 'c6', 'approved'),
  requested('2026-07-01T00:00:00.000Z', 'c7', 'fb_2', 'foreign', 'inv_1', 'investor', 55, ['text']),
  answered('2026-07-02T01:00:00.000Z', 'c7', 'approved'),

  // After now: it has not happened yet.
  shown('2026-07-16T09:00:00.000Z', 'fb_3', 'foreign', 'local', ['lp_1']),
];

const contract = (_id: string, status: ContractRecord['status'], createdAt: string, sender: [string, 'foreign' | 'local' | 'investor'], recipient: [string, 'foreign' | 'local' | 'investor']): ContractRecord => ({
  _id,
  category: 'local-foreign',
  status,
  senderKind: sender[1],
  senderProfileId: sender[0],
  recipientKind: recipient[1],
  recipientProfileId: recipient[0],
  createdAt,
  updatedAt: createdAt,
  FileUrl: null,
});

/** Pending for 14 days, 7 days and an hour (not yet "over 7 days"), 15 days; and an approved one. */
export const CONTRACTS: readonly ContractRecord[] = [
  contract('ctr_a', 'pending', '2026-07-01T12:00:00.000Z', ['fb_1', 'foreign'], ['lp_1', 'local']),
  contract('ctr_b', 'pending', '2026-07-08T11:00:00.000Z', ['fb_2', 'foreign'], ['lp_1', 'local']),
  { ...contract('ctr_c', 'pending', '2026-06-30T12:00:00.000Z', ['inv_1', 'investor'], ['lp_2', 'local']), category: 'investor-local' },
  contract('ctr_d', 'approved', '2026-06-01T12:00:00.000Z', ['fb_1', 'foreign'], ['lp_2', 'local']),
];

export const NAMES: Readonly<Record<string, string>> = {
  fb_1: 'Fjord Analytics AB',
  fb_2: 'Kivi Health Oy',
  lp_1: 'Gulf Bridge Legal',
  lp_2: 'Dune Distribution LLC',
  inv_1: 'Al Reem Family Office',
};

export const nameOf = (_kind: string, id: string) => NAMES[id] ?? 'Unknown party';
