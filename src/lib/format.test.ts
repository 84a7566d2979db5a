import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fill, formatDate, formatNumber, formatPercent, localDay, parseDate } from './format';

/** formatDate and the local day of a Date, computed by a Node process in the given time zone. */
function inZone(timeZone: string, values: string[]): { formatted: string[]; localDays: number[] } {
  const module = resolve(process.cwd(), 'src/lib/format.ts');
  const script = `import('${module}').then((f) => console.log(JSON.stringify({
    formatted: ${JSON.stringify(values)}.map((v) => f.formatDate(v)),
    localDays: ${JSON.stringify(values)}.map((v) => new Date(v).getDate()),
  })))`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { env: { ...process.env, TZ: timeZone }, encoding: 'utf8' });
  return JSON.parse(out) as { formatted: string[]; localDays: number[] };
}

describe('fill', () => {
  it('fills every named placeholder', () => {
    expect(fill('Digit {index} of {total}', { index: 2, total: 6 })).toBe('Digit 2 of 6');
  });

  it('leaves unknown placeholders visible, inherited names included', () => {
    expect(fill('{value} ({note})', { value: 'Fintech' })).toBe('Fintech ({note})');
    expect(fill('{toString}', {})).toBe('{toString}');
  });
});

describe('formatDate', () => {
  it('writes day, short month and year, or the long month', () => {
    expect(formatDate('2026-09-13')).toBe('13 Sep 2026');
    expect(formatDate('2025-03-05T12:00:00.000Z')).toBe('5 Mar 2025');
    expect(formatDate('2026-11-01', { style: 'long' })).toBe('1 November 2026');
  });

  it('shows the UTC day on every machine: a late-evening timestamp is not the next day in Dubai', () => {
    const dubai = inZone('Asia/Dubai', ['2026-06-04T23:59:00.000Z']);
    expect(dubai.localDays).toEqual([5]); // the zone is in force: it is already the 5th there
    expect(dubai.formatted).toEqual(['4 Jun 2026']);
    expect(inZone('America/Los_Angeles', ['2026-09-13']).formatted).toEqual(['13 Sep 2026']);
  });

  it('gives nothing for a missing date and the text itself for an unreadable one', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('  ')).toBe('');
    expect(formatDate('soon')).toBe('soon');
    expect(parseDate('not a date')).toBeNull();
    expect(parseDate(new Date(Number.NaN))).toBeNull();
  });

  it('writes another locale when asked (Arabic digits and month names)', () => {
    expect(formatDate('2026-09-13', { locale: 'ar-AE', style: 'long' })).toMatch(/سبتمبر/);
  });
});

describe('localDay and formatNumber', () => {
  it('gives the reader’s calendar day and grouped whole numbers', () => {
    expect(localDay(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
    expect(formatNumber(2_000_000)).toBe('2,000,000');
    expect(formatPercent(0.524)).toBe('52%');
    expect(formatPercent(1)).toBe('100%');
  });
});
