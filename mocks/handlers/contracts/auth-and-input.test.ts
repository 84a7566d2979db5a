import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import { account, BOGUS_TOKEN, expectRefusedUnchanged, HUGE, SCRIPT, registerContractHandlers } from './testing';

withMockServer();
registerContractHandlers();

const listPaths = ['/partner', '/investor', '/business'].flatMap((prefix) =>
  ['/approved-contracts', '/pending-requests', '/sent-requests'].map((list) => `${prefix}${list}`),
);
const actionPaths = ['/cancelReq', '/ApproveRequest', '/RejectRequest'];

const someContract = () => db.contracts.all().find((c) => c.status === 'pending')!;

describe('every contracts and applications call', () => {
  it('answers 401 without a bearer token and with an unknown one, changing nothing', async () => {
    const contract = someContract();
    const calls: [string, string, string | undefined][] = [
      ...listPaths.map((path): [string, string, string] => ['POST', path, JSON.stringify({ id: 'usr_0001', userType: 'foreign', requestType: 'local' })]),
      ...actionPaths.map((path): [string, string, string] => ['POST', path, JSON.stringify({ ID: contract._id })]),
      ['POST', '/SingleContract', JSON.stringify({ contractId: contract._id })],
      ['GET', '/allContracts', undefined],
      ['GET', `/contract-document/${contract._id}`, undefined],
      ['POST', '/foreign/applyForPartnership', JSON.stringify({ businessId: account(demo.foreign).party.profile._id })],
      ['POST', '/partner/applyForPartnership', JSON.stringify({ partnerId: account(demo.local).party.profile._id })],
      ['POST', '/investor/applyForPartnership', JSON.stringify({ investorId: account(demo.investor).party.profile._id })],
    ];
    expect(calls).toHaveLength(18);
    for (const [method, path, body] of calls) {
      for (const token of [undefined, BOGUS_TOKEN, '']) {
        await expectRefusedUnchanged(() => raw(method, path, body, token), 401);
      }
      // a malformed Authorization header is no token either
      await expectRefusedUnchanged(
        () => fetch(`http://corridor.test${path}`, { method, body, headers: { Authorization: 'Basic dXNlcjpwYXNz' } }),
        401,
      );
    }
  });

  it('refuses malformed request/approve/reject/cancel bodies with 400 and changes nothing', async () => {
    const { token } = await signIn(demo.local);
    const bodies = [
      '{"ID":',
      'undefined',
      '"ctr_0001"',
      '[]',
      '{}',
      JSON.stringify({ id: someContract()._id }),
      JSON.stringify({ ID: 1 }),
      JSON.stringify({ ID: true }),
      JSON.stringify({ ID: [someContract()._id] }),
      JSON.stringify({ ID: { $gt: '' } }),
      JSON.stringify({ ID: '' }),
      JSON.stringify({ ID: HUGE }),
    ];
    for (const path of actionPaths) {
      for (const body of bodies) {
        await expectRefusedUnchanged(() => raw('POST', path, body, token), 400);
      }
      const script = await expectRefusedUnchanged(() => raw('POST', path, JSON.stringify({ ID: SCRIPT }), token), 404);
      expect(script).toEqual({ message: 'Contract not found' });
    }
  });
});
