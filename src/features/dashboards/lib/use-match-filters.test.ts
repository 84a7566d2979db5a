import { describe, expect, it } from 'vitest';
import { defaultFilters } from './matches';
import { readMatchFilters, writeMatchFilters } from './use-match-filters';

describe('match filters in the URL', () => {
  it('round-trips one list without touching the other list or other parameters', () => {
    const start = new URLSearchParams('tab=x&local.sort=newest');
    const written = writeMatchFilters(start, 'foreign', { sort: 'name', industry: 'Fintech', region: 'Sweden, Nordics', minScore: 70 });
    expect(written.get('tab')).toBe('x');
    expect(readMatchFilters(written, 'foreign')).toEqual({ sort: 'name', industry: 'Fintech', region: 'Sweden, Nordics', minScore: 70 });
    expect(readMatchFilters(written, 'local')).toEqual({ ...defaultFilters, sort: 'newest' });
  });

  it('leaves defaults out of the URL and reads unknown values as the defaults', () => {
    expect(writeMatchFilters(new URLSearchParams('foreign.min=70'), 'foreign', defaultFilters).toString()).toBe('');
    expect(readMatchFilters(new URLSearchParams('foreign.sort=evil&foreign.min=42'), 'foreign')).toEqual(defaultFilters);
  });
});
