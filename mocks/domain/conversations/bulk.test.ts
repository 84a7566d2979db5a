import { describe, expect, it } from 'vitest';
import { db, resetDb } from '../../db';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { profileOfUser } from '../profiles';
import { conversationsOf } from './inbox';
import { seedExtraConversations } from './bulk';

describe('the extraConversations seed setting', () => {
  it('gives the demo partner that many more pending requests, each opened with a message, a third of them unread', async () => {
    await resetDb({ extraBusinesses: 60, insightsHistory: false, notifications: false });
    const partner = profileOfUser(db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.local.email }))!)!;
    const before = conversationsOf(partner).length;

    expect(await seedExtraConversations(30)).toBe(30);
    const inbox = conversationsOf(partner);
    expect(inbox).toHaveLength(before + 30);
    const extra = inbox.filter((row) => row.contractId.startsWith('ctr_x'));
    expect(extra).toHaveLength(30);
    expect(extra.every((row) => row.status === 'pending' && row.lastMessage !== null)).toBe(true);
    expect(extra.filter((row) => row.unread > 0)).toHaveLength(10);
    // one request per pair: no business it already dealt with
    const senders = extra.map((row) => row.counterpart.profileId);
    expect(new Set(senders).size).toBe(30);
  });
});
