import { describe, expect, it } from 'vitest';
import { format, plural, t } from './index';

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

describe('plural', () => {
  const forms = { zero: 'none', one: 'one', other: 'many' };
  it('picks zero, one or other by count, and other for 0 when there is no zero form', () => {
    expect([0, 1, 2, 21].map((count) => plural(forms, count))).toEqual(['none', 'one', 'many', 'many']);
    expect(plural({ one: 'one', other: 'many' }, 0)).toBe('many');
  });
});
