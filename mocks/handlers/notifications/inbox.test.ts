import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { inboxMessages } from '../../domain/notifications';
import { notificationMessages } from '../../validation/notifications';
import { demo, signIn, withMockServer } from '../../test/harness';
import { call, userOf, type Answer } from './testing';

withMockServer();

const FORGED = 'f'.repeat(64);
const ids = (items: Answer[]) => items.map((item) => item.id as string);

/** Every page of a listing, following nextCursor. */
async function allPages(token: string, query: string): Promise<Answer[][]> {
  const pages: Answer[][] = [];
  let cursor: string | null = null;
  do {
    const { status, body }: { status: number; body: Answer } = await call('GET', `/notifications?${query}${cursor ? `&cursor=${cursor}` : ''}`, token);
    expect(status).toBe(200);
    pages.push(body.items);
    cursor = body.nextCursor;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

describe('the seeded bell', () => {
  it('gives each demo account 8 to 18 notifications (its requests and contracts, and its conversations’ unread news), some read and some unread, newest first', async () => {
    for (const email of Object.values(demo)) {
      const seeded = db.notifications.all().filter((record) => record.userId === userOf(email).id);
      const unseen = seeded.filter((record) => record.readAt === null).length;
      expect(seeded.length, email).toBeGreaterThanOrEqual(8);
      expect(seeded.length, email).toBeLessThanOrEqual(18);
      expect(unseen, email).toBeGreaterThanOrEqual(2);
      expect(seeded.length - unseen, email).toBeGreaterThanOrEqual(5);
      // Through the API (a task of theirs due soon, depending on today's date, may come on top).
      const { token } = await signIn(email);
      const { body } = await call('GET', '/notifications?limit=50', token);
      const unread = body.items.filter((item: Answer) => !item.read).length;
      expect(body.items.length - seeded.length).toBe(unread - unseen);
      expect(body.unread).toBe(unread);
      const times = body.items.map((item: Answer) => item.createdAt as string);
      expect(times).toEqual([...times].sort().reverse());
      expect(Date.parse(times[0])).toBeLessThan(Date.now());
      expect((await call('GET', '/notifications/unread-count', token)).body).toEqual({ unread, latestAt: times[0] });
    }
  });
});

describe('GET /notifications', () => {
  it('pages newest first behind an opaque cursor, without gaps or repeats, and says the unread count', async () => {
    const { token, user } = await signIn(demo.local);
    // Three more at one instant: the id breaks the tie, so none is lost between pages.
    const at = new Date(Date.now() - 60_000).toISOString();
    for (const id of ['ntf_tie_a', 'ntf_tie_b', 'ntf_tie_c']) {
      await db.notifications.create({ id, userId: user.id, kind: 'comment-added', event: 'comment-added', values: { person: 'A', company: 'B', excerpt: 'C', contractId: 'ctr_0001' }, counterpart: null, link: '/contract/ctr_0001', createdAt: at, readAt: null });
    }
    const everything = (await call('GET', '/notifications?limit=50', token)).body;
    expect(everything.nextCursor).toBeNull();
    const total = everything.items.length;
    expect(total).toBeGreaterThanOrEqual(17); // 14 seeded, 3 here, and any task of theirs due soon
    const pages = await allPages(token, 'limit=4');
    expect(pages.map((page) => page.length)).toEqual([...Array(Math.floor(total / 4)).fill(4), ...(total % 4 ? [total % 4] : [])]);
    expect(pages.flatMap(ids)).toEqual(ids(everything.items));
    const ties = ids(everything.items).filter((id) => id.startsWith('ntf_tie_'));
    expect(ties).toEqual(['ntf_tie_c', 'ntf_tie_b', 'ntf_tie_a']);
    expect(pages[0]![0]).toMatchObject({ kind: expect.any(String), event: expect.any(String), text: expect.any(String), link: expect.any(String) });
    expect(everything.unread).toBe(everything.items.filter((item: Answer) => !item.read).length);
  });

  it('pages over the unread ones only with filter=unread, and 20 at a time by default', async () => {
    const { token } = await signIn(demo.investor);
    const pages = await allPages(token, 'filter=unread&limit=3');
    expect(pages.flat().every((item) => !item.read)).toBe(true);
    expect(pages.flat()).toHaveLength((await call('GET', '/notifications/unread-count', token)).body.unread);
    const { body } = await call('GET', '/notifications', token);
    expect(body.items.length).toBe(db.notifications.all().filter((record) => record.userId === userOf(demo.investor).id).length);
    expect(body.nextCursor).toBeNull();
  });

  it('continues after a cursor whose notification was read since, and refuses a cursor it never gave', async () => {
    const { token } = await signIn(demo.foreign);
    const first = (await call('GET', '/notifications?filter=unread&limit=1', token)).body;
    expect((await call('POST', `/notifications/${first.items[0].id}/read`, token)).status).toBe(200);
    const next = (await call('GET', `/notifications?filter=unread&limit=1&cursor=${first.nextCursor}`, token)).body;
    expect(next.items[0].id).not.toBe(first.items[0].id);
    expect(next.items[0].read).toBe(false);
    for (const cursor of ['not-a-cursor', 'bm9wZQ', btoa('2026-13-45T00:00:00Z|ntf_1').replace(/=+$/, ''), 'x'.repeat(201), '%20']) {
      const refused = await call('GET', `/notifications?cursor=${cursor}`, token);
      expect(refused, cursor).toMatchObject({ status: 400, body: { message: notificationMessages.cursor } });
    }
  });

  it('refuses a limit outside 1 to 50 or an unknown filter with 400, and a caller without a session with 401', async () => {
    const { token } = await signIn(demo.local);
    for (const limit of ['0', '51', '-1', '2.5', 'ten', '']) {
      expect(await call('GET', `/notifications?limit=${limit}`, token), limit).toMatchObject({ status: 400, body: { message: notificationMessages.limit } });
    }
    expect((await call('GET', '/notifications?limit=1', token)).body.items).toHaveLength(1);
    expect((await call('GET', '/notifications?limit=50', token)).status).toBe(200);
    expect(await call('GET', '/notifications?filter=read', token)).toMatchObject({ status: 400, body: { message: notificationMessages.filter } });
    expect((await call('GET', '/notifications')).status).toBe(401);
    expect((await call('GET', '/notifications/unread-count', FORGED)).status).toBe(401);
  });
});

describe('marking read', () => {
  it('marks one of the caller’s own read, idempotently, and lowers the count', async () => {
    const { token } = await signIn(demo.local);
    const before = (await call('GET', '/notifications/unread-count', token)).body.unread;
    const first = await call('POST', '/notifications/ntf_0001/read', token);
    expect(first).toMatchObject({ status: 200, body: { id: 'ntf_0001', read: true, readAt: expect.any(String) } });
    const again = await call('POST', '/notifications/ntf_0001/read', token);
    expect(again.body).toEqual(first.body);
    expect((await call('GET', '/notifications/unread-count', token)).body.unread).toBe(before - 1);
  });

  it('answers 403 for another user’s notification (admins included), 404 for an unknown one, 401 without a session, changing nothing', async () => {
    const [foreign, admin, local] = await Promise.all([demo.foreign, demo.admin, demo.local].map((email) => signIn(email)));
    for (const other of [foreign!, admin!]) {
      expect(await call('POST', '/notifications/ntf_0001/read', other.token)).toEqual({ status: 403, body: { message: inboxMessages.notYours } });
    }
    expect(await call('POST', '/notifications/ntf_nope/read', local!.token)).toEqual({ status: 404, body: { message: inboxMessages.notFound } });
    expect((await call('POST', '/notifications/ntf_0001/read')).status).toBe(401);
    expect(db.notifications.findFirst((q) => q.where({ id: 'ntf_0001' }))!.readAt).toBeNull();
  });

  it('marks all of the caller’s read, and only theirs', async () => {
    const { token } = await signIn(demo.investor);
    const unread = (await call('GET', '/notifications/unread-count', token)).body.unread;
    const othersUnread = () => db.notifications.all().filter((record) => record.userId !== userOf(demo.investor).id && record.readAt === null).length;
    const others = othersUnread();
    expect(await call('POST', '/notifications/read-all', token)).toEqual({ status: 200, body: { updated: unread, unread: 0 } });
    expect((await call('GET', '/notifications/unread-count', token)).body.unread).toBe(0);
    expect((await call('POST', '/notifications/read-all', token)).body).toEqual({ updated: 0, unread: 0 });
    expect(othersUnread()).toBe(others);
    expect((await call('POST', '/notifications/read-all')).status).toBe(401);
  });
});
