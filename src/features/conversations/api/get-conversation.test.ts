import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/api/query-keys';
import { chatMessage, conversation } from '../test/fixtures';
import { appendMessage, mergeLatestPage, prependEarlier, type Conversation } from './get-conversation';

const at = (n: number) => new Date(Date.UTC(2031, 0, 1, 9, n)).toISOString();
const messages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => chatMessage(from + i, 'sender', `m${from + i}`, at(from + i)));
const ids = (thread: Conversation | undefined) => thread?.messages.map((message) => message.body);

describe('mergeLatestPage', () => {
  it('keeps the earlier pages the reader loaded in front of a fresh latest page that reaches them', () => {
    const cached = conversation({ messages: messages(1, 6), hasEarlier: false });
    const latest = conversation({ messages: messages(4, 8), hasEarlier: true });
    const merged = mergeLatestPage(cached, latest);
    expect(ids(merged)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8']);
    expect(merged.hasEarlier).toBe(false);
  });

  it('takes the latest page alone when nothing is cached, it holds everything, or it no longer reaches the cache', () => {
    const latest = conversation({ messages: messages(4, 8), hasEarlier: true });
    expect(mergeLatestPage(undefined, latest)).toBe(latest);
    const whole = conversation({ messages: messages(1, 8), hasEarlier: false });
    expect(mergeLatestPage(conversation({ messages: messages(1, 3) }), whole)).toBe(whole);
    expect(mergeLatestPage(conversation({ messages: messages(1, 2) }), latest)).toBe(latest);
  });
});

describe('cache updates', () => {
  it('prepends an earlier page without repeating a message, and appends a message once', () => {
    const client = new QueryClient();
    const key = queryKeys.conversation('ctr_0001');
    client.setQueryData(key, conversation({ messages: messages(5, 6), hasEarlier: true }));
    prependEarlier(client, 'ctr_0001', conversation({ messages: messages(2, 5), hasEarlier: false }));
    expect(ids(client.getQueryData(key))).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
    expect(client.getQueryData<Conversation>(key)?.hasEarlier).toBe(false);
    appendMessage(client, 'ctr_0001', messages(7, 7)[0]!);
    appendMessage(client, 'ctr_0001', messages(7, 7)[0]!);
    expect(ids(client.getQueryData(key))).toEqual(['m2', 'm3', 'm4', 'm5', 'm6', 'm7']);
  });
});
