import { db } from '../../db';
import type { ContractRecord, MessageRecord, PartySide, UserRecord } from '../../db/records';
import { badRequest } from '../../http/failure';
import { conversations as words } from '../../i18n/en';
import { notifyMessage } from '../notifications/messages';
import { requireOpen } from './access';
import { orderedId } from './ids';
import { moveReadMark } from './reads';

/*
 * Writing and reading a thread. Messages are plain text kept exactly as written (trimmed); ids sort
 * in the order they were written, so a thread is ordered by id. A retried send with the same
 * `clientId` by the same author answers the message already written.
 */

/** Longest message, counted as the browser counts a textarea's length (UTF-16 code units). */
export const MESSAGE_MAX = 4000;

export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Every message of a conversation, oldest first. */
export function messagesOf(contractId: string): MessageRecord[] {
  return db.messages.findMany((q) => q.where({ contractId })).sort(byId);
}

export const messageMessages = {
  before: words.before,
  limit: words.limit,
} as const;

export interface Page {
  messages: MessageRecord[];
  hasEarlier: boolean;
}

/** At most `limit` messages ending with the newest, or just before `before` (400 when it is not one of this thread's). */
export function pageOfThread(thread: readonly MessageRecord[], before: string | null, limit: number): Page {
  let end = thread.length;
  if (before !== null) {
    end = thread.findIndex((message) => message.id === before);
    if (end < 0) throw badRequest(messageMessages.before, [{ path: 'before', message: messageMessages.before }]);
  }
  const start = Math.max(0, end - limit);
  return { messages: thread.slice(start, end), hasEarlier: start > 0 };
}

/** The message the same author already wrote with this retry key, if any. */
export function sentBefore(contractId: string, authorUserId: string, clientId: string): MessageRecord | undefined {
  return db.messages.findFirst((q) => q.where({ contractId, authorUserId, clientId }));
}

export interface Draft {
  contract: ContractRecord;
  side: PartySide;
  author: Pick<UserRecord, 'id' | 'name'>;
  body: string;
  clientId?: string | null;
  meetingId?: string | null;
  event?: MessageRecord['event'];
  /** When it was written (now unless the seed says otherwise). */
  atMs?: number;
}

/** Stores a message (or a meeting's event) and moves the author's own read mark up to it. */
export async function writeMessage(draft: Draft): Promise<MessageRecord> {
  const atMs = draft.atMs ?? Date.now();
  const record: MessageRecord = {
    id: orderedId('msg', atMs),
    contractId: draft.contract._id,
    from: draft.side,
    authorUserId: draft.author.id,
    authorName: draft.author.name,
    body: draft.body,
    sentAt: new Date(atMs).toISOString(),
    clientId: draft.clientId ?? null,
    meetingId: draft.meetingId ?? null,
    event: draft.event ?? null,
  };
  await db.messages.create(record);
  await moveReadMark(draft.contract._id, draft.side, record.id, record.sentAt);
  return record;
}

/**
 * A party writes in the conversation: the same `clientId` again answers the first message (and
 * `created` false); a read-only conversation is 409. The other party is notified.
 */
export async function sendMessage(
  contract: ContractRecord,
  side: PartySide,
  author: UserRecord,
  input: { body: string; clientId?: string | undefined },
): Promise<{ message: MessageRecord; created: boolean }> {
  if (input.clientId) {
    const first = sentBefore(contract._id, author.id, input.clientId);
    if (first) return { message: first, created: false };
  }
  requireOpen(contract);
  const message = await writeMessage({ contract, side, author, body: input.body, clientId: input.clientId ?? null });
  await notifyMessage(contract, message, author);
  return { message, created: true };
}
