import { defaultFormatLocale, localDay } from '@/lib/format';
import type { ChatMessage, Conversation, PartySide } from '../api/get-conversation';

/*
 * How a thread is laid out: messages by the reader's calendar day, the time of each, and where
 * "Seen" goes. Pure functions of the conversation, so the screen stays a plain map over them.
 */

export interface DayGroup {
  /** The reader's local calendar day, "YYYY-MM-DD". */
  day: string;
  /** Midday of that day, for its heading. */
  date: Date;
  messages: ChatMessage[];
}

/** Messages (oldest first) in runs of the reader's calendar days. */
export function groupByDay(messages: readonly ChatMessage[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const sent = new Date(message.sentAt);
    const day = localDay(sent);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, date: sent, messages: [message] });
  }
  return groups;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions, locale = defaultFormatLocale): Intl.DateTimeFormat {
  const id = `${locale}|${key}`;
  let made = formatters.get(id);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, made);
  }
  return made;
}

/** A day's heading: "Today", "Yesterday", "Tuesday, 2 December", with the year when it is not this one. */
export function dayLabel(date: Date, now: Date, words: { today: string; yesterday: string }): string {
  const day = localDay(date);
  if (day === localDay(now)) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === localDay(yesterday)) return words.yesterday;
  const sameYear = date.getFullYear() === now.getFullYear();
  return sameYear
    ? formatter('day', { weekday: 'long', day: 'numeric', month: 'long' }).format(date)
    : formatter('day-year', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** "14:05" in the reader's zone, or in `timeZone`. */
export function timeOfDay(date: Date, timeZone?: string): string {
  return formatter(`time|${timeZone ?? ''}`, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** The reader's side in the thread, or null for an admin (who reads both). */
export function sideOf(conversation: Pick<Conversation, 'viewer'>): PartySide | null {
  return conversation.viewer === 'admin' ? null : conversation.viewer;
}

export const otherSide = (side: PartySide): PartySide => (side === 'sender' ? 'recipient' : 'sender');

/** Whether a message is a meeting step (proposed, accepted, …) rather than something someone wrote. */
export const isEvent = (message: ChatMessage) => Boolean(message.event);

/**
 * The reader's last written message that the other side has read (`reads[other].upTo` is at or after
 * it), where "Seen" goes; null when none of the loaded ones is read or the reader is an admin.
 */
export function seenMessageId(conversation: Conversation): string | null {
  const side = sideOf(conversation);
  if (!side) return null;
  const upTo = conversation.reads[otherSide(side)].upTo;
  if (!upTo) return null;
  const messages = conversation.messages;
  const readAt = messages.findIndex((message) => message.id === upTo);
  if (readAt < 0) return null;
  for (let index = readAt; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.from === side && !isEvent(message)) return message.id;
  }
  return null;
}

/**
 * The newest message when it is from the other side and beyond the reader's read mark: what to mark
 * read. Null for an admin, an empty thread, or a thread already read.
 */
export function unreadUpTo(conversation: Conversation): string | null {
  const side = sideOf(conversation);
  const newest = conversation.messages[conversation.messages.length - 1];
  if (!side || !newest || newest.from === side) return null;
  const upTo = conversation.reads[side].upTo;
  if (upTo === newest.id) return null;
  // The page ends with the newest message: a mark not on it is older (or there is none).
  const readAt = upTo ? conversation.messages.findIndex((message) => message.id === upTo) : -1;
  return readAt >= conversation.messages.length - 1 ? null : newest.id;
}
