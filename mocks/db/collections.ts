import { Collection } from '@msw/data';
import { z } from 'zod';
import type {
  AgreementEventRecord,
  AgreementVersionRecord,
  CodeRecord,
  CommentRecord,
  ConversationReadRecord,
  ContractRecord,
  DemoRequestRecord,
  FeedbackRecord,
  ForeignProfileRecord,
  InsightEventRecord,
  InvestorProfileRecord,
  LocalProfileRecord,
  MeetingRecord,
  MessageRecord,
  MilestoneRecord,
  NotificationPreferencesRecord,
  NotificationRecord,
  OutboxRecord,
  SessionRecord,
  SignatureRecord,
  TaskRecord,
  UserRecord,
} from './records';

/**
 * Records are checked at the door by each handler's zod body schema; the collection
 * schema only insists on an object with its key, so stored legacy values survive.
 */
const record = <T extends object>(key: keyof T & string) =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string');

/**
 * Every collection, in one module and a fixed order (the snapshot is keyed by these names).
 * Bump SCHEMA_VERSION whenever a record shape changes: older snapshots are then set aside. A
 * collection added later is simply empty in data saved before it existed (store.ts).
 */
export const SCHEMA_VERSION = 1;

/** The field that names each record of a collection (the key the stores save it under). */
export const keyFields = {
  users: 'id',
  sessions: 'token',
  codes: 'id',
  foreignProfiles: '_id',
  localProfiles: '_id',
  investorProfiles: '_id',
  contracts: '_id',
  milestones: '_id',
  tasks: '_id',
  comments: '_id',
  outbox: 'id',
  demoRequests: 'id',
  feedback: 'id',
  agreementVersions: 'id',
  signatures: 'id',
  agreementEvents: 'id',
  insightEvents: 'id',
  notifications: 'id',
  notificationPreferences: 'userId',
  messages: 'id',
  conversationReads: 'id',
  meetings: 'id',
} as const;

export function createCollections() {
  return {
    users: new Collection({ schema: record<UserRecord>(keyFields.users) }),
    sessions: new Collection({ schema: record<SessionRecord>(keyFields.sessions) }),
    codes: new Collection({ schema: record<CodeRecord>(keyFields.codes) }),
    foreignProfiles: new Collection({ schema: record<ForeignProfileRecord>(keyFields.foreignProfiles) }),
    localProfiles: new Collection({ schema: record<LocalProfileRecord>(keyFields.localProfiles) }),
    investorProfiles: new Collection({ schema: record<InvestorProfileRecord>(keyFields.investorProfiles) }),
    contracts: new Collection({ schema: record<ContractRecord>(keyFields.contracts) }),
    milestones: new Collection({ schema: record<MilestoneRecord>(keyFields.milestones) }),
    tasks: new Collection({ schema: record<TaskRecord>(keyFields.tasks) }),
    comments: new Collection({ schema: record<CommentRecord>(keyFields.comments) }),
    outbox: new Collection({ schema: record<OutboxRecord>(keyFields.outbox) }),
    demoRequests: new Collection({ schema: record<DemoRequestRecord>(keyFields.demoRequests) }),
    feedback: new Collection({ schema: record<FeedbackRecord>(keyFields.feedback) }),
    agreementVersions: new Collection({ schema: record<AgreementVersionRecord>(keyFields.agreementVersions) }),
    signatures: new Collection({ schema: record<SignatureRecord>(keyFields.signatures) }),
    agreementEvents: new Collection({ schema: record<AgreementEventRecord>(keyFields.agreementEvents) }),
    insightEvents: new Collection({ schema: record<InsightEventRecord>(keyFields.insightEvents) }),
    notifications: new Collection({ schema: record<NotificationRecord>(keyFields.notifications) }),
    notificationPreferences: new Collection({ schema: record<NotificationPreferencesRecord>(keyFields.notificationPreferences) }),
    messages: new Collection({ schema: record<MessageRecord>(keyFields.messages) }),
    conversationReads: new Collection({ schema: record<ConversationReadRecord>(keyFields.conversationReads) }),
    meetings: new Collection({ schema: record<MeetingRecord>(keyFields.meetings) }),
  };
}

export type Collections = ReturnType<typeof createCollections>;
export type CollectionName = keyof Collections;
export const collectionNames = Object.keys(createCollections()) as CollectionName[];

/** The part of a collection the fills use, whatever its record type. */
export type LooseCollection = {
  all(): object[];
  clear(): void;
  create(value: object): Promise<unknown>;
  delete(predicate: (q: { where(fields: Record<string, string>): unknown }) => unknown): unknown;
};

export const loose = (name: CollectionName, collections: Collections): LooseCollection => collections[name] as unknown as LooseCollection;

/**
 * Empties a collection at once. The library's `clear()` deletes one record at a time, each found
 * by a linear search and spliced out: quadratic, about 35 ms for the insights' 1,954 events, a
 * third of every reset. `all()` hands out the collection's own array (its source says so: queries
 * need the exact records), so truncating it empties the collection; if a later version hands out a
 * copy, the check below falls back to `clear()`. No delete events are announced: the fills empty
 * collections with the change tracking off, or with the ids of the records they put back quieted.
 */
export function emptyCollection(collection: LooseCollection): void {
  const records = collection.all();
  records.length = 0;
  if (collection.all().length > 0) collection.clear();
}
