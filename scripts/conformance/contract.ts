/**
 * The contract as the conformance kit and the contract tests read it: the operations with their
 * `x-` rules (roles, parties, the example's sender, destructive), each body's schema and example,
 * the values its schema forbids and the edge values it allows.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

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
  /** An array's members. */
  items?: Schema;
  /** A rule that depends on who calls (say, "your own category"), which a schema cannot state. */
  'x-caller-rule'?: boolean;
}
/** A user category, as `x-roles` names it. */
export type Category = 'foreign' | 'local' | 'investor' | 'admin';
/** The demo accounts an example can be sent as (`x-example-as`): the four categories and two without a profile. */
export type Account = Category | 'newForeign' | 'newLocal';
export const categories: Category[] = ['foreign', 'local', 'investor', 'admin'];

export interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema; example?: Record<string, Json> }> };
  parameters?: Array<Parameter | { $ref: string }>;
  security?: Array<Record<string, string[]>>;
  'x-roles'?: Category[];
  'x-parties'?: boolean;
  'x-example-as'?: Account;
  'x-destructive'?: boolean;
}
export interface Parameter {
  name: string;
  in: string;
  example?: string;
}
export interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

/** openapi/openapi.yaml, parsed once for the kit, its response validator and the contract tests. */
export const openapiDocument: unknown = parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'));

export const spec = openapiDocument as Spec;

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
  if (schema.items) return { ...schema, items: resolve(schema.items) };
  return schema;
}

export const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The path with each parameter's documented example in place (the example belongs to x-example-as). */
/** An operation's parameters, a `$ref` to a shared one (`#/components/parameters/X`) followed. */
export const parametersOf = (operation: Operation): Parameter[] =>
  (operation.parameters ?? []).map((parameter) => {
    if (!('$ref' in parameter)) return parameter;
    const target = spec.components.parameters?.[parameter.$ref.split('/').pop() ?? ''];
    if (!target) throw new Error(`unknown parameter ${parameter.$ref}`);
    return target;
  });

const examplePath = (path: string, operation: Operation) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => String(parametersOf(operation).find((p) => p.name === name)?.example ?? name));

/** The operations that take a JSON body, with the contract's example and resolved schema. */
export const bodied = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) => {
    const media = operation.requestBody?.content['application/json'];
    if (!media) return [];
    const schema = resolve(media.schema);
    return [{ path: examplePath(path, operation), method: method.toUpperCase(), operationId: operation.operationId, schema, example: media.example, valid: ajv.compile(schema) }];
  }),
);

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

/** Every operation of the contract, with what the kit needs to call it. */
export const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => {
    const media = operation.requestBody?.content['application/json'];
    const security = operation.security ?? [];
    return {
      operationId: operation.operationId,
      method: method.toUpperCase(),
      /** The path with each parameter's documented example in place. */
      path: examplePath(path, operation),
      template: path,
      /** A token is required (an operation whose security also allows none is not secured). */
      secured: security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
      roles: operation['x-roles'] ?? null,
      parties: operation['x-parties'] === true,
      exampleAs: operation['x-example-as'] ?? null,
      destructive: operation['x-destructive'] === true,
      example: media?.example ?? null,
      bodied: bodied.find((candidate) => candidate.operationId === operation.operationId) ?? null,
    };
  }),
);
export type ContractOperation = (typeof operations)[number];
