/**
 * The checks of one operation: its documented example succeeds as the contract says (positive);
 * no token, a malformed one and a forged one get 401 (authentication); every category outside its
 * `x-roles` gets 403 (roles); bodies its schema forbids get a 4xx with a message (negative data).
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { HostClient, Sent } from './client';
import { categories, forbiddenBodies, refusesWith202, type ContractOperation, type Json } from './contract';
import type { Results } from './results';
import { checkResponse } from './validator';
import type { World } from './world';

export interface CheckContext {
  client: HostClient;
  world: World;
  results: Results;
  seed: number;
  /** How many forbidden bodies each operation is sent (fast-check picks them with the seed). */
  negativePerOperation: number;
}

const conforms = (operation: ContractOperation, sent: Sent) => checkResponse(operation.operationId, sent.response);

/** A 4xx (or the documented 202 refusal) with a JSON `message`, documented for the operation. */
async function refusal(operation: ContractOperation, sent: Sent, expected?: number): Promise<string[]> {
  const problems: string[] = [];
  const refusedWith202 = sent.status === 202 && refusesWith202.has(operation.operationId);
  if (expected !== undefined && sent.status !== expected) problems.push(`expected ${expected}, got ${sent.status}`);
  else if (sent.status >= 500) problems.push(`got ${sent.status}: a server error instead of a refusal`);
  else if (!refusedWith202 && (sent.status < 400 || sent.status >= 500)) problems.push(`expected a 4xx, got ${sent.status}`);
  // A refusal says why: a JSON `message`, or the text itself where the contract documents plain text.
  const message = sent.contentType === 'application/json' ? (sent.json as { message?: unknown } | undefined)?.message : sent.text;
  if (typeof message !== 'string' || message.trim() === '') {
    problems.push(sent.contentType === 'application/json' ? 'the refusal has no JSON message' : 'the refusal says nothing');
  }
  problems.push(...(await conforms(operation, sent)));
  return problems;
}

/** The example's body, with a live code where it carries one; null when the host gives no code out. */
async function exampleBody(context: CheckContext, operation: ContractOperation): Promise<Record<string, Json> | null | undefined> {
  const example = operation.example;
  if (!example || typeof example.code !== 'string') return example ?? undefined;
  const purpose = typeof example.purpose === 'string' ? example.purpose : operation.operationId === 'addUser' ? 'signup' : 'reset';
  const issued = await context.client.send('POST', '/send-code', { body: { email: example.email, purpose } });
  const code = (issued.json as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? { ...example, code } : null;
}

export async function positive(context: CheckContext, operation: ContractOperation): Promise<void> {
  const { client, world, results } = context;
  const name = `the documented example${operation.exampleAs ? ` as ${operation.exampleAs}` : ''}`;
  const token = await world.token(operation.exampleAs);
  if (operation.exampleAs && !token) {
    results.fail('positive', operation.operationId, name, `could not sign in as ${operation.exampleAs} (${world.accounts[operation.exampleAs].email})`);
    return;
  }
  const body = await exampleBody(context, operation);
  if (body === null) {
    results.skip('positive', operation.operationId, name, 'the host does not hand codes out (safe mode): check it with a code from its outbox');
    return;
  }
  const sent = await client.send(operation.method, operation.path, { body, token });
  const problems = sent.status >= 200 && sent.status < 300 ? [] : [`expected a 2xx, got ${sent.status} ${sent.text.slice(0, 160)}`];
  problems.push(...(await conforms(operation, sent)));
  results.judge('positive', operation.operationId, name, problems);
}

export async function authentication(context: CheckContext, operation: ContractOperation): Promise<void> {
  if (!operation.secured) return;
  const variants: Array<[string, string | undefined]> = [
    ['no token', undefined],
    ['a malformed token', 'Bearer not a token!'],
    ['a forged token', `Bearer ${randomBytes(32).toString('hex')}`],
  ];
  for (const [name, authorization] of variants) {
    const sent = await context.client.send(operation.method, operation.path, { body: operation.example ?? undefined, authorization });
    context.results.judge('authentication', operation.operationId, name, await refusal(operation, sent, 401));
  }
}

export async function roles(context: CheckContext, operation: ContractOperation): Promise<void> {
  if (!operation.roles) return;
  for (const category of categories.filter((candidate) => !operation.roles!.includes(candidate))) {
    const name = `${category} (not in x-roles)`;
    const token = await context.world.token(category);
    if (!token) {
      context.results.fail('roles', operation.operationId, name, `could not sign in as ${category}`);
      continue;
    }
    const sent = await context.client.send(operation.method, operation.path, { body: operation.example ?? undefined, token });
    context.results.judge('roles', operation.operationId, name, await refusal(operation, sent, 403));
  }
}

/** The forbidden bodies: fast-check picks them from every one-field change the schema refuses, plus random values and broken JSON. */
function negativeBodies(context: CheckContext, operation: ContractOperation): Array<{ name: string; body: unknown }> {
  const bodied = operation.bodied;
  if (!bodied || !operation.example) return [];
  const all = forbiddenBodies(bodied);
  const count = Math.min(context.negativePerOperation, all.length);
  const [picked = []] = fc.sample(fc.shuffledSubarray(all, { minLength: count, maxLength: count }), { seed: context.seed, numRuns: 1 });
  const keys = Object.keys(operation.example);
  // An example without fields (an optional body) has no field to set to a random value.
  const generated =
    keys.length === 0
      ? []
      : fc.sample(fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.jsonValue(), fc.string({ maxLength: 5000 }), fc.double())), { seed: context.seed + 1, numRuns: 4 });
  const random = generated
    .map(([key, value]) => ({ key, body: { ...operation.example, [key]: value as Json } }))
    .filter(({ body }) => !bodied.valid(JSON.parse(JSON.stringify(body))))
    .map(({ key, body }) => ({ name: `${key} set to a generated value`, body }));
  return [
    ...picked.map((forbidden) => ({ name: forbidden.label, body: forbidden.body as unknown })),
    ...random,
    { name: 'malformed JSON', body: '{"oops": ' },
  ];
}

export async function negative(context: CheckContext, operation: ContractOperation): Promise<void> {
  const token = await context.world.token(operation.exampleAs);
  for (const { name, body } of negativeBodies(context, operation)) {
    const sent = await context.client.send(operation.method, operation.path, { body, token });
    context.results.judge('negative data', operation.operationId, name, await refusal(operation, sent));
  }
}
