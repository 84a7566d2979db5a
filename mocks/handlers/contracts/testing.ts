/**
 * Test fixtures for the applications and contracts handler tests (imported by tests only).
 * Parties are the seeded accounts; what a test needs beyond the seed it creates through the API.
 */
import type { RequestHandler } from 'msw';
import { beforeEach, expect } from 'vitest';
import { db } from '../../db';
import type { ContractRecord, FeedbackRecord, PartyKind, UserRecord } from '../../db/records';
import { liveContractBetween } from '../../domain/contracts';
import { allProfiles, isMatchable, profileOfUser, type AnyProfile } from '../../domain/profiles';
import { findUser, findUserByEmail } from '../../domain/users';
import { server } from '../../node';
import { demo, signIn } from '../../test/harness';
import { applicationHandlers } from '../applications';
import { handlers } from '../index';
import { contractHandlers } from './index';

/** Makes sure these handlers answer, whether or not the shared registry lists them. */
export function registerContractHandlers(): void {
  beforeEach(() => {
    const missing = [...applicationHandlers, ...contractHandlers].filter(
      (handler) => !handlers.includes(handler as RequestHandler),
    );
    if (missing.length > 0) server.use(...missing);
  });
}

export function account(email: string): { user: UserRecord; party: AnyProfile } {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`seeded account ${email} is missing`);
  const party = profileOfUser(user);
  if (!party) throw new Error(`seeded account ${email} has no profile`);
  return { user, party };
}

/**
 * A visible profile of `kind` that can sign in and has no pending or approved contract with any
 * of `strangers` (so a test can start a fresh request with them).
 */
export function freshParty(kind: PartyKind, ...strangers: AnyProfile[]): { party: AnyProfile; user: UserRecord } {
  const taken = new Set(strangers.map((s) => s.profile._id));
  for (const party of allProfiles(kind)) {
    if (taken.has(party.profile._id) || !isMatchable(party)) continue;
    const user = findUser(party.profile.ID);
    if (!user || !user.passwordHash || user.category !== kind) continue;
    if (strangers.some((s) => liveContractBetween(s.profile._id, party.profile._id))) continue;
    return { party, user };
  }
  throw new Error(`no fresh ${kind} profile in the seed`);
}

/** Signs in as the owner of a seeded profile. */
export function signInAs(user: UserRecord) {
  return signIn(user.email);
}

export const findContract = (id: string): ContractRecord | undefined => db.contracts.findFirst((q) => q.where({ _id: id }));

export const feedbackFor = (contract: { senderProfileId: string; recipientProfileId: string }): FeedbackRecord[] =>
  db.feedback.findMany((q) =>
    q.where({ subjectId: contract.senderProfileId, candidateId: contract.recipientProfileId }),
  );

/** Every contract and feedback record, to show that a refused call changed nothing. */
export function snapshot(): string {
  const byId = <T extends { _id?: string; id?: string }>(a: T, b: T) => String(a._id ?? a.id).localeCompare(String(b._id ?? b.id));
  return JSON.stringify({
    contracts: [...db.contracts.all()].sort(byId),
    feedback: [...db.feedback.all()].sort(byId),
  });
}

type CallResult = Response | { response: Response; data?: unknown; error?: unknown };

/**
 * Runs a call (raw fetch or openapi-fetch), checks it was refused with a 4xx (or `status`) and left
 * every contract and feedback record as it was; gives back the answer's body.
 */
export async function expectRefusedUnchanged(call: () => Promise<CallResult>, status?: number): Promise<unknown> {
  const before = snapshot();
  const result = await call();
  const response = result instanceof Response ? result : result.response;
  if (status === undefined) {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  } else {
    expect(response.status).toBe(status);
  }
  expect(snapshot()).toBe(before);
  if (!(result instanceof Response)) return result.error ?? result.data;
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const HUGE = 'x'.repeat(100_000);
export const SCRIPT = '<script>alert("owned")</script>';
export const BOGUS_TOKEN = 'f'.repeat(64);

/** The demo foreign business and a verified local partner it has never dealt with, both signed in. */
export async function foreignAndFreshPartner() {
  const foreign = account(demo.foreign);
  const partner = freshParty('local', foreign.party);
  const asForeign = await signIn(demo.foreign);
  const asPartner = await signInAs(partner.user);
  return { foreign, partner, asForeign, asPartner };
}

export async function sendRequest(api: Awaited<ReturnType<typeof signIn>>['api'], partnerId: string) {
  const { data, response } = await api.POST('/partner/applyForPartnership', { body: { partnerId } });
  expect(response.status).toBe(201);
  if (!data?.contractId) throw new Error('no contract id');
  return data.contractId;
}
