import { db } from '../../db';
import type { ConversationReadRecord, MessageRecord, PartySide } from '../../db/records';
import { readId, readRecord } from './views';

/*
 * How far each party has read: one mark per side (`<contractId>:<side>`), the id of the last
 * message read. It only moves forward (ids sort in writing order). A party's unread messages are
 * the other side's messages after its mark, meeting events included: they are news too.
 */

/** Moves one side's mark up to `upTo` unless it is already there or further; the record as it is now. */
export async function moveReadMark(contractId: string, side: PartySide, upTo: string, at: string): Promise<ConversationReadRecord> {
  const current = readRecord(contractId, side);
  if (current?.upTo && current.upTo >= upTo) return current;
  if (current) {
    const updated = await db.conversationReads.update((q) => q.where({ id: current.id }), {
      data(record) {
        record.upTo = upTo;
        record.at = at;
      },
    });
    return updated ?? { ...current, upTo, at };
  }
  return db.conversationReads.create({ id: readId(contractId, side), contractId, side, upTo, at });
}

/** How many of a thread's messages `side` has not read, given its mark (null: none read yet). */
export function unreadIn(thread: readonly MessageRecord[], side: PartySide, upTo: string | null | undefined): number {
  let unread = 0;
  for (const message of thread) if (message.from !== side && (!upTo || message.id > upTo)) unread += 1;
  return unread;
}
