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
 *
 * About 2,800 cases in all, so they run in SHARDS files (`contract-strictness.<n>.test.ts`) that
 * Vitest runs side by side: one file took 142–172 s and was the unit phase's last (decision 013).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { checkResponse } from '../../scripts/conformance/validator';
import { ajv, bodied, callers, forbiddenBodies, edgeBodies, codeless, send, fresh, isSuccess, isRefusal } from './strictness-bodies';
import type { Json } from './strictness-bodies';
import { withMockServer } from './harness';
import { shardOf } from '../../scripts/support/shards';

export const SHARDS = 3;

type Operation = (typeof bodied)[number];

/**
 * The operations of shard `shard` (1…SHARDS): heaviest first, each to the lightest shard so far. An
 * operation weighs its cases (the forbidden and the edge bodies), which is what its time follows.
 */
export function shardOperations(shard: number, shards = SHARDS): Operation[] {
  const cases = (operation: Operation) => forbiddenBodies(operation).length + edgeBodies(operation).length;
  return shardOf(bodied, shard, shards, cases, (operation) => operation.operationId);
}

async function strictOperation(operationId: string, operation: Operation): Promise<void> {
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
}

/** Declares shard `shard`'s tests: one per operation, and in shard 1 the checks of the whole table. */
export function strictnessShard(shard: number): void {
  withMockServer();
  describe(`the contract is as strict as the server (shard ${shard} of ${SHARDS})`, () => {
    if (shard === 1) {
      it('gives an example for every JSON body, the example is valid, and its caller is known', () => {
        expect(bodied.length).toBeGreaterThan(30);
        for (const operation of bodied) {
          expect(operation.example, `${operation.operationId} has no example`).toBeDefined();
          expect(operation.valid(operation.example), `${operation.operationId}: ${ajv.errorsText(operation.valid.errors)}`).toBe(true);
          expect(Object.keys(callers), `${operation.operationId} has no caller`).toContain(operation.operationId);
        }
      });

      it('gives every operation to exactly one shard, and every shard has its file', () => {
        const all = Array.from({ length: SHARDS }, (_, index) => shardOperations(index + 1)).flat();
        expect(all.map((operation) => operation.operationId).toSorted()).toEqual(bodied.map((operation) => operation.operationId).toSorted());
        const files = readdirSync(new URL('.', import.meta.url)).filter((name) => /^contract-strictness\.\d+\.test\.ts$/.test(name));
        expect(files.toSorted()).toEqual(Array.from({ length: SHARDS }, (_, index) => `contract-strictness.${index + 1}.test.ts`));
      });
    }

    it.each(shardOperations(shard).map((operation) => [operation.operationId, operation] as const))(
      '%s: the server accepts the example and refuses every value the contract forbids',
      strictOperation,
      120_000,
    );
  });
}
