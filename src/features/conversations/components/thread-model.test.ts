import { describe, expect, it } from 'vitest';
import { chatMessage, conversation, messageId } from '../test/fixtures';
import { dayLabel, groupByDay, seenMessageId, unreadUpTo } from './thread-model';

const words = { today: 'Today', yesterday: 'Yesterday' };

describe('groupByDay', () => {
  it('puts consecutive messages of one local calendar day together, in order', () => {
    const messages = [
      chatMessage(1, 'sender', 'a', new Date(2031, 11, 1, 9, 0).toISOString()),
      chatMessage(2, 'recipient', 'b', new Date(2031, 11, 1, 23, 59).toISOString()),
      chatMessage(3, 'sender', 'c', new Date(2031, 11, 2, 0, 1).toISOString()),
    ];
    const groups = groupByDay(messages);
    expect(groups.map((group) => [group.day, group.messages.map((message) => message.body)])).toEqual([
      ['2031-12-01', ['a', 'b']],
      ['2031-12-02', ['c']],
    ]);
  });
});

describe('dayLabel', () => {
  const now = new Date(2031, 11, 10, 15, 0);
  it('says Today and Yesterday, then the weekday and date, with the year only when it is another one', () => {
    expect(dayLabel(new Date(2031, 11, 10, 0, 5), now, words)).toBe('Today');
    expect(dayLabel(new Date(2031, 11, 9, 23, 0), now, words)).toBe('Yesterday');
    expect(dayLabel(new Date(2031, 11, 2, 12, 0), now, words)).toBe('Tuesday, 2 December');
    expect(dayLabel(new Date(2030, 11, 2, 12, 0), now, words)).toBe('Monday, 2 December 2030');
  });
});

describe('seenMessageId', () => {
  const messages = [
    chatMessage(1, 'sender', 'mine, read', '2031-12-01T09:00:00Z'),
    chatMessage(2, 'sender', 'mine, read too', '2031-12-01T09:01:00Z'),
    chatMessage(3, 'recipient', 'theirs', '2031-12-01T09:02:00Z'),
    chatMessage(4, 'sender', 'mine, unread', '2031-12-01T09:03:00Z'),
  ];

  it('is my last message at or before the other side’s read mark', () => {
    const thread = conversation({ messages, reads: { sender: { upTo: messageId(4), at: null }, recipient: { upTo: messageId(3), at: null } } });
    expect(seenMessageId(thread)).toBe(messageId(2));
  });

  it('skips meeting events and is null before the other side read anything, or for an admin', () => {
    const withEvent = [...messages.slice(0, 1), chatMessage(2, 'sender', 'proposed', '2031-12-01T09:01:00Z', { event: 'meeting-proposed', meetingId: 'mtg_1' })];
    expect(seenMessageId(conversation({ messages: withEvent, reads: { sender: { upTo: null, at: null }, recipient: { upTo: messageId(2), at: null } } }))).toBe(messageId(1));
    expect(seenMessageId(conversation({ messages, reads: { sender: { upTo: null, at: null }, recipient: { upTo: null, at: null } } }))).toBeNull();
    expect(seenMessageId(conversation({ messages, viewer: 'admin', reads: { sender: { upTo: messageId(4), at: null }, recipient: { upTo: messageId(4), at: null } } }))).toBeNull();
  });
});

describe('unreadUpTo', () => {
  const messages = [chatMessage(1, 'sender', 'hello', '2031-12-01T09:00:00Z'), chatMessage(2, 'recipient', 'hi', '2031-12-01T09:01:00Z')];
  const reads = (upTo: string | null) => ({ sender: { upTo, at: null }, recipient: { upTo: messageId(2), at: null } });

  it('is the newest message when it is the other side’s and beyond my read mark', () => {
    expect(unreadUpTo(conversation({ messages, reads: reads(messageId(1)) }))).toBe(messageId(2));
    expect(unreadUpTo(conversation({ messages, reads: reads(null) }))).toBe(messageId(2));
    // A mark older than the loaded page.
    expect(unreadUpTo(conversation({ messages, reads: reads('msg_000000') }))).toBe(messageId(2));
  });

  it('is null once read, when the newest is mine, in an empty thread, and for an admin', () => {
    expect(unreadUpTo(conversation({ messages, reads: reads(messageId(2)) }))).toBeNull();
    expect(unreadUpTo(conversation({ messages: messages.slice(0, 1), reads: reads(null) }))).toBeNull();
    expect(unreadUpTo(conversation({ messages: [], reads: reads(null) }))).toBeNull();
    expect(unreadUpTo(conversation({ messages, viewer: 'admin', reads: reads(null) }))).toBeNull();
  });
});
