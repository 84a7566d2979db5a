import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { foreignSections } from '../schemas/foreign-profile';
import { investorSections } from '../schemas/investor-profile';
import { localSections } from '../schemas/local-partner-profile';
import { fieldsOf } from '../schemas/profile-form';
import { displayValue, formatThousands, formatTicketRange } from './display';

const field = (name: string) => fieldsOf(foreignSections).find((spec) => spec.name === name)!;

describe('profile display', () => {
  it('shows USD amounts in thousands with K', () => {
    expect(formatThousands(250_000)).toBe('$250K');
    expect(formatThousands(2_000_000)).toBe('$2,000K');
    expect(formatThousands(1_500)).toBe('$1.5K');
    expect(formatTicketRange(250_000, 2_000_000)).toBe('$250K – $2,000K');
    expect(formatTicketRange(undefined, 100_000)).toBe('$100K');
    expect(formatTicketRange(undefined, undefined)).toBeNull();
  });

  it('labels values from either reading of a list, and shows others as stored', () => {
    expect(displayValue(field('budgetRange'), 'under50k')).toBe('Under $50,000');
    expect(displayValue(field('budgetRange'), 'USD 5M-10M')).toBe('USD 5M-10M');
    expect(displayValue(field('marketType'), 'emerging')).toBe('Emerging (high growth)');
    expect(displayValue(field('industry'), 'Space')).toBe('Space');
    expect(displayValue(field('targetRevenue'), 35)).toBe('35%');
    expect(displayValue(field('companyName'), '  ')).toBeNull();
    expect(displayValue(field('companyName'), undefined)).toBeNull();
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      await setLanguage('en', 'latn');
    });

    const fieldOf = (sections: typeof localSections | typeof investorSections, name: string) => fieldsOf(sections).find((spec) => spec.name === name)!;

    it('words options, counts years with Arabic plurals and writes numbers in the chosen digits', async () => {
      await setLanguage('ar');
      expect(displayValue(field('budgetRange'), 'under50k')).toBe('أقل من 50,000 دولار');
      expect(displayValue(field('industry'), 'Space')).toBe('Space');
      const years = fieldOf(localSections, 'yearsInOperation');
      expect([1, 2, 3, 12, 100].map((value) => displayValue(years, value))).toEqual(['سنة واحدة', 'سنتان', '3 سنوات', '12 سنة', '100 سنة']);
      expect(displayValue(fieldOf(investorSections, 'targetStages'), 'Seed, Series A')).toBe('البذرة، السلسلة أ');
      expect(formatThousands(2_000_000)).toBe('2,000 ألف دولار');

      await setLanguage('ar', 'arab');
      expect(displayValue(field('targetRevenue'), 35)).toBe('٣٥%');
      expect(displayValue(years, 3)).toBe('٣ سنوات');
    });
  });
});
