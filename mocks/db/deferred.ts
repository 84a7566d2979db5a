import type { CollectionName } from './collections';

/**
 * Collections the browser mock reads after it starts answering (issue 16): the admin insights'
 * event log, about three quarters of the saved records (1,954 of 2,530 in the default seed) and 40 %
 * of the bytes, which no page reads but the insights. A start from saved data restores every other
 * collection and answers; this one is read when the page is next idle, or at once when something
 * needs it. Whoever reads it awaits `whenComplete()` first (the insights' handlers and the milestone
 * recorder); records made meanwhile (a match list's "shown" event) are kept and saved as usual,
 * and the saved ones join them in the order a whole read gives. Over HTTP and in tests the store
 * reads everything at start. A fresh seed (a first start, a reset, every test's fresh start) leaves
 * the same collection's seeded history for its first reader too (seed-loader.ts): the whole save
 * that follows every seed awaits it, and a test that never reads the insights never waits for it.
 */
export const DEFERRED_COLLECTIONS: readonly CollectionName[] = ['insightEvents'];
