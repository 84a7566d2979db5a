import { Collection } from '@msw/data';
import { z } from 'zod';
import type {
  CodeRecord,
  CommentRecord,
  ContractRecord,
  DemoRequestRecord,
  FeedbackRecord,
  ForeignProfileRecord,
  InvestorProfileRecord,
  LocalProfileRecord,
  MilestoneRecord,
  OutboxRecord,
  SessionRecord,
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
 * Bump SCHEMA_VERSION whenever a record shape changes: older snapshots are then set aside.
 */
export const SCHEMA_VERSION = 1;

export function createCollections() {
  return {
    users: new Collection({ schema: record<UserRecord>('id') }),
    sessions: new Collection({ schema: record<SessionRecord>('token') }),
    codes: new Collection({ schema: record<CodeRecord>('id') }),
    foreignProfiles: new Collection({ schema: record<ForeignProfileRecord>('_id') }),
    localProfiles: new Collection({ schema: record<LocalProfileRecord>('_id') }),
    investorProfiles: new Collection({ schema: record<InvestorProfileRecord>('_id') }),
    contracts: new Collection({ schema: record<ContractRecord>('_id') }),
    milestones: new Collection({ schema: record<MilestoneRecord>('_id') }),
    tasks: new Collection({ schema: record<TaskRecord>('_id') }),
    comments: new Collection({ schema: record<CommentRecord>('_id') }),
    outbox: new Collection({ schema: record<OutboxRecord>('id') }),
    demoRequests: new Collection({ schema: record<DemoRequestRecord>('id') }),
    feedback: new Collection({ schema: record<FeedbackRecord>('id') }),
  };
}

export type Collections = ReturnType<typeof createCollections>;
export type CollectionName = keyof Collections;
export const collectionNames = Object.keys(createCollections()) as CollectionName[];
