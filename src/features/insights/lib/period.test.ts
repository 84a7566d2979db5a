import { describe, expect, it } from 'vitest';
import { customRangeError, dayMs, DEFAULT_PERIOD, periodFromSearch, periodQuery, periodSearch, periodTag } from './period';

describe('insights periods', () => {
  it('reads a real YYYY-MM-DD day and nothing else', () => {
    expect(dayMs('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(dayMs('2026-02-30')).toBeNull();
    expect(dayMs('28/02/2026')).toBeNull();
    expect(dayMs('')).toBeNull();
  });

  it('checks a custom range as the server does: both days, in order, not after today, at most 366 days', () => {
    const today = '2026-11-25';
    expect(customRangeError('2026-01-01', '2026-03-31', today)).toBeNull();
    expect(customRangeError('', '2026-03-31', today)).toBe('missing');
    expect(customRangeError('2026-04-01', '2026-03-31', today)).toBe('order');
    expect(customRangeError('2026-11-01', '2026-11-26', today)).toBe('future');
    expect(customRangeError('2025-11-25', '2026-11-25', today)).toBeNull(); // 366 days, both ends included
    expect(customRangeError('2025-11-24', '2026-11-25', today)).toBe('tooLong');
  });

  it('round-trips a period through the URL and falls back to the default on anything unreadable', () => {
    const custom = { period: 'custom', from: '2026-06-01', to: '2026-07-31' } as const;
    expect(periodFromSearch(periodSearch(custom), '2026-11-25')).toEqual(custom);
    expect(periodFromSearch(new URLSearchParams('period=90d'))).toEqual({ period: '90d' });
    expect(periodFromSearch(new URLSearchParams('period=12d'))).toEqual(DEFAULT_PERIOD);
    expect(periodFromSearch(new URLSearchParams('period=custom&from=2026-07-31&to=2026-06-01'))).toEqual(DEFAULT_PERIOD);
    expect(periodQuery({ period: '7d' })).toEqual({ period: '7d' });
    expect(periodTag(custom)).toBe('2026-06-01_2026-07-31');
  });
});
