import { describe, expect, it } from 'vitest';
import { readSeedSettings, SEED_SETTINGS_KEY } from './seed-settings';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === SEED_SETTINGS_KEY ? value : null) });
const none = { extraBusinesses: 0, extraNotifications: 0, extraConversations: 0 };

describe('the seed settings (localStorage corridor.mock.seed)', () => {
  it('reads extra businesses, notifications and conversations, whole and within their bounds', () => {
    expect(readSeedSettings(storage('{"extraBusinesses":5000,"extraNotifications":1000,"extraConversations":500}'))).toEqual({
      extraBusinesses: 5000,
      extraNotifications: 1000,
      extraConversations: 500,
    });
    expect(readSeedSettings(storage('{"extraBusinesses":99999,"extraNotifications":12.7,"extraConversations":9999}'))).toEqual({
      extraBusinesses: 20000,
      extraNotifications: 12,
      extraConversations: 5000,
    });
    expect(readSeedSettings(storage('{"extraNotifications":-4}'))).toEqual(none);
  });

  it('reads nothing from nothing or from text that is not JSON', () => {
    expect(readSeedSettings(storage(null))).toEqual(none);
    expect(readSeedSettings(storage('{oops'))).toEqual(none);
  });
});
