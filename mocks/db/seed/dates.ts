/**
 * Every seeded date derives from one fixed anchor, never from the clock, so the seed is the
 * same on every run: created dates lie in the months before it, due dates in the months after.
 */
export const SEED_ANCHOR = '2026-11-01T09:00:00.000Z';
export const ANCHOR_MS = Date.parse(SEED_ANCHOR);

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** YYYY-MM-DD of an instant (UTC). */
export function isoDate(ms: number): string {
  return iso(ms).slice(0, 10);
}

/** The instant `days` days (and `minutes` minutes) before the anchor. */
export function msBeforeAnchor(days: number, minutes = 0): number {
  return ANCHOR_MS - days * DAY_MS - minutes * MINUTE_MS;
}

/**
 * How many days ago a business joined, between min and max, weighted towards the older end: the
 * directory grew over the months, and most contracts need both sides to have been there a while.
 */
export function joinedDaysAgo(next: () => number, min: number, max: number): number {
  return min + Math.floor((max - min) * Math.sqrt(next()));
}
