import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { accessMessages } from '../../domain/conversations';
import { conversationMessages } from '../../validation/conversations';
import { demo, raw, signIn, withMockServer } from '../../test/harness';
import { call, DEMO_THREAD, FORGED, freshPair, threadOf } from './testing';

withMockServer();

const send = (contractId: string, token: string | undefined, body: unknown) => call('POST', `/conversations/${contractId}/messages`, token, body);

describe('POST /conversations/{contractId}/messages', () => {
  it('writes the trimmed text as plain text, from the caller’s side, under their name, and answers 201', async () => {
    const { token } = await signIn(demo.local);
    const before = threadOf(DEMO_THREAD).length;
    const body = '  Thursday works for us: <b>13:00</b> Gulf time?\n\nSee https://alnoor.ae/visas  ';
    const { status, body: message } = await send(DEMO_THREAD, token, { body });
    expect(status).toBe(201);
    expect(message).toMatchObject({
      contractId: DEMO_THREAD,
      from: 'recipient',
      authorName: 'Noura Al Hammadi',
      body: 'Thursday works for us: <b>13:00</b> Gulf time?\n\nSee https://alnoor.ae/visas',
      clientId: null,
      meetingId: null,
      event: null,
    });
    expect(Math.abs(Date.parse(message.sentAt) - Date.now())).toBeLessThan(5_000);
    const thread = threadOf(DEMO_THREAD);
    expect(thread).toHaveLength(before + 1);
    expect(thread.at(-1)!.id).toBe(message.id);
  });

  it('gives ids that sort in the order the messages were written, even within one millisecond', async () => {
    const { contract, asForeign, asPartner } = await freshPair('approved');
    const written: string[] = [];
    for (const [i, token] of [asForeign.token, asPartner.token, asForeign.token, asForeign.token, asPartner.token].entries()) {
      written.push((await send(contract._id, token, { body: `Line ${i + 1}` })).body.id);
    }
    expect([...written].sort()).toEqual(written);
    expect(threadOf(contract._id).map((message) => message.body)).toEqual(['Line 1', 'Line 2', 'Line 3', 'Line 4', 'Line 5']);
  });

  it('marks the writer’s own read mark up to the message they sent', async () => {
    const { contract, asForeign, asPartner } = await freshPair();
    await send(contract._id, asPartner.token, { body: 'Hello from Dubai.' });
    const mine = (await send(contract._id, asForeign.token, { body: 'Hello from Stockholm.' })).body;
    const { body } = await call('GET', `/conversations/${contract._id}`, asForeign.token);
    expect(body.reads.sender).toEqual({ upTo: mine.id, at: mine.sentAt });
    expect(body.reads.recipient.upTo).not.toBe(mine.id);
  });

  it('writes once per clientId: a retry answers 200 with the first message, unchanged', async () => {
    const { token } = await signIn(demo.foreign);
    const first = await send(DEMO_THREAD, token, { body: 'Sent once.', clientId: 'c-retry-0001' });
    const again = await send(DEMO_THREAD, token, { body: 'Sent once.', clientId: 'c-retry-0001' });
    expect(first.status).toBe(201);
    expect(again).toEqual({ status: 200, body: first.body });
    expect(first.body.clientId).toBe('c-retry-0001');
    expect(threadOf(DEMO_THREAD).filter((message) => message.clientId === 'c-retry-0001')).toHaveLength(1);
    // Another author's key is theirs alone.
    const { token: partner } = await signIn(demo.local);
    expect((await send(DEMO_THREAD, partner, { body: 'Mine.', clientId: 'c-retry-0001' })).status).toBe(201);
  });

  it('writes in a conversation from the moment the request exists (pending)', async () => {
    const { contract, asForeign } = await freshPair('pending');
    expect((await send(contract._id, asForeign.token, { body: 'We have just sent you a request.' })).status).toBe(201);
  });

  it('answers 400 with a clear sentence for an empty, blank or too long message and for unknown fields, and writes nothing', async () => {
    const { token } = await signIn(demo.local);
    const before = db.messages.count();
    const cases: Array<[unknown, string]> = [
      [{ body: '' }, conversationMessages.messageBody],
      [{ body: ' \n\t ' }, conversationMessages.messageBody],
      [{}, conversationMessages.messageBody],
      [{ body: 42 }, conversationMessages.messageBody],
      [{ body: 'x'.repeat(4001) }, conversationMessages.messageLength],
      [{ body: 'Hi', clientId: '' }, conversationMessages.clientId],
      [{ body: 'Hi', clientId: 'c'.repeat(65) }, conversationMessages.clientId],
      [{ body: 'Hi', html: '<b>hi</b>' }, 'Unknown field: html.'],
      [[], conversationMessages.messageBody],
    ];
    for (const [body, message] of cases) {
      expect(await send(DEMO_THREAD, token, body), JSON.stringify(body).slice(0, 60)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await raw('POST', `/conversations/${DEMO_THREAD}/messages`, '{"body": ', token)).status).toBe(400);
    expect(db.messages.count()).toBe(before);
    // 4,000 characters (as the browser counts them) is the longest accepted.
    expect((await send(DEMO_THREAD, token, { body: 'x'.repeat(4000) })).status).toBe(201);
  });

  it('answers 401 without a valid session, 403 to admins and to anyone not a party, 404 for an unknown request', async () => {
    expect((await send(DEMO_THREAD, undefined, { body: 'Hi' })).status).toBe(401);
    expect((await send(DEMO_THREAD, FORGED, { body: 'Hi' })).status).toBe(401);
    const { token: admin } = await signIn(demo.admin);
    expect(await send(DEMO_THREAD, admin, { body: 'Hi' })).toEqual({ status: 403, body: { message: accessMessages.adminWrite } });
    const { token: investor } = await signIn(demo.investor);
    expect(await send(DEMO_THREAD, investor, { body: 'Hi' })).toEqual({ status: 403, body: { message: accessMessages.notPartyWrite } });
    const { token } = await signIn(demo.local);
    expect(await send('ctr_nope', token, { body: 'Hi' })).toEqual({ status: 404, body: { message: accessMessages.notFound } });
    expect(threadOf(DEMO_THREAD).some((message) => message.body === 'Hi')).toBe(false);
  });

  it('answers 409 in the conversation of a rejected or cancelled request, which stays readable', async () => {
    for (const [status, message] of [
      ['rejected', accessMessages.rejected],
      ['cancelled', accessMessages.cancelled],
    ] as const) {
      const { contract, asForeign, asPartner } = await freshPair(status);
      expect(await send(contract._id, asForeign.token, { body: 'Still there?' })).toEqual({ status: 409, body: { message } });
      expect(message).toMatch(/^This request was (declined|cancelled), so its conversation is read-only\.$/);
      const { status: read, body } = await call('GET', `/conversations/${contract._id}`, asPartner.token);
      expect(read).toBe(200);
      expect(body).toMatchObject({ readOnly: true, status, messages: [] });
    }
  });
});
