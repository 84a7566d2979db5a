import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys';
import type { components } from '../schema';
import { applyLiveEvent } from './apply-event';

type Conversation = components['schemas']['Conversation'];
type ChatMessage = components['schemas']['ChatMessage'];
type Meeting = components['schemas']['Meeting'];

const CONTRACT = 'ctr_0001';
const party = (side: 'sender' | 'recipient') => ({ side, kind: side === 'sender' ? ('foreign' as const) : ('local' as const), profileId: `p_${side}`, company: side, name: side });

const message = (id: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id, contractId: CONTRACT, from: 'sender', authorName: 'Astrid', body: `Message ${id}`, sentAt: '2026-03-02T09:00:00.000Z', clientId: null, meetingId: null, event: null, ...extra,
});

const meeting = (id: string, status: Meeting['status']): Meeting => ({
  id, contractId: CONTRACT, status, proposedBy: 'recipient', timeZone: 'Asia/Dubai', slots: [{ start: '2026-03-10T07:00:00.000Z', minutes: 30 }],
  channel: { kind: 'video', detail: 'https://meet.example/x' }, note: '', acceptedSlot: status === 'accepted' ? 0 : null, reason: null, cancelledBy: null,
  createdAt: '2026-03-02T09:00:00.000Z', updatedAt: '2026-03-02T09:00:00.000Z', parties: { sender: party('sender'), recipient: party('recipient') },
});

const conversation = (messages: ChatMessage[], meetings: Meeting[] = []): Conversation => ({
  contractId: CONTRACT, status: 'approved', readOnly: false, category: 'local-foreign', viewer: 'sender',
  parties: { sender: party('sender'), recipient: party('recipient') }, messages, hasEarlier: false,
  reads: { sender: { upTo: null, at: null }, recipient: { upTo: null, at: null } }, meetings,
});

/** A client with the thread cached, and the lists and counts the events refresh. */
function cached(thread: Conversation | null = conversation([message('msg_1')])) {
  const client = new QueryClient();
  if (thread) client.setQueryData(queryKeys.conversation(CONTRACT), thread);
  client.setQueryData(queryKeys.conversationList, []);
  client.setQueryData(queryKeys.messageCount, { unread: 0, conversations: 0 });
  client.setQueryData(queryKeys.upcomingMeetings, []);
  client.setQueryData(queryKeys.notificationCount, { unread: 1, latestAt: '2026-03-01T09:00:00.000Z' });
  client.setQueryData(queryKeys.notificationList('all', 20), { pages: [], pageParams: [] });
  return client;
}

const thread = (client: QueryClient) => client.getQueryData<Conversation>(queryKeys.conversation(CONTRACT))!;
const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('live events in the query cache', () => {
  it('appends a new message once, however often it arrives, and refreshes the inbox and the unread count', () => {
    const client = cached();
    const event = { type: 'message', contractId: CONTRACT, message: message('msg_2') } as const;
    applyLiveEvent(client, event);
    applyLiveEvent(client, event);
    expect(thread(client).messages.map((m) => m.id)).toEqual(['msg_1', 'msg_2']);
    expect(invalidated(client, queryKeys.conversationList)).toBe(true);
    expect(invalidated(client, queryKeys.messageCount)).toBe(true);
    expect(invalidated(client, queryKeys.notificationCount)).toBe(false);
  });

  it('puts the stored message in place of the author’s optimistic copy, before or after the send answers', () => {
    const optimistic = message('tmp_1', { clientId: 'c-1', body: 'Hej!' });
    const client = cached(conversation([message('msg_1'), optimistic]));
    const stored = message('msg_9', { clientId: 'c-1', body: 'Hej!' });
    applyLiveEvent(client, { type: 'message', contractId: CONTRACT, message: stored });
    expect(thread(client).messages).toEqual([message('msg_1'), stored]);
    // The send's answer (or the same event again) finds it there: still one.
    applyLiveEvent(client, { type: 'message', contractId: CONTRACT, message: stored });
    expect(thread(client).messages).toEqual([message('msg_1'), stored]);
    // The same retry key from the other party is another message.
    const theirs = message('msg_10', { clientId: 'c-1', from: 'recipient' });
    applyLiveEvent(client, { type: 'message', contractId: CONTRACT, message: theirs });
    expect(thread(client).messages.map((m) => m.id)).toEqual(['msg_1', 'msg_9', 'msg_10']);
  });

  it('leaves a conversation that is not cached alone (it is read when opened)', () => {
    const client = cached(null);
    applyLiveEvent(client, { type: 'message', contractId: CONTRACT, message: message('msg_2') });
    expect(client.getQueryData(queryKeys.conversation(CONTRACT))).toBeUndefined();
    expect(invalidated(client, queryKeys.conversationList)).toBe(true);
  });

  it('moves one party’s read mark', () => {
    const client = cached();
    applyLiveEvent(client, { type: 'read', contractId: CONTRACT, side: 'recipient', upTo: 'msg_1', at: '2026-03-02T09:05:00.000Z' });
    expect(thread(client).reads).toEqual({ sender: { upTo: null, at: null }, recipient: { upTo: 'msg_1', at: '2026-03-02T09:05:00.000Z' } });
  });

  it('inserts a new meeting first and replaces a changed one, refreshing the upcoming meetings', () => {
    const client = cached(conversation([message('msg_1')], [meeting('mtg_old', 'declined')]));
    applyLiveEvent(client, { type: 'meeting', contractId: CONTRACT, meeting: meeting('mtg_new', 'proposed') });
    applyLiveEvent(client, { type: 'meeting', contractId: CONTRACT, meeting: meeting('mtg_new', 'accepted') });
    expect(thread(client).meetings.map((m) => [m.id, m.status])).toEqual([
      ['mtg_new', 'accepted'],
      ['mtg_old', 'declined'],
    ]);
    expect(invalidated(client, queryKeys.upcomingMeetings)).toBe(true);
  });

  it('sets the bell’s count and refreshes the notification lists', () => {
    const client = cached();
    applyLiveEvent(client, { type: 'notification', unread: 4, latestAt: '2026-03-02T10:00:00.000Z' });
    expect(client.getQueryData(queryKeys.notificationCount)).toEqual({ unread: 4, latestAt: '2026-03-02T10:00:00.000Z' });
    expect(invalidated(client, queryKeys.notificationCount)).toBe(false);
    expect(invalidated(client, queryKeys.notificationList('all', 20))).toBe(true);
  });

  it('on ready, reads again what was read before the stream was asked for, and nothing read since', () => {
    const client = cached();
    const connectedAt = Date.now() + 1;
    client.setQueryData(queryKeys.upcomingMeetings, [], { updatedAt: connectedAt + 5 });
    applyLiveEvent(client, { type: 'ready' }, connectedAt);
    expect(invalidated(client, queryKeys.conversation(CONTRACT))).toBe(true);
    expect(invalidated(client, queryKeys.notificationCount)).toBe(true);
    expect(invalidated(client, queryKeys.upcomingMeetings)).toBe(false);
  });
});
