import { describe, expect, it } from 'vitest';
import { readSeedSettings, SEED_SETTINGS_KEY } from './seed-settings';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === SEED_SETTINGS_KEY ? value : null) });

describe('the seed settings (localStorage corridor.mock.seed)', () => {
  it('reads extra businesses and extra notifications, whole and within their bounds', () => {
    expect(readSeedSettings(storage('{"extraBusinesses":5000,"extraNotifications":1000}'))).toEqual({ extraBusinesses: 5000, extraNotifications: 1000 });
    expect(readSeedSettings(storage('{"extraBusinesses":99999,"extraNotifications":12.7}'))).toEqual({ extraBusinesses: 20000, extraNotifications: 12 });
    expect(readSeedSettings(storage('{"extraNotifications":-4}'))).toEqual({ extraBusinesses: 0, extraNotifications: 0 });
  });

  it('reads nothing from nothing or from text that is not JSON', () => {
    expect(readSeedSettings(storage(null))).toEqual({ extraBusinesses: 0, extraNotifications: 0 });
    expect(readSeedSettings(storage('{oops'))).toEqual({ extraBusinesses: 0, extraNotifications: 0 });
  });
});
