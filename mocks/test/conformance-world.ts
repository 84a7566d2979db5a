/** What the conformance cases stand on: the demo accounts signed in, the seeded records, one call. */
import type { ContractRecord } from '../db/records';
import { db } from '../db';
import { BASE_URL, demo, signIn } from './harness';

export type Expect = 'success' | 'failure';
export interface Case {
  name: string;
  expect: Expect;
  send: () => Promise<Response>;
}

export function call(method: string, path: string, body?: unknown, token?: string): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Signs the four demo accounts in and finds the seeded records the cases need. */
export async function world() {
  const [foreign, local, investor, admin] = await Promise.all(
    [demo.foreign, demo.local, demo.investor, demo.admin].map((email) => signIn(email)),
  );
  if (!foreign || !local || !investor || !admin) throw new Error('demo sign-in failed');
  const profileId = (user: { profileId?: string | null }) => user.profileId ?? '';
  const ids = { foreign: profileId(foreign.user), local: profileId(local.user), investor: profileId(investor.user) };
  const involves = (c: ContractRecord, id: string) => c.senderProfileId === id || c.recipientProfileId === id;
  const find = (predicate: (c: ContractRecord) => boolean) => {
    const found = db.contracts.all().find(predicate);
    if (!found) throw new Error('the seed lacks a contract this test needs');
    return found;
  };
  const approvedLocalForeign = find((c) => c.status === 'approved' && involves(c, ids.local) && involves(c, ids.foreign)) ;
  const unsignedWithForeign = find(
    (c) => c.status === 'approved' && involves(c, ids.foreign) && c._id !== approvedLocalForeign._id && db.signatures.findMany((q) => q.where({ contractId: c._id })).length === 0,
  );
  const pendingForLocal = find((c) => c.status === 'pending' && c.recipientProfileId === ids.local);
  const sentByForeign = find((c) => c.status === 'pending' && c.senderProfileId === ids.foreign);
  const milestone = db.milestones.findFirst((q) => q.where({ contractId: approvedLocalForeign._id }));
  const task = db.tasks.findFirst((q) => q.where({ contractId: approvedLocalForeign._id }));
  const otherForeign = db.foreignProfiles.all().find((p) => p._id !== ids.foreign);
  const otherLocal = db.localProfiles.all().find(
    (p) => p._id !== ids.local && p.verificationStatus === 'Approved' && !db.contracts.all().some((c) => involves(c, p._id) && involves(c, ids.foreign)),
  );
  const otherInvestor = db.investorProfiles.all().find(
    (p) => p._id !== ids.investor && !db.contracts.all().some((c) => involves(c, p._id) && involves(c, ids.foreign)),
  );
  const pendingLocal = db.localProfiles.all().find((p) => p.verificationStatus === 'Pending');
  if (!milestone || !task || !otherForeign || !otherLocal || !otherInvestor || !pendingLocal) {
    throw new Error('the seed lacks a record this test needs');
  }
  return {
    foreign, local, investor, admin, ids, approvedLocalForeign, unsignedWithForeign, pendingForLocal, sentByForeign,
    milestone, task, otherForeign, otherLocal, otherInvestor, pendingLocal,
  };
}
export type World = Awaited<ReturnType<typeof world>>;
