/**
 * `localStorage['corridor.mock.seed'] = '{"extraBusinesses":5000}'` seeds that many more
 * businesses whenever the seed is loaded (no snapshot yet, or Reset demo data).
 */
export const SEED_SETTINGS_KEY = 'corridor.mock.seed';

export function readSeedSettings(storage: Pick<Storage, 'getItem'>): { extraBusinesses: number } {
  try {
    const saved = JSON.parse(storage.getItem(SEED_SETTINGS_KEY) ?? '{}') as { extraBusinesses?: unknown };
    const extra = Number(saved.extraBusinesses);
    return { extraBusinesses: Number.isFinite(extra) ? Math.max(0, Math.min(20_000, Math.floor(extra))) : 0 };
  } catch {
    return { extraBusinesses: 0 };
  }
}
