import type { Query, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import type { components } from '../schema';
import type { LiveEvent } from './channel';

type Conversation = components['schemas']['Conversation'];
type ChatMessage = components['schemas']['ChatMessage'];
type Meeting = components['schemas']['Meeting'];
type PartySide = components['schemas']['PartySide'];
type UnreadCount = components['schemas']['UnreadCount'];

const isConversation = (value: unknown): value is Conversation =>
  !!value && typeof value === 'object' && Array.isArray((value as Conversation).messages) && Array.isArray((value as Conversation).meetings);

/**
 * The conversation with `message` in it exactly once: unchanged when a message with its id is
 * there; in place of the author's optimistic copy (the same clientId from the same side); else
 * appended. The live event and the send's own answer may arrive in either order.
 */
export function withMessage(conversation: Conversation, message: ChatMessage): Conversation {
  const { messages } = conversation;
  if (messages.some((existing) => existing.id === message.id)) return conversation;
  const optimistic = message.clientId ? messages.findIndex((existing) => existing.clientId === message.clientId && existing.from === message.from) : -1;
  if (optimistic !== -1) return { ...conversation, messages: messages.map((existing, index) => (index === optimistic ? message : existing)) };
  return { ...conversation, messages: [...messages, message] };
}

/** The conversation with one party's read mark moved. */
export function withRead(conversation: Conversation, side: PartySide, upTo: string | null, at: string | null): Conversation {
  const mark = conversation.reads[side];
  if (mark.upTo === upTo && mark.at === at) return conversation;
  return { ...conversation, reads: { ...conversation.reads, [side]: { upTo, at } } };
}

/** The conversation with the meeting's current state (a new proposal goes first: newest first). */
export function withMeeting(conversation: Conversation, meeting: Meeting): Conversation {
  const { meetings } = conversation;
  const index = meetings.findIndex((existing) => existing.id === meeting.id);
  return { ...conversation, meetings: index === -1 ? [meeting, ...meetings] : meetings.map((existing, i) => (i === index ? meeting : existing)) };
}

function patchConversation(client: QueryClient, contractId: string, patch: (conversation: Conversation) => Conversation): void {
  client.setQueryData<Conversation>(queryKeys.conversation(contractId), (cached) => (isConversation(cached) ? patch(cached) : cached));
}

/**
 * What an event changes in the React Query cache: the open thread is patched in place, the
 * lists and counts it affects are refetched. `ready` opens (or reopens) the stream; what was read
 * before it was asked for may have missed an event, so that is read again.
 */
export function applyLiveEvent(client: QueryClient, event: LiveEvent, connectedAt = Date.now()): void {
  switch (event.type) {
    case 'message':
      patchConversation(client, event.contractId, (conversation) => withMessage(conversation, event.message));
      void client.invalidateQueries({ queryKey: queryKeys.conversationList });
      void client.invalidateQueries({ queryKey: queryKeys.messageCount });
      return;
    case 'read':
      patchConversation(client, event.contractId, (conversation) => withRead(conversation, event.side, event.upTo, event.at));
      void client.invalidateQueries({ queryKey: queryKeys.conversationList });
      void client.invalidateQueries({ queryKey: queryKeys.messageCount });
      return;
    case 'meeting':
      patchConversation(client, event.contractId, (conversation) => withMeeting(conversation, event.meeting));
      void client.invalidateQueries({ queryKey: queryKeys.upcomingMeetings });
      return;
    case 'notification':
      client.setQueryData<UnreadCount>(queryKeys.notificationCount, { unread: event.unread, latestAt: event.latestAt ?? null });
      void client.invalidateQueries({ queryKey: [...queryKeys.notifications, 'list'] }, { cancelRefetch: false });
      return;
    case 'ready': {
      // Read before this stream was asked for, and not being read now: it may have missed something.
      const predicate = (query: Query) => query.state.dataUpdatedAt < connectedAt && query.state.fetchStatus !== 'fetching';
      void client.invalidateQueries({ queryKey: queryKeys.conversations, predicate });
      void client.invalidateQueries({ queryKey: queryKeys.notifications, predicate });
      return;
    }
  }
}
