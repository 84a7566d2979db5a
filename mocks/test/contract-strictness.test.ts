/**
 * The contract is as strict as the server (issue 21): for every operation with a JSON body, the
 * server accepts the example the contract gives, and refuses every value the contract forbids —
 * a missing required field, a wrong type, a value outside an enum, a bad format, a string too
 * short or too long, a number out of range, a string against its pattern. Each forbidden value is
 * generated from the contract's own schema and kept only when the contract really rejects the
 * whole body (checked with Ajv), so the table of cases follows the contract as it changes.
 *
 * Every case runs on a freshly seeded database, and after each refusal the example is sent again
 * and must succeed: the refusal came from the value, not from the state.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { db, resetDb } from '../db';
import { resetCodeAttempts } from '../domain/codes';
import { resetThrottle } from '../domain/throttle';
import { startSession } from '../http/auth';
import { checkResponse } from './contract-validator';
import { BASE_URL, demo, withMockServer } from './harness';

withMockServer();

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Schema {
  $ref?: string;
  allOf?: Schema[];
  anyOf?: Schema[];
  type?: string;
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  /** A rule that depends on who calls (say, "your own category"), which a schema cannot state. */
  'x-caller-rule'?: boolean;
}
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema; example?: Record<string, Json> }> };
}
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const spec = parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')) as Spec;

/** Follows `$ref`s and merges `allOf` into one object schema; `anyOf` branches are resolved too. */
function resolve(schema: Schema): Schema {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    const target = spec.components.schemas[name];
    if (!target) throw new Error(`unknown schema ${schema.$ref}`);
    return resolve(target);
  }
  if (schema.allOf?.length === 1 && !schema.properties) {
    // A single-member allOf annotates a referenced schema (x-caller-rule): keep the annotations.
    const { allOf, ...annotations } = schema;
    return { ...resolve(allOf[0]!), ...annotations };
  }
  if (schema.allOf) {
    const parts = schema.allOf.map(resolve);
    return {
      type: 'object',
      required: parts.flatMap((part) => part.required ?? []),
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<string, Schema>,
    };
  }
  if (schema.anyOf) return { ...schema, anyOf: schema.anyOf.map(resolve) };
  if (schema.properties) {
    return { ...schema, properties: Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, resolve(value)])) };
  }
  return schema;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The operations that take a JSON body, with the contract's example and resolved schema. */
const bodied = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) => {
    const media = operation.requestBody?.content['application/json'];
    if (!media) return [];
    const schema = resolve(media.schema);
    return [{ path, method: method.toUpperCase(), operationId: operation.operationId, schema, example: media.example, valid: ajv.compile(schema) }];
  }),
);

type Caller = keyof typeof accounts | null;
const accounts = {
  foreign: demo.foreign,
  local: demo.local,
  investor: demo.investor,
  admin: demo.admin,
  newForeign: 'new.foreign@corridor.test',
  newLocal: 'new.local@corridor.test',
};

/** Who sends each operation's example (the example's ids belong to this caller's seeded records). */
const callers: Record<string, Caller> = {
  loginUser: null,
  sendCode: null,
  addUser: null,
  setNewPassword: null,
  verifyCode: null,
  changeCategory: 'newForeign',
  googleDemoSignIn: null,
  addForeignProfile: 'newForeign',
  addLocalPartnerProfile: 'newLocal',
  addInvestorProfile: 'admin',
  viewForeignProfile: 'local',
  viewPartnerProfile: 'foreign',
  viewInvestorProfile: 'foreign',
  updatePartnerProfile: 'local',
  updateForeignProfile: 'foreign',
  updateInvestorProfile: 'investor',
  applyToForeignBusiness: 'local',
  applyToPartner: 'foreign',
  applyToInvestor: 'foreign',
  listPartnerApprovedContracts: 'local',
  listPartnerPendingRequests: 'local',
  listPartnerSentRequests: 'local',
  listInvestorApprovedContracts: 'investor',
  listInvestorPendingRequests: 'investor',
  listInvestorSentRequests: 'investor',
  listBusinessApprovedContracts: 'foreign',
  listBusinessPendingRequests: 'foreign',
  listBusinessSentRequests: 'foreign',
  listPartnerClosedRequests: 'local',
  listInvestorClosedRequests: 'investor',
  listBusinessClosedRequests: 'foreign',
  cancelRequest: 'foreign',
  approveRequest: 'foreign',
  rejectRequest: 'foreign',
  getSingleContract: 'foreign',
  listMilestones: 'foreign',
  // Milestones and tasks are added and ticked off by the partner side of ctr_0001.
  addMilestone: 'local',
  addTask: 'local',
  addComment: 'foreign',
  setTaskStatus: 'local',
  deleteBusiness: 'admin',
  acceptBusiness: 'admin',
  sendDemoRequest: null,
};

/**
 * The specification answers 202 "not created, the message says why" for a sign-up or a business
 * profile it refuses (the contract documents it), so for these two a 202 is a refusal too.
 */
const refusesWith202 = new Set(['addUser', 'addForeignProfile']);

const ABSENT = Symbol('absent');
type Value = Json | typeof ABSENT;

/** Values that may break a property's schema; the caller keeps those the contract really forbids. */
function candidates(schema: Schema): Value[] {
  const branches = schema.anyOf ?? [schema];
  const values: Value[] = [12345, 'text', false, null];
  for (const branch of branches) {
    if (branch.enum || branch.const !== undefined) values.push('not-an-option', true);
    if (branch.format === 'email') values.push('not-an-email', 'a@b');
    if (branch.format === 'date') values.push('31/03/2027', '2027-02-31');
    if (branch.minLength !== undefined && branch.minLength > 0) values.push('x'.repeat(branch.minLength - 1));
    if (branch.maxLength !== undefined) values.push('x'.repeat(branch.maxLength + 1));
    if (branch.pattern !== undefined) values.push('', ' ', '   ', '!', 'abc', '12345', '<b>bold</b>', 'Hi <img src=x onerror=alert(1)>');
    if (branch.minimum !== undefined) values.push(branch.minimum - 1);
    if (branch.maximum !== undefined) values.push(branch.maximum + 1);
    if (branch.type === 'number' || branch.type === 'integer') values.push(Number.MAX_VALUE);
  }
  return values;
}

interface Forbidden {
  label: string;
  body: Record<string, Json>;
}

const describeValue = (value: Value) =>
  value === ABSENT ? 'left out' : typeof value === 'string' && value.length > 40 ? `a string of ${value.length} characters` : JSON.stringify(value);

/** Every body that differs from the example in one field and that the contract rejects. */
function forbiddenBodies(operation: (typeof bodied)[number]): Forbidden[] {
  const example = operation.example as Record<string, Json>;
  const found: Forbidden[] = [];
  const seen = new Set<string>();
  const visit = (schema: Schema, path: string[]) => {
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const at = [...path, key];
      const values: Value[] = (schema.required ?? []).includes(key) ? [ABSENT, ...candidates(property)] : candidates(property);
      for (const value of values) {
        const body = structuredClone(example);
        let parent = body as Record<string, Json>;
        for (const step of path) parent = parent[step] as Record<string, Json>;
        if (value === ABSENT) delete parent[key];
        else parent[key] = value;
        const fingerprint = JSON.stringify(body);
        if (seen.has(fingerprint) || operation.valid(body)) continue;
        seen.add(fingerprint);
        found.push({ label: `${at.join('.')} ${describeValue(value)}`, body });
      }
      if (property.properties) visit(property, at);
    }
  };
  visit(operation.schema, []);
  return found;
}

/** A session for a seeded account (sign-in itself is tested elsewhere; its password hashing is slow). */
/**
 * Bodies the contract allows that sit at its edges: every enum value, strings at their longest,
 * numbers at their bounds, blank and padded text. The server may refuse them for a reason of state
 * (403, 404, 409) but never as malformed (400): a 400 means the contract is looser than the server.
 */
function edgeBodies(operation: (typeof bodied)[number]): Forbidden[] {
  const example = operation.example as Record<string, Json>;
  const found: Forbidden[] = [];
  const seen = new Set<string>([JSON.stringify(example)]);
  const visit = (schema: Schema, path: string[]) => {
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const at = [...path, key];
      if (property['x-caller-rule']) continue;
      const values: Json[] = [];
      for (const branch of property.anyOf ?? [property]) {
        values.push(...(branch.enum ?? []));
        if (branch.type === 'string' && !branch.format) values.push('   ', ' padded ', 'a', '<b>bold</b>', 'a < b');
        if (branch.maxLength !== undefined) values.push('x'.repeat(branch.maxLength));
        if (branch.minimum !== undefined) values.push(branch.minimum);
        if (branch.maximum !== undefined) values.push(branch.maximum);
      }
      for (const value of values) {
        const body = structuredClone(example);
        let parent = body as Record<string, Json>;
        for (const step of path) parent = parent[step] as Record<string, Json>;
        parent[key] = value;
        const fingerprint = JSON.stringify(body);
        if (seen.has(fingerprint) || !operation.valid(body)) continue;
        seen.add(fingerprint);
        found.push({ label: `${at.join('.')} ${describeValue(value)}`, body });
      }
      if (property.properties) visit(property, at);
    }
  };
  visit(operation.schema, []);
  return found;
}

const signIn = async (email: string): Promise<string> => {
  const user = db.users.findFirst((q) => q.where({ email }));
  if (!user) throw new Error(`no seeded account ${email}`);
  return (await startSession(user.id)).token;
};

function post(path: string, body: unknown, token?: string, method = 'POST'): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** A freshly seeded world, with the caller signed in and a real code issued where the body carries one. */
/** Bodies that carry a code for which none could be issued: they must be refused, as a wrong code is. */
const codeless = new WeakSet<Response>();

async function send(operation: (typeof bodied)[number], body: Record<string, Json>): Promise<Response> {
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

async function fresh(): Promise<void> {
  await resetDb();
  resetThrottle();
  resetCodeAttempts();
}

const isSuccess = (status: number) => status >= 200 && status < 300;
const isRefusal = (operationId: string, status: number) => (status >= 400 && status < 500) || (status === 202 && refusesWith202.has(operationId));

describe('the contract is as strict as the server', () => {
  it('gives an example for every JSON body, the example is valid, and its caller is known', () => {
    expect(bodied.length).toBeGreaterThan(30);
    for (const operation of bodied) {
      expect(operation.example, `${operation.operationId} has no example`).toBeDefined();
      expect(operation.valid(operation.example), `${operation.operationId}: ${ajv.errorsText(operation.valid.errors)}`).toBe(true);
      expect(Object.keys(callers), `${operation.operationId} has no caller`).toContain(operation.operationId);
    }
  });

  it.each(bodied.map((operation) => [operation.operationId, operation] as const))(
    '%s: the server accepts the example and refuses every value the contract forbids',
    async (operationId, operation) => {
      await fresh();
      const accepted = await send(operation, operation.example as Record<string, Json>);
      const acceptedStatus = accepted.status;
      expect(await checkResponse(operationId, accepted)).toEqual([]);
      expect(acceptedStatus >= 200 && acceptedStatus < 300 && !isRefusal(operationId, acceptedStatus), `example answered ${acceptedStatus}: ${await accepted.text()}`).toBe(true);

      const forbidden = forbiddenBodies(operation);
      expect(forbidden.length).toBeGreaterThan(0);
      const accepting: string[] = [];
      for (const { label, body } of forbidden) {
        await fresh();
        const answer = await send(operation, body);
        if (!isRefusal(operationId, answer.status)) {
          accepting.push(`${label}: ${answer.status}`);
          continue;
        }
        expect(await checkResponse(operationId, answer), label).toEqual([]);
        // Every refusal says why: a JSON message, or the text the specification gives /foreign/add.
        const text = await answer.clone().text();
        const message = (answer.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as { message?: unknown }).message : text;
        expect(typeof message === 'string' && message.length > 0, `${label}: the refusal has no message`).toBe(true);
        // The same world then accepts the example: the value was refused, not the state.
        const after = await send(operation, operation.example as Record<string, Json>);
        expect(isSuccess(after.status) && !isRefusal(operationId, after.status), `${label}: example after the refusal answered ${after.status}`).toBe(true);
      }
      expect(accepting, 'values the contract forbids but the server accepted').toEqual([]);

      const refusedAsMalformed: string[] = [];
      for (const { label, body } of edgeBodies(operation)) {
        await fresh();
        const answer = await send(operation, body);
        if (codeless.has(answer) && answer.status === 400) continue;
        if (answer.status === 400 || answer.status >= 500) refusedAsMalformed.push(`${label}: ${answer.status} ${await answer.text()}`);
        else expect(await checkResponse(operationId, answer), label).toEqual([]);
      }
      expect(refusedAsMalformed, 'values the contract allows but the server refused as malformed').toEqual([]);
    },
    120_000,
  );
});
