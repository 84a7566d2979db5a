import type { components } from '../../src/api/schema';

type Schemas = components['schemas'];

/** Which party of a request: the one that sent it, or the one that received it. */
export type PartySide = Schemas['PartySide'];

/**
 * One message in the conversation of a request (docs: openapi tag `conversations`). A meeting step
 * is a message too (`meetingId` and `event` set), so the thread tells the whole story in order.
 */
export interface MessageRecord {
  id: string;
  contractId: string;
  from: PartySide;
  /** The user who wrote it (the party's account at the time). */
  authorUserId: string;
  authorName: string;
  body: string;
  sentAt: string;
  /** The author's retry key: the same author and clientId write once. */
  clientId: string | null;
  meetingId: string | null;
  event: Schemas['ChatMessage']['event'];
}

/** How far one party of a conversation has read; the key is `<contractId>:<side>`. */
export interface ConversationReadRecord {
  id: string;
  contractId: string;
  side: PartySide;
  /** The id of the last message read, or null before the first. */
  upTo: string | null;
  at: string | null;
}

/** An intro meeting proposed in a conversation, with its slots as UTC instants. */
export interface MeetingRecord {
  id: string;
  contractId: string;
  status: Schemas['Meeting']['status'];
  proposedBy: PartySide;
  proposerUserId: string;
  /** The IANA zone the proposer entered the slots in. */
  timeZone: string;
  slots: Array<{ start: string; minutes: 15 | 30 | 45 | 60 }>;
  channel: { kind: 'video' | 'phone' | 'in-person'; detail: string };
  note: string;
  acceptedSlot: number | null;
  reason: string | null;
  cancelledBy: PartySide | null;
  createdAt: string;
  updatedAt: string;
}
