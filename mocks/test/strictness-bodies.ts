/**
 * The bodies of the strictness test, read from the contract: each operation's example, the values
 * its schema forbids, and the edge values it allows; who may call it, and a fresh world per case.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { db, resetDb } from '../db';
import { resetCodeAttempts } from '../domain/codes';
import { resetThrottle } from '../domain/throttle';
import { startSession } from '../http/auth';
import { BASE_URL, demo } from './harness';


export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface Schema {
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
export interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema; example?: Record<string, Json> }> };
}
export interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export const spec = parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')) as Spec;

/** Follows `$ref`s and merges `allOf` into one object schema; `anyOf` branches are resolved too. */
export function resolve(schema: Schema): Schema {
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

export const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The operations that take a JSON body, with the contract's example and resolved schema. */
export const bodied = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) => {
    const media = operation.requestBody?.content['application/json'];
    if (!media) return [];
    const schema = resolve(media.schema);
    return [{ path, method: method.toUpperCase(), operationId: operation.operationId, schema, example: media.example, valid: ajv.compile(schema) }];
  }),
);

export type Caller = keyof typeof accounts | null;
export const accounts = {
  foreign: demo.foreign,
  local: demo.local,
  investor: demo.investor,
  admin: demo.admin,
  newForeign: 'new.foreign@corridor.test',
  newLocal: 'new.local@corridor.test',
};

/** Who sends each operation's example (the example's ids belong to this caller's seeded records). */
export const callers: Record<string, Caller> = {
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
  resetDemoData: null,
};

/**
 * The specification answers 202 "not created, the message says why" for a sign-up or a business
 * profile it refuses (the contract documents it), so for these two a 202 is a refusal too.
 */
export const refusesWith202 = new Set(['addUser', 'addForeignProfile']);

export const ABSENT = Symbol('absent');
export type Value = Json | typeof ABSENT;

/** Values that may break a property's schema; the caller keeps those the contract really forbids. */
export function candidates(schema: Schema): Value[] {
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

export interface Forbidden {
  label: string;
  body: Record<string, Json>;
}

export const describeValue = (value: Value) =>
  value === ABSENT ? 'left out' : typeof value === 'string' && value.length > 40 ? `a string of ${value.length} characters` : JSON.stringify(value);

/** Every body that differs from the example in one field and that the contract rejects. */
export function forbiddenBodies(operation: (typeof bodied)[number]): Forbidden[] {
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
export function edgeBodies(operation: (typeof bodied)[number]): Forbidden[] {
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
  await resetDb();
  resetThrottle();
  resetCodeAttempts();
}

export const isSuccess = (status: number) => status >= 200 && status < 300;
export const isRefusal = (operationId: string, status: number) => (status >= 400 && status < 500) || (status === 202 && refusesWith202.has(operationId));
