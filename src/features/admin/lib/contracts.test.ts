import { describe, expect, it } from 'vitest';
import { categoryLabel, statusLabel } from './contracts';

describe('contract labels', () => {
  it('title-cases hyphenated categories and capitalises statuses', () => {
    expect(categoryLabel('investor-local')).toBe('Investor-Local');
    expect(categoryLabel('local-foreign')).toBe('Local-Foreign');
    expect(categoryLabel('investor')).toBe('Investor');
    expect(categoryLabel('')).toBe('');
    expect(statusLabel('approved')).toBe('Approved');
    expect(statusLabel('signed')).toBe('Signed');
    expect(statusLabel(undefined)).toBe('');
  });
});
