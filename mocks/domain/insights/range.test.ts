import { describe, expect, it } from 'vitest';
import { Failure } from '../../http/failure';
import { mondayOf, parseDay, rangeMessages, resolveRange } from './range';
import { NOW } from './testing';

const refusal = (query: Parameters<typeof resolveRange>[0]) => {
  try {
    resolveRange(query, NOW);
  } catch (error) {
    if (error instanceof Failure) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('the period was accepted');
};

describe('the period of an insights call', () => {
  it('ends today (UTC, included) for 7d, 30d and 90d, and is 30 days when not given', () => {
    expect(resolveRange({ period: '7d' }, NOW)).toEqual({
      period: '7d', from: '2026-07-09', to: '2026-07-15', days: 7,
      startMs: Date.parse('2026-07-09T00:00:00Z'), endMs: Date.parse('2026-07-16T00:00:00Z'),
    });
    expect(resolveRange({}, NOW)).toMatchObject({ period: '30d', from: '2026-06-16', to: '2026-07-15', days: 30 });
    expect(resolveRange({ period: null, from: 'ignored', to: 'ignored' }, NOW)).toMatchObject({ period: '30d' });
    expect(resolveRange({ period: '90d', from: 'not a day' }, NOW)).toMatchObject({ from: '2026-04-17', to: '2026-07-15', days: 90 });
  });

  it('takes a custom span of whole days, both ends included, up to 366 days', () => {
    expect(resolveRange({ period: 'custom', from: '2026-02-01', to: '2026-02-28' }, NOW)).toMatchObject({ from: '2026-02-01', to: '2026-02-28', days: 28 });
    expect(resolveRange({ period: 'custom', from: '2026-03-01', to: '2026-03-01' }, NOW)).toMatchObject({ days: 1 });
    expect(resolveRange({ period: 'custom', from: '2024-01-01', to: '2024-12-31' }, NOW)).toMatchObject({ days: 366 });
  });

  it('refuses what is not a period with 400 and a sentence naming the parameter', () => {
    const cases: Array<[Parameters<typeof resolveRange>[0], string, string]> = [
      [{ period: '1y' }, rangeMessages.period, 'period'],
      [{ period: '' }, rangeMessages.period, 'period'],
      [{ period: 'constructor' }, rangeMessages.period, 'period'],
      [{ period: 'custom' }, rangeMessages.customDates, 'from'],
      [{ period: 'custom', from: '2026-01-01' }, rangeMessages.customDates, 'to'],
      [{ period: 'custom', from: '2026-02-30', to: '2026-03-01' }, rangeMessages.badDate, 'from'],
      [{ period: 'custom', from: '2026-01-01', to: '2026/03/01' }, rangeMessages.badDate, 'to'],
      [{ period: 'custom', from: '2026-1-1', to: '2026-03-01' }, rangeMessages.badDate, 'from'],
      [{ period: 'custom', from: '2026-03-02', to: '2026-03-01' }, rangeMessages.order, 'to'],
      [{ period: 'custom', from: '2025-01-01', to: '2026-01-02' }, rangeMessages.tooLong, 'to'],
    ];
    for (const [query, message, path] of cases) {
      expect(refusal(query), JSON.stringify(query)).toEqual({ status: 400, body: { message, errors: [{ path, message }] } });
    }
    expect(rangeMessages).toEqual({
      period: 'The period must be 7d, 30d, 90d or custom.',
      customDates: 'Choose a start and an end date for a custom period.',
      badDate: 'Dates must be real days written as YYYY-MM-DD.',
      order: 'The start date must be on or before the end date.',
      tooLong: 'A period can be at most 366 days.',
    });
  });

  it('reads only real calendar days, and finds the Monday of a week', () => {
    expect(parseDay('2028-02-29')).toBe(Date.parse('2028-02-29T00:00:00Z'));
    expect(parseDay('2027-02-29')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay(' 2026-01-01')).toBeNull();
    expect(mondayOf(Date.parse('2026-07-12T23:59:00Z'))).toBe(Date.parse('2026-07-06T00:00:00Z'));
    expect(mondayOf(Date.parse('2026-07-13T00:00:00Z'))).toBe(Date.parse('2026-07-13T00:00:00Z'));
  });
});
