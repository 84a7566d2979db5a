import { afterEach, describe, expect, it } from 'vitest';
import { arabicLabels } from '../../mocks/i18n/ar/labels';
import { optionLabels as arabicOptionLabels } from './ar/options';
import { setLanguage } from './index';
import { optionLabels, optionText } from './options';

afterEach(async () => {
  await setLanguage('en', 'latn');
});

describe('option labels', () => {
  it('reads an option in the active language and keeps what it does not know', async () => {
    expect(optionText('Professional Services')).toBe('Professional Services');
    await setLanguage('ar');
    expect(optionText('Professional Services')).toBe('الخدمات المهنية');
    expect(optionText('Local-Foreign')).toBe('شريك محلي – شركة أجنبية');
    expect(optionText('Nordvik Payments AB')).toBe('Nordvik Payments AB');
    expect(optionText('')).toBe('');
    await setLanguage('en');
    expect(optionText('Professional Services')).toBe('Professional Services');
  });

  it('writes in English exactly the English labels', () => {
    expect(Object.entries(optionLabels).filter(([label, text]) => label !== text)).toEqual([]);
  });

  // The mock words the match reasons and the contract document with the same Arabic (mocks/i18n/ar/labels.ts):
  // a value the two maps share must read the same on a form, a card and a reason.
  it('uses the mock’s Arabic words for every value both know', () => {
    const shared = Object.keys(arabicOptionLabels).filter((value) => Object.hasOwn(arabicLabels, value));
    expect(shared.length).toBeGreaterThan(100);
    const differing = shared
      .filter((value) => arabicOptionLabels[value as keyof typeof arabicOptionLabels] !== arabicLabels[value])
      .map((value) => `${value}: ${arabicOptionLabels[value as keyof typeof arabicOptionLabels]} ≠ ${arabicLabels[value]}`);
    expect(differing).toEqual([]);
  });
});
