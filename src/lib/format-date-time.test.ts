import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes the day, the 24-hour time and the zone by name, in the zone asked for', () => {
    expect(formatDateTime('2026-06-09T06:19:00.000Z', { timeZone: 'Asia/Dubai' })).toBe('9 Jun 2026, 10:19 GST');
    expect(formatDateTime('2026-06-09T06:19:00.000Z', { timeZone: 'UTC' })).toBe('9 Jun 2026, 06:19 UTC');
  });

  it('names the zone in Arabic too, with the chosen digits', () => {
    expect(formatDateTime('2026-06-09T06:19:00.000Z', { timeZone: 'Asia/Dubai', locale: 'ar-AE-u-nu-latn' })).toMatch(/10:19.*توقيت الخليج/);
    expect(formatDateTime('2026-06-09T06:19:00.000Z', { timeZone: 'Asia/Dubai', locale: 'ar-AE-u-nu-arab' })).toMatch(/١٠:١٩/);
  });

  it('passes unreadable text through and shows nothing for nothing', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('says how long ago in the largest unit that fits', () => {
    expect(formatRelativeTime(ago(20), now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 min. ago');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hr. ago');
    expect(formatRelativeTime(ago(30 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 86_400), now)).toBe('2 wk. ago');
  });

  it('gives the date itself from five weeks on, and nothing for nothing', () => {
    expect(formatRelativeTime('2026-06-09T06:19:00.000Z', now)).toBe('9 Jun 2026');
    expect(formatRelativeTime(null, now)).toBe('');
  });
});
