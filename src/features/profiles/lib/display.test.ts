import { describe, expect, it } from 'vitest';
import { foreignSections } from '../schemas/foreign-profile';
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
});
