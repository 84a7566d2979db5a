import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes the day, the 24-hour time and the zone by name, in the zone asked for', () => {
    expect(formatDateTime('2026-06-09T06:19:00.000Z', { timeZone: 'Asia/Dubai' })).toBe('9 Jun 2026, 10:19 GST');
    expect(formatDateTime('2026-06-09T06:19:00.000Z', { timeZone: 'UTC' })).toBe('9 Jun 2026, 06:19 UTC');
  });

  it('passes unreadable text through and shows nothing for nothing', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(null)).toBe('');
  });
});
