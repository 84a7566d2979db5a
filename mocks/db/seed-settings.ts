/**
 * `localStorage['corridor.mock.seed'] = '{"extraBusinesses":5000}'` seeds that many more
 * businesses whenever the seed is loaded (no snapshot yet, or Reset demo data);
 * `"extraNotifications":1000` gives the demo local partner that many more notifications, and
 * `"extraConversations":500` that many more conversations (from the extra businesses).
 */
export const SEED_SETTINGS_KEY = 'corridor.mock.seed';

/** A whole number between 0 and `max`; 0 for anything else. */
const bounded = (value: unknown, max: number) => {
  const number = Number(value);
  return Number.isFinite(number) ? Math.max(0, Math.min(max, Math.floor(number))) : 0;
};

export interface SeedSettings {
  extraBusinesses: number;
  extraNotifications: number;
  extraConversations: number;
}

export function readSeedSettings(storage: Pick<Storage, 'getItem'>): SeedSettings {
  try {
    const saved = JSON.parse(storage.getItem(SEED_SETTINGS_KEY) ?? '{}') as Partial<Record<keyof SeedSettings, unknown>>;
    return {
      extraBusinesses: bounded(saved.extraBusinesses, 20_000),
      extraNotifications: bounded(saved.extraNotifications, 5_000),
      extraConversations: bounded(saved.extraConversations, 5_000),
    };
  } catch {
    return { extraBusinesses: 0, extraNotifications: 0, extraConversations: 0 };
  }
}
