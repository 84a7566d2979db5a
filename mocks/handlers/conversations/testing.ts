/**
 * Test fixtures for the conversation and meeting handler tests (imported by tests only): the calls
 * with their answers checked against the contract, the seeded demo conversations, and fresh
 * requests made straight in the database so a test says exactly what it starts from.
 */
import { expect } from 'vitest';
import { checkResponse } from '../../../scripts/conformance/validator';
import { db } from '../../db';
import type { ContractRecord, MessageRecord, StoredContractStatus } from '../../db/records';
import { demo, raw, signIn } from '../../test/harness';
import { freshParty } from '../contracts/testing';
import { makeContract, partyOf } from '../milestones/testing';

const OPERATIONS: Array<[string, RegExp, string]> = [
  ['GET', /^\/conversations$/, 'listConversations'],
  ['GET', /^\/conversations\/unread-count$/, 'getUnreadMessageCount'],
  ['GET', /^\/conversations\/[^/]+$/, 'getConversation'],
  ['POST', /^\/conversations\/[^/]+\/messages$/, 'sendMessage'],
  ['POST', /^\/conversations\/[^/]+\/read$/, 'markConversationRead'],
  ['POST', /^\/conversations\/[^/]+\/meetings$/, 'proposeMeeting'],
  ['GET', /^\/meetings\/upcoming$/, 'listUpcomingMeetings'],
  ['POST', /^\/meetings\/[^/]+\/accept$/, 'acceptMeeting'],
  ['POST', /^\/meetings\/[^/]+\/decline$/, 'declineMeeting'],
  ['POST', /^\/meetings\/[^/]+\/cancel$/, 'cancelMeeting'],
];

const operationOf = (method: string, path: string) => {
  const bare = path.split('?')[0]!;
  const found = OPERATIONS.find(([m, pattern]) => m === method && pattern.test(bare));
  if (!found) throw new Error(`no operation for ${method} ${path}`);
  return found[2];
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read field by field, as a client would
export type Answer = Record<string, any>;

/** Sends a conversation call (a body as JSON, or a string as it is) and checks its answer against the contract. */
export async function call(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: Answer }> {
  const response = await raw(method, path, body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body), token);
  expect(await checkResponse(operationOf(method, path), response.clone()), `${method} ${path}: the answer is not the contract's`).toEqual([]);
  return { status: response.status, body: (await response.json()) as Answer };
}

export const FORGED = 'f'.repeat(64);

/** The seeded conversation of the demo business and the demo partner (an approved request). */
export const DEMO_THREAD = 'ctr_0001';
/** The seeded proposal waiting for the demo business's answer (Saqr Bay's, on ctr_0002). */
export const OPEN_PROPOSAL = 'mtg_0001';

/** A thread's messages as stored, oldest first. */
export const threadOf = (contractId: string): MessageRecord[] =>
  db.messages
    .findMany((q) => q.where({ contractId }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));

export const contractOf = (id: string): ContractRecord => {
  const contract = db.contracts.findFirst((q) => q.where({ _id: id }));
  if (!contract) throw new Error(`no contract ${id}`);
  return contract;
};

/** The demo business and a verified partner it has never dealt with, a request between them in `status`, both signed in. */
export async function freshPair(status: StoredContractStatus = 'pending') {
  const foreign = partyOf(demo.foreign);
  const partner = freshParty('local', foreign);
  const contract = await makeContract(foreign, partner.party, status);
  const asForeign = await signIn(demo.foreign);
  const asPartner = await signIn(partner.user.email);
  return { contract, foreign, partner, asForeign, asPartner };
}

/**
 * An ISO instant `hours` from now, on a whole minute. The demo business's seeded accepted meeting
 * starts 72 hours or more from now (on a working day at 08:00 UTC), so a slot that ends within 72
 * hours never meets it, whatever the time of day the tests run.
 */
export const hoursFromNow = (hours: number) => new Date(Math.floor((Date.now() + hours * 3_600_000) / 60_000) * 60_000).toISOString();

/** A proposal body with the given slots (30 minutes each unless said), by video. */
export const proposal = (starts: Array<string | { start: string; minutes: number }>, extra: Record<string, unknown> = {}) => ({
  timeZone: 'Europe/Stockholm',
  slots: starts.map((slot) => (typeof slot === 'string' ? { start: slot, minutes: 30 } : slot)),
  channel: { kind: 'video', detail: 'https://meet.nordvik.se/intro' },
  note: 'A first call about the licence.',
  ...extra,
});
