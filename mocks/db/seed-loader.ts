import type { Collections } from './collections';
import { hashPassword } from './passwords';
import type { UserRecord } from './records';
import { buildSeed } from './seed';
import { seedAgreements } from '../domain/agreements/seed';
import { seedConversations } from '../domain/conversations/seed';
import { seededInsightHistory } from '../domain/insights/history';
import type { StoreData } from './stores/store';
import { seedNotifications } from '../domain/notifications/seed';
import { seedExtraConversations } from '../domain/conversations/bulk';

/** One fixed salt for the seeded demo accounts, so their shared password is hashed once. */
const SEED_SALT = 'Y29ycmlkb3Itc2VlZC1zYWx0';
const seedHashes = new Map<string, Promise<string>>();

function seedHash(password: string): Promise<string> {
  let pending = seedHashes.get(password);
  if (!pending) {
    pending = hashPassword(password, SEED_SALT);
    seedHashes.set(password, pending);
  }
  return pending;
}

export interface SeedOptions {
  /** Extra generated businesses, e.g. 5,000 to exercise the admin table. */
  extraBusinesses?: number;
  /** The moment the insights history runs up to (with the seed's anchor as the earliest); default now. */
  nowMs?: number;
  /**
   * Seed the year of insights history (default true). Only a test that reseeds thousands of times
   * and never reads the insights (contract-strictness) leaves it out, to keep each reset quick.
   */
  insightsHistory?: boolean;
  /**
   * Seed the demo accounts' notifications (default true); the same strictness test leaves them out
   * too (it never reads them, and reseeds thousands of times).
   */
  notifications?: boolean;
  /** That many more notifications for the demo local partner (the page's benchmark). */
  extraNotifications?: number;
  /** That many more conversations for the demo local partner (the inbox benchmark; needs extraBusinesses). */
  extraConversations?: number;
  /**
   * Seed the demo accounts' conversations and meetings (default true): a few dozen records, cheap
   * enough to keep on every reset; a test that never reads them may still leave them out.
   */
  conversations?: boolean;
}

/**
 * The last seed built, by its number of extra businesses: the seed is the same every time (a fixed
 * random seed, no clock), and the collections store copies of what they are given, so a reset
 * reuses it rather than drawing the same 150 accounts again.
 */
let lastBuilt: { extra: number; seed: ReturnType<typeof buildSeed> } | null = null;

function seedWith(extra: number): ReturnType<typeof buildSeed> {
  if (lastBuilt?.extra !== extra) lastBuilt = { extra, seed: buildSeed({ extraBusinesses: extra }) };
  return lastBuilt.seed;
}

/**
 * Fills empty collections with the deterministic demo data set. The insights' year of history is
 * returned rather than added: the database adds it when first read (deferred.ts), so a reset, the
 * start of every test among them, does not wait for its 1,954 records.
 */
export async function loadSeed(collections: Collections, options: SeedOptions = {}): Promise<Partial<StoreData>> {
  const seed = seedWith(options.extraBusinesses ?? 0);
  const users: UserRecord[] = await Promise.all(
    seed.users.map(async ({ password, ...user }) => ({
      ...user,
      passwordHash: password === null ? '' : await seedHash(password),
      passwordSalt: password === null ? '' : SEED_SALT,
    })),
  );
  const fill = async <T extends object>(collection: { create(value: T): Promise<unknown> }, records: T[]) => {
    for (const item of records) await collection.create(item);
  };
  await fill(collections.users, users);
  await fill(collections.foreignProfiles, seed.foreignProfiles);
  await fill(collections.localProfiles, seed.localProfiles);
  await fill(collections.investorProfiles, seed.investorProfiles);
  await fill(collections.contracts, seed.contracts);
  await fill(collections.milestones, seed.milestones);
  await fill(collections.tasks, seed.tasks);
  await fill(collections.comments, seed.comments);
  // Every approved contract's agreement, frozen with its digest; a few signed (domain/agreements/seed.ts).
  await seedAgreements();
  // A year of match-list loads, profile views and requests for the admin insights (domain/insights/history.ts),
  // drawn now from the seed as it stands; added when first read.
  const later: Partial<StoreData> = {};
  if (options.insightsHistory !== false) later.insightEvents = seededInsightHistory({ extraBusinesses: options.extraBusinesses ?? 0, nowMs: options.nowMs });
  // The demo accounts' notifications, read and unread, from the contracts above (domain/notifications/seed.ts).
  if (options.notifications !== false) await seedNotifications({ nowMs: options.nowMs, extra: options.extraNotifications ?? 0 });
  // The demo accounts' conversations and intro meetings, and the bell for what is unread in them (domain/conversations/seed.ts).
  if (options.conversations !== false) await seedConversations({ nowMs: options.nowMs, notifications: options.notifications !== false });
  if (options.extraConversations) await seedExtraConversations(options.extraConversations, options.nowMs);
  return later;
}
