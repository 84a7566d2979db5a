import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills every named placeholder', () => {
    expect(interpolate('Digit {index} of {total}', { index: 2, total: 6 })).toBe('Digit 2 of 6');
  });

  it('leaves unknown placeholders visible', () => {
    expect(interpolate('{value} ({note})', { value: 'Fintech' })).toBe('Fintech ({note})');
  });
});
