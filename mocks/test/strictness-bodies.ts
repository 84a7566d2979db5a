/**
 * The bodies of the strictness test, read from the contract: each operation's example, the values
 * its schema forbids, and the edge values it allows; who may call it, and a fresh world per case.
 */
import { db, resetDb } from '../db';
import { resetCodeAttempts } from '../domain/codes';
import { resetThrottle } from '../domain/throttle';
import { startSession } from '../http/auth';
import { type Account, type bodied, operations, refusesWith202, type Json } from '../../scripts/conformance/contract';
import { defaultAccounts } from '../../scripts/conformance/world';
import { BASE_URL } from './harness';

export { ajv, bodied, edgeBodies, forbiddenBodies, type Json } from '../../scripts/conformance/contract';

export type Caller = Account | null;
/** The e-mail of each account an example can be sent as: the kit's accounts (the demo and onboarding ones). */
export const accounts = Object.fromEntries(Object.entries(defaultAccounts).map(([account, { email }]) => [account, email])) as Record<Account, string>;

/** Who sends each operation's example (`x-example-as`: the example's ids belong to that account's seeded records). */
export const callers: Record<string, Caller> = Object.fromEntries(operations.map((operation) => [operation.operationId, operation.exampleAs]));

export const signIn = async (email: string): Promise<string> => {
  const user = db.users.findFirst((q) => q.where({ email }));
  if (!user) throw new Error(`no seeded account ${email}`);
  return (await startSession(user.id)).token;
};

export function post(path: string, body: unknown, token?: string, method = 'POST'): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** A freshly seeded world, with the caller signed in and a real code issued where the body carries one. */
/** Bodies that carry a code for which none could be issued: they must be refused, as a wrong code is. */
export const codeless = new WeakSet<Response>();

export async function send(operation: (typeof bodied)[number], body: Record<string, Json>): Promise<Response> {
  const example = operation.example as Record<string, Json>;
  const caller = callers[operation.operationId];
  const token = caller ? await signIn(accounts[caller]) : undefined;
  let sent = body;
  if (typeof example.code === 'string' && body.code === example.code) {
    const purpose = typeof body.purpose === 'string' ? body.purpose : operation.operationId === 'addUser' ? 'signup' : 'reset';
    const issued = (await (await post('/send-code', { email: body.email, purpose })).json()) as { code?: string };
    // No code can be issued for this e-mail and purpose (say, a sign-up code for a registered
    // address): the body goes as it is and must be refused, which the edge check allows.
    if (issued.code) sent = { ...body, code: issued.code };
    else {
      const answer = await post(operation.path, sent, token, operation.method);
      codeless.add(answer);
      return answer;
    }
  }
  return post(operation.path, sent, token, operation.method);
}

export async function fresh(): Promise<void> {
  // Reseeded ~2,800 times and never about the bell: its seeded records are left out (about 12 ms a
  // reset; the insights' history waits for a reader anyway, and none of these calls reads it).
  await resetDb({ insightsHistory: false, notifications: false });
  resetThrottle();
  resetCodeAttempts();
}

export const isSuccess = (status: number) => status >= 200 && status < 300;
export const isRefusal = (operationId: string, status: number) => (status >= 400 && status < 500) || (status === 202 && refusesWith202.has(operationId));
