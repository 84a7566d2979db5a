import { describe, expect, it } from 'vitest';
import { accessMessages, messageMessages } from '../../domain/conversations';
import { demo, signIn, withMockServer } from '../../test/harness';
import { call, DEMO_THREAD, FORGED, freshPair, threadOf, type Answer } from './testing';

withMockServer();

const read = (contractId: string, token?: string, query = '') => call('GET', `/conversations/${contractId}${query}`, token);

describe('GET /conversations/{contractId}', () => {
  it('gives a party the thread oldest first, both parties with their zones, the read marks and the meetings', async () => {
    const { token } = await signIn(demo.local);
    const { status, body } = await read(DEMO_THREAD, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ contractId: DEMO_THREAD, status: 'approved', readOnly: false, category: 'local-foreign', viewer: 'recipient', hasEarlier: false });
    expect(body.parties.sender).toEqual({
      side: 'sender', kind: 'foreign', profileId: 'fb_0001', company: 'Nordvik Payments AB', name: 'Astrid Lindqvist',
      email: demo.foreign, city: 'Stockholm', timeZone: 'Europe/Stockholm',
    });
    expect(body.parties.recipient).toMatchObject({ side: 'recipient', kind: 'local', company: 'Al Noor Corporate Services', name: 'Noura Al Hammadi', city: 'Dubai', timeZone: 'Asia/Dubai' });
    expect(body.messages.map((message: { id: string }) => message.id)).toEqual(threadOf(DEMO_THREAD).map((message) => message.id));
    expect(body.messages.filter((message: { event: string | null }) => message.event).map((message: { event: string }) => message.event)).toEqual(['meeting-proposed', 'meeting-accepted']);
    expect(body.meetings).toHaveLength(1);
    expect(body.meetings[0]).toMatchObject({ id: 'mtg_0002', status: 'accepted', acceptedSlot: 0, parties: { sender: { company: 'Nordvik Payments AB' } } });
    expect(body.reads.sender.upTo).toBe(body.messages.at(-1).id);
    expect(body.reads.recipient.upTo).toBe(body.messages.find((message: { event: string | null }) => message.event === 'meeting-proposed').id);
  });

  it('lets an admin read it (viewer "admin"), and refuses anyone else with 403', async () => {
    const { token: admin } = await signIn(demo.admin);
    const { status, body } = await read(DEMO_THREAD, admin);
    expect(status).toBe(200);
    expect(body.viewer).toBe('admin');
    const { token: investor } = await signIn(demo.investor);
    expect(await read(DEMO_THREAD, investor)).toEqual({ status: 403, body: { message: accessMessages.notPartyRead } });
    expect((await read(DEMO_THREAD)).status).toBe(401);
    expect((await read(DEMO_THREAD, FORGED)).status).toBe(401);
    expect(await read('ctr_nope', admin)).toEqual({ status: 404, body: { message: accessMessages.notFound } });
  });

  it('pages a long thread: the latest `limit` messages, then the ones before a message, with hasEarlier', async () => {
    const { contract, asForeign, asPartner } = await freshPair('approved');
    for (let i = 1; i <= 7; i += 1) {
      await call('POST', `/conversations/${contract._id}/messages`, i % 2 ? asForeign.token : asPartner.token, { body: `Message ${i}` });
    }
    const bodies = (answer: { body: Answer }) => (answer.body.messages as Array<{ body: string }>).map((message) => message.body);
    const latest = await read(contract._id, asForeign.token, '?limit=3');
    expect(bodies(latest)).toEqual(['Message 5', 'Message 6', 'Message 7']);
    expect(latest.body.hasEarlier).toBe(true);
    const earlier = await read(contract._id, asForeign.token, `?limit=3&before=${latest.body.messages[0].id}`);
    expect(bodies(earlier)).toEqual(['Message 2', 'Message 3', 'Message 4']);
    expect(earlier.body.hasEarlier).toBe(true);
    const first = await read(contract._id, asForeign.token, `?limit=3&before=${earlier.body.messages[0].id}`);
    expect(bodies(first)).toEqual(['Message 1']);
    expect(first.body.hasEarlier).toBe(false);
    expect(bodies(await read(contract._id, asForeign.token))).toHaveLength(7);
  });

  it('answers 400 for a limit outside 1 to 200 and for a `before` that is not a message of this thread', async () => {
    const { token } = await signIn(demo.local);
    for (const query of ['?limit=0', '?limit=201', '?limit=ten', '?limit=1.5']) {
      expect(await read(DEMO_THREAD, token, query), query).toEqual({ status: 400, body: { message: messageMessages.limit, errors: [{ path: 'limit', message: messageMessages.limit }] } });
    }
    const other = threadOf('ctr_0002')[0]!.id;
    for (const query of [`?before=${other}`, '?before=msg_nope']) {
      expect(await read(DEMO_THREAD, token, query), query).toMatchObject({ status: 400, body: { message: messageMessages.before } });
    }
    expect((await read(DEMO_THREAD, token, '?limit=200')).status).toBe(200);
  });

  it('shows a request’s conversation in every status, with nothing written yet', async () => {
    for (const status of ['pending', 'approved', 'rejected', 'cancelled'] as const) {
      const { contract, asPartner } = await freshPair(status);
      const { body } = await read(contract._id, asPartner.token);
      expect(body).toMatchObject({ status, readOnly: status === 'rejected' || status === 'cancelled', viewer: 'recipient', messages: [], meetings: [], hasEarlier: false });
      expect(body.reads).toEqual({ sender: { upTo: null, at: null }, recipient: { upTo: null, at: null } });
    }
  });
});
