import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { publicPaths } from '../src/api/client';

const specUrl = new URL('./openapi.yaml', import.meta.url);
const spec = parse(readFileSync(specUrl, 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; security?: unknown[]; 'x-extension'?: boolean }>>;
};

const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, ...operation })),
);

describe('the contract', () => {
  it('lists the 47 calls of the specification plus the marked extensions', () => {
    const extensions = operations.filter((operation) => operation['x-extension']);
    expect(operations.length - extensions.length).toBe(47);
    expect(extensions.map((operation) => operation.operationId).sort()).toEqual(
      ['getContractDocument', 'googleDemoSignIn', 'rejectRequest', 'sendDemoRequest', 'setTaskStatus'].sort(),
    );
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the real host paths exactly, trailing slash and case included', () => {
    const paths = Object.keys(spec.paths);
    for (const path of ['/adminPanel/accept/', '/adminPanel/reject/{id}', '/ApproveRequest', '/MileStones', '/SingleContract', '/changecategory', '/foreign/add']) {
      expect(paths).toContain(path);
    }
  });

  it('has a generated schema.d.ts that is up to date (run npm run gen:api)', async () => {
    const generated = astToString(await openapiTS(specUrl));
    const committed = readFileSync(new URL('../src/api/schema.d.ts', import.meta.url), 'utf8');
    const body = (text: string) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim();
    expect(body(committed)).toBe(body(generated));
  });

  it('sends no bearer token to exactly the operations the contract leaves unsecured', () => {
    const unsecured = operations
      .filter((operation) => Array.isArray(operation.security) && operation.security.length === 0)
      .map((operation) => operation.path);
    expect([...publicPaths].sort()).toEqual(unsecured.sort());
  });
});
