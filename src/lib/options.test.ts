import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { setLanguage } from '@/i18n';
import { optionLabels } from '@/i18n/options';
import { optionLabel, options, splitList } from './options';

const spec = parse(readFileSync(resolve(process.cwd(), 'openapi/openapi.yaml'), 'utf8')) as {
  components: { schemas: Record<string, { enum?: (string | number)[] }> };
};
const enumOf = (name: string) => spec.components.schemas[name]?.enum ?? [];
const values = (...lists: (readonly { value: string | number }[])[]) => [...new Set(lists.flat().map((o) => o.value))].sort();

describe('option lists', () => {
  it.each([
    ['IndustryOption', values(options.industries, options.industriesExtended)],
    ['CompanySizeOption', values(options.companySizes, options.companySizesPartnerEdit)],
    ['ExpansionTimelineOption', values(options.expansionTimelines, options.expansionTimelinesEdit)],
    ['PreferredPartnerTypeOption', values(options.preferredPartnerTypes, options.preferredPartnerTypesEdit)],
    ['BudgetRangeOption', values(options.budgetRanges, options.budgetRangesEdit)],
    ['ForeignMarketTypeOption', values(options.foreignMarketTypes, options.foreignMarketTypesEdit)],
    ['ExpansionGoalOption', values(options.expansionGoals)],
    ['PartnerBusinessTypeOption', values(options.partnerBusinessTypes, options.partnerBusinessTypesEdit)],
    ['SupportedMarketTypeOption', values(options.supportedMarketTypes)],
    ['PricingModelOption', values(options.pricingModels, options.pricingModelsEdit)],
    ['CollaborationPreferenceOption', values(options.collaborationPreferences, options.collaborationPreferencesEdit)],
    ['InvestorTypeOption', values(options.investorTypes, options.investorTypesEdit)],
    ['TargetStageOption', values(options.targetStages, options.targetStagesEdit)],
    ['InvestorMarketTypeOption', values(options.investorMarketTypes)],
    ['InvolvementLevelOption', values(options.involvementLevels, options.involvementLevelsEdit)],
    ['GeographyFocusOption', values(options.geographyFocus)],
    ['ExitHorizonYearsOption', values(options.exitHorizons)],
    ['EmployeeBandOption', values(options.employeeBands)],
  ])('%s holds exactly the values of both readings', (schema, listed) => {
    expect(listed).toEqual([...enumOf(schema)].sort());
  });

  it('puts Hospitality & Tourism before Other in the extended industries only', () => {
    expect(options.industries.map((o) => o.value)).not.toContain('Hospitality & Tourism');
    expect(options.industriesExtended.slice(-2).map((o) => o.value)).toEqual(['Hospitality & Tourism', 'Other']);
  });

  it('offers 30-50 only in the partner edit form', () => {
    expect(options.companySizes.map((o) => o.value)).not.toContain('30-50');
    expect(options.companySizesPartnerEdit.map((o) => o.value).indexOf('30-50')).toBe(2);
  });

  it('labels stored values, keeping values outside the list as they are', () => {
    expect(optionLabel(options.budgetRanges, 'under50k')).toBe('Under $50,000');
    expect(optionLabel(options.exitHorizons, 5)).toBe('5-7 years');
    expect(optionLabel(options.budgetRanges, 'EUR 2M')).toBe('EUR 2M');
    expect(optionLabel(options.budgetRanges, undefined)).toBe('');
  });
});

describe('option labels in the active language', () => {
  afterEach(async () => {
    await setLanguage('en', 'latn');
  });

  it('has every label of every list in the options catalogue', async () => {
    await setLanguage('en', 'latn');
    const labels = Object.values(options).flatMap((list) => list.map((item) => item.label));
    expect(labels.filter((label) => !Object.hasOwn(optionLabels, label))).toEqual([]);
  });

  it('relabels the lists on a language switch, values untouched', async () => {
    const industry = options.industriesExtended.find((item) => item.value === 'Professional Services')!;
    expect(industry.label).toBe('Professional Services');
    await setLanguage('ar');
    expect(industry).toMatchObject({ value: 'Professional Services', label: 'الخدمات المهنية' });
    expect(optionLabel(options.budgetRanges, 'under50k')).toBe('أقل من 50,000 دولار');
    expect(optionLabel(options.exitHorizons, 10)).toBe('10 سنوات فأكثر');
    expect(optionLabel(options.companySizes, '11-50')).toBe('من 11 إلى 50 موظفًا');
    // Outside this list but a label of another: still translated; unknown text is kept.
    expect(optionLabel(options.industries, 'Hospitality & Tourism')).toBe('الضيافة والسياحة');
    expect(optionLabel(options.industries, 'Space mining')).toBe('Space mining');
    await setLanguage('en');
    expect(industry.label).toBe('Professional Services');
  });
});

describe('splitList', () => {
  it('splits at the Arabic comma too', () => {
    expect(splitList('البذرة، السلسلة أ ,Growth')).toEqual(['البذرة', 'السلسلة أ', 'Growth']);
  });

  it('splits a stored comma-separated value into trimmed, non-empty values', () => {
    expect(splitList('Seed,  Series A ,')).toEqual(['Seed', 'Series A']);
    expect(splitList(' a, ,b ')).toEqual(['a', 'b']);
    expect(splitList([' Seed ', '', 'Growth'])).toEqual(['Seed', 'Growth']);
    expect(splitList(null)).toEqual([]);
    expect(splitList(42)).toEqual([]);
  });
});
