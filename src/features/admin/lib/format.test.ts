import { describe, expect, it } from 'vitest';
import { categoryLabel, statusLabel } from './contracts';
import { formatShortDate } from './dates';

describe('formatShortDate', () => {
  it('writes day, short month and year', () => {
    expect(formatShortDate('2025-03-05T12:00:00.000Z')).toBe('5 Mar 2025');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatShortDate(undefined)).toBeNull();
    expect(formatShortDate('')).toBeNull();
    expect(formatShortDate('not a date')).toBeNull();
  });
});

describe('contract labels', () => {
  it('title-cases hyphenated categories and capitalises statuses', () => {
    expect(categoryLabel('investor-local')).toBe('Investor-Local');
    expect(categoryLabel('local-foreign')).toBe('Local-Foreign');
    expect(categoryLabel('investor')).toBe('Investor');
    expect(categoryLabel('')).toBe('');
    expect(statusLabel('approved')).toBe('Approved');
    expect(statusLabel(undefined)).toBe('');
  });
});
