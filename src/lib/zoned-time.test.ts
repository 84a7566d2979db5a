import { afterEach, describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  cityOfTimeZone,
  formatInZones,
  formatZonedDay,
  formatZoneOffset,
  isTimeZone,
  preferredTimeZone,
  rememberTimeZone,
  timeZoneChoices,
  wallClockOf,
  zonedDayParts,
  zonedInstant,
} from './zoned-time';

const stockholm = { timeZone: 'Europe/Stockholm', label: 'Stockholm' };
const dubai = { timeZone: 'Asia/Dubai', label: 'Dubai' };

const instantOf = (day: string, time: string, zone: string) => {
  const result = zonedInstant(day, time, zone);
  if (!('instant' in result)) throw new Error(`${day} ${time} ${zone}: ${result.problem}`);
  return result.instant.toISOString();
};

describe('zonedInstant', () => {
  it('turns a day and a time in a zone into the UTC instant', () => {
    expect(instantOf('2026-12-02', '10:00', 'Europe/Stockholm')).toBe('2026-12-02T09:00:00.000Z');
    expect(instantOf('2026-12-02', '10:00', 'Asia/Dubai')).toBe('2026-12-02T06:00:00.000Z');
    expect(instantOf('2026-12-02', '10:00', 'Asia/Kolkata')).toBe('2026-12-02T04:30:00.000Z');
    expect(instantOf('2026-07-01', '10:00', 'Europe/Stockholm')).toBe('2026-07-01T08:00:00.000Z');
  });

  it('follows Stockholm across the last Sunday of March: winter time before 02:00, summer time after', () => {
    expect(instantOf('2026-03-29', '01:30', 'Europe/Stockholm')).toBe('2026-03-29T00:30:00.000Z');
    expect(instantOf('2026-03-29', '03:30', 'Europe/Stockholm')).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOf('2026-03-29', '10:00', 'Europe/Stockholm')).toBe('2026-03-29T08:00:00.000Z');
    expect(instantOf('2026-03-28', '10:00', 'Europe/Stockholm')).toBe('2026-03-28T09:00:00.000Z');
  });

  it('refuses a time the clocks skip in March', () => {
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Stockholm')).toEqual({ problem: 'skipped' });
    // Dubai keeps one offset all year: the same wall time exists
    expect(instantOf('2026-03-29', '02:30', 'Asia/Dubai')).toBe('2026-03-28T22:30:00.000Z');
  });

  it('reads a time lived twice on the last Sunday of October as the later (winter-time) one', () => {
    expect(instantOf('2026-10-25', '02:30', 'Europe/Stockholm')).toBe('2026-10-25T01:30:00.000Z');
    expect(instantOf('2026-10-25', '10:00', 'Europe/Stockholm')).toBe('2026-10-25T09:00:00.000Z');
    expect(instantOf('2026-10-24', '10:00', 'Europe/Stockholm')).toBe('2026-10-24T08:00:00.000Z');
  });

  it('refuses days and times that cannot be read, and unknown zones', () => {
    expect(zonedInstant('2026-02-30', '10:00', 'Europe/Stockholm')).toEqual({ problem: 'invalid' });
    expect(zonedInstant('2.12.2026', '10:00', 'Europe/Stockholm')).toEqual({ problem: 'invalid' });
    expect(zonedInstant('2026-12-02', '24:00', 'Europe/Stockholm')).toEqual({ problem: 'invalid' });
    expect(zonedInstant('2026-12-02', '', 'Europe/Stockholm')).toEqual({ problem: 'invalid' });
    expect(zonedInstant('2026-12-02', '10:00', 'Mars/Olympus')).toEqual({ problem: 'invalid' });
  });

  it('is undone by wallClockOf', () => {
    for (const zone of ['Europe/Stockholm', 'Asia/Dubai', 'America/New_York']) {
      const start = instantOf('2026-03-29', '09:15', zone);
      expect(wallClockOf(new Date(start), zone)).toEqual({ day: '2026-03-29', time: '09:15' });
    }
  });
});

describe('formatInZones', () => {
  it('writes the day once and both zones’ times by name', () => {
    expect(formatInZones('2026-12-02T09:00:00.000Z', [stockholm, dubai])).toBe('Wed 2 Dec, 10:00 Stockholm · 13:00 Dubai');
  });

  it('writes the day again where it differs in the second zone', () => {
    expect(formatInZones('2026-12-02T22:30:00.000Z', [stockholm, dubai])).toBe('Wed 2 Dec, 23:30 Stockholm · Thu 3 Dec, 02:30 Dubai');
  });

  it('shows a zone once when both parties are in it', () => {
    expect(formatInZones('2026-12-02T09:00:00.000Z', [dubai, { timeZone: 'Asia/Dubai', label: 'Abu Dhabi' }])).toBe('Wed 2 Dec, 13:00 Dubai');
  });

  it('follows daylight saving: Stockholm is three hours behind Dubai in winter and two in summer', () => {
    // the last Sunday of March 2026: 08:00 UTC is 10:00 in Stockholm (summer time from 01:00 UTC)
    expect(formatInZones('2026-03-29T08:00:00.000Z', [stockholm, dubai])).toBe('Sun 29 Mar, 10:00 Stockholm · 12:00 Dubai');
    expect(formatInZones('2026-03-29T00:30:00.000Z', [stockholm, dubai])).toBe('Sun 29 Mar, 01:30 Stockholm · 04:30 Dubai');
    // the last Sunday of October 2026: back to winter time at 01:00 UTC
    expect(formatInZones('2026-10-25T00:30:00.000Z', [stockholm, dubai])).toBe('Sun 25 Oct, 02:30 Stockholm · 04:30 Dubai');
    expect(formatInZones('2026-10-25T01:30:00.000Z', [stockholm, dubai])).toBe('Sun 25 Oct, 02:30 Stockholm · 05:30 Dubai');
  });

  it('passes unreadable text through', () => {
    expect(formatInZones('soon', [stockholm])).toBe('soon');
  });

  it('writes Arabic with its own comma, names and digits', () => {
    const arabic = formatInZones('2026-12-02T09:00:00.000Z', [stockholm, dubai], 'ar-AE-u-nu-latn');
    expect(arabic).toBe('الأربعاء 2 ديسمبر، 10:00 Stockholm · 13:00 Dubai');
    expect(formatInZones('2026-12-02T09:00:00.000Z', [dubai], 'ar-AE-u-nu-arab')).toBe('الأربعاء ٢ ديسمبر، ١٣:٠٠ Dubai');
  });
});

describe('zonedDayParts', () => {
  it('gives the weekday, day and month of a calendar tile, in the locale', () => {
    const instant = new Date('2026-12-02T22:30:00.000Z');
    expect(zonedDayParts(instant, 'Europe/Stockholm', 'en-AE')).toEqual({ weekday: 'Wed', day: '2', month: 'Dec' });
    expect(zonedDayParts(instant, 'Asia/Dubai', 'en-AE')).toEqual({ weekday: 'Thu', day: '3', month: 'Dec' });
    expect(zonedDayParts(instant, 'Asia/Dubai', 'ar-AE-u-nu-latn')).toEqual({ weekday: 'الخميس', day: '3', month: 'ديسمبر' });
  });
});

describe('zone names and lists', () => {
  it('names a zone by its last segment', () => {
    expect(cityOfTimeZone('Europe/Stockholm')).toBe('Stockholm');
    expect(cityOfTimeZone('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(cityOfTimeZone('UTC')).toBe('UTC');
  });

  it('writes the day without a comma and the offset as GMT±h', () => {
    expect(formatZonedDay(new Date('2026-12-02T09:00:00Z'), 'Europe/Stockholm')).toBe('Wed 2 Dec');
    expect(formatZoneOffset(new Date('2026-12-02T09:00:00Z'), 'Europe/Stockholm')).toBe('GMT+1');
    expect(formatZoneOffset(new Date('2026-07-02T09:00:00Z'), 'Europe/Stockholm')).toBe('GMT+2');
    expect(formatZoneOffset(new Date('2026-07-02T09:00:00Z'), 'Asia/Dubai')).toBe('GMT+4');
  });

  it('lists the given zones first, each zone once, and leaves unknown ones out', () => {
    const choices = timeZoneChoices(['Asia/Dubai', 'Europe/Stockholm', 'Asia/Dubai', 'Nowhere/Atlantis', null]);
    expect(choices.slice(0, 2)).toEqual(['Asia/Dubai', 'Europe/Stockholm']);
    expect(choices.filter((zone) => zone === 'Asia/Dubai')).toHaveLength(1);
    expect(choices).not.toContain('Nowhere/Atlantis');
    expect(choices.length).toBeGreaterThan(300);
    expect(isTimeZone('Europe/Stockholm')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
  });
});

describe('the preferred zone', () => {
  afterEach(() => localStorage.clear());

  it('is the browser’s until another is chosen, and forgets a zone it no longer knows', () => {
    expect(preferredTimeZone()).toBe(browserTimeZone());
    rememberTimeZone('Asia/Dubai');
    expect(preferredTimeZone()).toBe('Asia/Dubai');
    rememberTimeZone('Not/AZone');
    expect(preferredTimeZone()).toBe('Asia/Dubai');
    localStorage.setItem('preferredTimeZone', 'Not/AZone');
    expect(preferredTimeZone()).toBe(browserTimeZone());
  });
});
