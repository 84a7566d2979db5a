import { describe, expect, it } from 'vitest';
import { contracts } from './contracts';
import { dashboards } from './dashboards';
import { formatIcu } from './icu';
import { format, t } from './index';

describe('i18n', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(format(t.common.footer.rights, { year: 2026 })).toBe('© 2026 Corridor. All rights reserved.');
  });

  it('holds the titles the specification fixes', () => {
    expect(t.routes.foreignDashboard).toBe('Global Expansion Dashboard');
    expect(t.routes.investorDashboard).toBe('Investor Dashboard');
    expect(t.routes.completeBusinessProfile).toBe('Expand Your Business');
  });
});

describe('ICU plurals', () => {
  it('picks the English form by the plural rules, and writes # in the locale', () => {
    expect([0, 1, 2, 1234].map((count) => format(dashboards.lists.count, { count }))).toEqual(['0 matches', '1 match', '2 matches', '1,234 matches']);
  });

  it('nests plurals: tasks, then milestones, with an exact form for no task', () => {
    const summary = (done: number, total: number, count: number) => format(contracts.milestones.summary, { done, total, count });
    expect(summary(0, 0, 1)).toBe('No tasks yet in 1 milestone');
    expect(summary(0, 0, 3)).toBe('No tasks yet across 3 milestones');
    expect(summary(1, 1, 1)).toBe('1 of 1 task completed in 1 milestone');
    expect(summary(0, 1, 2)).toBe('0 of 1 task completed across 2 milestones');
    expect(summary(2, 5, 1)).toBe('2 of 5 tasks completed in 1 milestone');
    expect(summary(2, 5, 4)).toBe('2 of 5 tasks completed across 4 milestones');
  });

  it('writes Arabic with its six categories and the chosen digits', () => {
    const message = '{count, plural, zero {none} one {one} two {two} few {# few} many {# many} other {# other}}';
    expect([0, 1, 2, 3, 11, 100].map((count) => formatIcu(message, { count }, 'ar-AE-u-nu-latn'))).toEqual(['none', 'one', 'two', '3 few', '11 many', '100 other']);
    expect(formatIcu(message, { count: 1234 }, 'ar-AE-u-nu-arab')).toBe('١٬٢٣٤ many');
  });
});
