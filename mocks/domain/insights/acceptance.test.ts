import { describe, expect, it } from 'vitest';
import { acceptance, median } from './acceptance';
import { resolveRange } from './range';
import { CONTRACTS, EVENTS, NOW, nameOf } from './testing';

describe('acceptance, counted by hand on the small world (testing.ts)', () => {
  it('rates the requests sent in the last 30 days: approved over approved plus rejected', () => {
    const result = acceptance(EVENTS, CONTRACTS, nameOf, resolveRange({ period: '30d' }, NOW), NOW);
    expect(result.band).toEqual({ low: 0.4, high: 0.6 });
    // c1, c7, c3 approved; c2 rejected; c5 pending; c6 answered only tomorrow.
    expect(result.rate).toBe(3 / 4);
    expect(result.answered).toBe(4);
    // 24 h (c2), 25 h (c7), 36 h (c1), 45 h (c3): the mean of the middle two.
    expect(result.medianFirstResponseHours).toBe(30.5);
    expect(result.weeks).toEqual([
      { weekStart: '2026-06-15', sent: 1, approved: 1, rejected: 0, rate: 1 },
      { weekStart: '2026-06-22', sent: 0, approved: 0, rejected: 0, rate: null },
      { weekStart: '2026-06-29', sent: 1, approved: 1, rejected: 0, rate: 1 },
      { weekStart: '2026-07-06', sent: 3, approved: 1, rejected: 1, rate: 0.5 },
      { weekStart: '2026-07-13', sent: 1, approved: 0, rejected: 0, rate: null },
    ]);
  });

  it('counts a cancelled request as sent but not answered', () => {
    const result = acceptance(EVENTS, CONTRACTS, nameOf, resolveRange({ period: '90d' }, NOW), NOW);
    expect(result.weeks.reduce((sum, week) => sum + week.sent, 0)).toBe(7);
    expect(result.answered).toBe(4);
    expect(result.rate).toBe(3 / 4);
    const week = resolveRange({ period: '7d' }, NOW);
    const seven = acceptance(EVENTS, CONTRACTS, nameOf, week, NOW);
    expect([seven.rate, seven.answered, seven.medianFirstResponseHours]).toEqual([1 / 2, 2, 34.5]);
    expect(seven.weeks.map((w) => w.weekStart)).toEqual(['2026-07-06', '2026-07-13']);
  });

  it('lists the requests pending over 7 whole days now, oldest first, whatever the period', () => {
    const result = acceptance(EVENTS, CONTRACTS, nameOf, resolveRange({ period: 'custom', from: '2020-01-01', to: '2020-01-07' }, NOW), NOW);
    expect(result.rate).toBeNull();
    expect(result.medianFirstResponseHours).toBeNull();
    expect(result.waiting).toEqual([
      {
        contractId: 'ctr_c', corridor: 'investor-local', senderName: 'Al Reem Family Office', recipientName: 'Dune Distribution LLC',
        sentAt: '2026-06-30T12:00:00.000Z', daysWaiting: 15,
      },
      {
        contractId: 'ctr_a', corridor: 'foreign-local', senderName: 'Fjord Analytics AB', recipientName: 'Gulf Bridge Legal',
        sentAt: '2026-07-01T12:00:00.000Z', daysWaiting: 14,
      },
    ]);
  });

  it('takes the median of an odd and an even count', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
