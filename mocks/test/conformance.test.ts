import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../db';
import { cases, world } from './conformance-cases';
import { checkResponse, contractOperations } from '../../scripts/conformance/validator';
import { withMockServer } from './harness';

withMockServer();

const checked = { requests: 0, responses: 0 };

describe('contract conformance of every operation', () => {
  afterAll(() => {
    console.info(`conformance: ${checked.requests} requests sent, ${checked.responses} responses checked against the contract`);
  });

  it('has cases for every operation of the contract', () => {
    const missing = contractOperations.map(({ operation }) => operation.operationId).filter((id) => !(id in cases));
    expect(missing).toEqual([]);
  });

  it.each(contractOperations.map(({ operation }) => operation.operationId))('%s answers as the contract says', async (operationId) => {
    const build = cases[operationId];
    if (!build) throw new Error(`no cases for ${operationId}`);
    const w = await world();
    const problems: string[] = [];
    const tally = { success: 0, failure: 0 };
    for (const testCase of build(w)) {
      const before = testCase.expect === 'failure' ? JSON.stringify(db.contracts.all()) + db.users.count() : '';
      const response = await testCase.send();
      checked.requests += 1;
      checked.responses += 1;
      problems.push(...(await checkResponse(operationId, response)).map((p) => `${testCase.name}: ${p}`));
      const ok = response.status < 300;
      if (testCase.expect === 'success' && !ok) problems.push(`${testCase.name}: expected success, got ${response.status} ${await response.text()}`);
      if (testCase.expect === 'failure') {
        if (ok || response.status >= 500) problems.push(`${testCase.name}: expected a 4xx, got ${response.status}`);
        if (JSON.stringify(db.contracts.all()) + db.users.count() !== before) problems.push(`${testCase.name}: a refused request changed data`);
      }
      tally[testCase.expect] += 1;
    }
    expect(problems).toEqual([]);
    expect(tally.success).toBeGreaterThanOrEqual(1);
    expect(tally.failure).toBeGreaterThanOrEqual(2);
  });
});
