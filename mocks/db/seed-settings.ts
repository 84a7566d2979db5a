/**
 * `localStorage['corridor.mock.seed'] = '{"extraBusinesses":5000}'` seeds that many more
 * businesses whenever the seed is loaded (no snapshot yet, or Reset demo data);
 * `"extraNotifications":1000` gives the demo local partner that many more notifications.
 */
export const SEED_SETTINGS_KEY = 'corridor.mock.seed';

/** A whole number between 0 and `max`; 0 for anything else. */
const bounded = (value: unknown, max: number) => {
  const number = Number(value);
  return Number.isFinite(number) ? Math.max(0, Math.min(max, Math.floor(number))) : 0;
};

export function readSeedSettings(storage: Pick<Storage, 'getItem'>): { extraBusinesses: number; extraNotifications: number } {
  try {
    const saved = JSON.parse(storage.getItem(SEED_SETTINGS_KEY) ?? '{}') as { extraBusinesses?: unknown; extraNotifications?: unknown };
    return { extraBusinesses: bounded(saved.extraBusinesses, 20_000), extraNotifications: bounded(saved.extraNotifications, 5_000) };
  } catch {
    return { extraBusinesses: 0, extraNotifications: 0 };
  }
}
