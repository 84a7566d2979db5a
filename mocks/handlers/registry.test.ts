import { readFileSync } from 'node:fs';
import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operations } from '../http/operations';
import { operationHandlers } from './index';

const spec = parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};
const contractOperations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
);

/** '*\/adminPanel/reject/:id' → '/adminPanel/reject/{id}' */
const contractPath = (mswPath: string) => mswPath.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}');

describe('the handler registry', () => {
  it('knows every operation of the contract, and no other', () => {
    expect(operations.map((o) => `${o.method} ${o.path} ${o.operationId}`).sort()).toEqual(contractOperations.sort());
  });

  it('has exactly one handler for every operation, and an operation for every handler', () => {
    const handled = operationHandlers.map((handler) => {
      if (!(handler instanceof HttpHandler)) throw new Error('only HTTP handlers are expected');
      return `${String(handler.info.method)} ${contractPath(String(handler.info.path))}`;
    });
    const expected = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(handled.sort()).toEqual(expected.sort());
  });
});
