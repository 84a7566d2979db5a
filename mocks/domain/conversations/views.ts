import type { components } from '../../../src/api/schema';
import { db } from '../../db';
import type { ConversationReadRecord, MeetingRecord, MessageRecord, PartySide } from '../../db/records';
import { translate, type ServerLanguage } from '../../http/wording';
import { FORMER_PARTY, partiesOf } from './parties';

type Schemas = components['schemas'];

/** The records as the contract shows them (serializers typed by the schema, so drift is a type error). */

/**
 * A message as the contract shows it, to a reader of `language`: a meeting step's sentence (stored
 * in English) is written in it; what a person wrote is never touched.
 */
export const messageView = (record: MessageRecord, language: ServerLanguage = 'en'): Schemas['ChatMessage'] => ({
  id: record.id,
  contractId: record.contractId,
  from: record.from,
  authorName: record.authorName,
  body: record.event ? translate(record.body, language) : record.body,
  sentAt: record.sentAt,
  clientId: record.clientId,
  meetingId: record.meetingId,
  event: record.event,
});

/** The parties of a meeting whose request is gone (its records outlived it). */
const NO_PARTIES = (): Schemas['Meeting']['parties'] => {
  const gone = (side: PartySide) => ({ side, kind: 'foreign' as const, profileId: '', company: FORMER_PARTY, name: '' });
  return { sender: gone('sender'), recipient: gone('recipient') };
};

/** A meeting with both parties (their names, e-mails and zones, for the invitation). */
export function meetingView(record: MeetingRecord, parties?: Schemas['Meeting']['parties']): Schemas['Meeting'] {
  const contract = parties ? undefined : db.contracts.findFirst((q) => q.where({ _id: record.contractId }));
  return {
    id: record.id,
    contractId: record.contractId,
    status: record.status,
    proposedBy: record.proposedBy,
    timeZone: record.timeZone,
    slots: record.slots.map((slot) => ({ start: slot.start, minutes: slot.minutes })),
    channel: { kind: record.channel.kind, detail: record.channel.detail },
    note: record.note,
    acceptedSlot: record.acceptedSlot,
    reason: record.reason,
    cancelledBy: record.cancelledBy,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    parties: parties ?? (contract ? partiesOf(contract) : NO_PARTIES()),
  };
}

export const readId = (contractId: string, side: PartySide) => `${contractId}:${side}`;

export function readRecord(contractId: string, side: PartySide): ConversationReadRecord | undefined {
  const id = readId(contractId, side);
  return db.conversationReads.findFirst((q) => q.where({ id }));
}

const markOf = (record: ConversationReadRecord | undefined): Schemas['ReadMark'] => ({ upTo: record?.upTo ?? null, at: record?.at ?? null });

/** How far each party has read. */
export const readView = (contractId: string): Schemas['ConversationReads'] => ({
  sender: markOf(readRecord(contractId, 'sender')),
  recipient: markOf(readRecord(contractId, 'recipient')),
});
