import { describe, expect, it } from 'vitest';
import { formatPlainNumber } from './format-plain';

describe('formatPlainNumber', () => {
  it('writes a number as typed in English: no grouping, every decimal', () => {
    expect([0, 12.5, 1000, 1234567, -5].map((value) => formatPlainNumber(value, 'en-AE'))).toEqual(['0', '12.5', '1000', '1234567', '-5']);
  });

  it('writes it in the Arabic reader’s digits', () => {
    expect(formatPlainNumber(1000, 'ar-AE-u-nu-latn')).toBe('1000');
    expect(formatPlainNumber(1000, 'ar-AE-u-nu-arab')).toBe('١٠٠٠');
  });
});
