import { describe, expect, it } from 'vitest';
import { foreignEditSchema, foreignRegistrationSchema, foreignSections } from './foreign-profile';
import { investorEditSchema, investorRegistrationSchema, investorSections } from './investor-profile';
import { localRegistrationSchema, localSections } from './local-partner-profile';
import { draftOf, emptyFormValues, mergeDraft, normaliseList, toFormValues, toPayload, type ProfileFormValues } from './profile-form';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const foreign: ProfileFormValues = {
  ...emptyFormValues(foreignSections),
  companyName: 'Dahl Subsea Robotics AS',
  industry: 'Other',
  companySize: '11-50',
  operatingRegion: 'Norway',
  expansionGoal: 'Market Entry',
  targetRevenue: '40',
  expansionTimeline: '0-3 months',
  marketType: 'niche',
  preferredPartnerType: 'Legal',
  budgetRange: 'under50k',
};

describe('profile form rules', () => {
  it('requires every business field at registration, and all but targetRevenue when editing', () => {
    const blank = { ...foreign, operatingRegion: '  ', targetRevenue: '' };
    expect(Object.keys(issues(foreignRegistrationSchema.safeParse(blank)))).toEqual(['operatingRegion', 'targetRevenue']);
    expect(Object.keys(issues(foreignEditSchema.safeParse(blank)))).toEqual(['operatingRegion']);
  });

  it.each([
    ['0', true],
    ['1000', true],
    ['12.5', true],
    ['-1', false],
    ['1000.5', false],
    ['ten', false],
  ])('takes %s as a target revenue: %s', (value, ok) => {
    expect(foreignRegistrationSchema.safeParse({ ...foreign, targetRevenue: value }).success).toBe(ok);
  });

  it('requires only the seven investor fields at registration but all of them when editing', () => {
    const values = { ...emptyFormValues(investorSections) };
    expect(Object.keys(issues(investorRegistrationSchema.safeParse(values))).sort()).toEqual(
      ['contactEmail', 'investorType', 'legalName', 'primaryContactName', 'registeredRegion', 'ticketSizeMaxUSD', 'ticketSizeMinUSD'].sort(),
    );
    const editIssues = Object.keys(issues(investorEditSchema.safeParse(values)));
    for (const name of ['designation', 'contactPhone', 'targetStages', 'targetIndustries', 'geographyFocus', 'marketTypePreference', 'involvementLevel', 'exitHorizonYears']) {
      expect(editIssues).toContain(name);
    }
    expect(editIssues).not.toContain('matchScoreCriteria');
  });

  it('keeps the minimum ticket at or below the maximum', () => {
    const values = {
      ...emptyFormValues(investorSections),
      investorType: 'Bank',
      legalName: 'A',
      registeredRegion: 'B',
      primaryContactName: 'C',
      contactEmail: 'c@d.ae',
      ticketSizeMinUSD: '500000',
      ticketSizeMaxUSD: '100000',
    };
    expect(issues(investorRegistrationSchema.safeParse(values))).toEqual({ ticketSizeMaxUSD: 'The maximum ticket size cannot be below the minimum.' });
    expect(investorRegistrationSchema.safeParse({ ...values, ticketSizeMaxUSD: '500000' }).success).toBe(true);
  });

  it('checks e-mail, phone, years and languages of a partner', () => {
    const values = {
      ...emptyFormValues(localSections),
      contactEmail: 'someone@',
      contactPhone: '+971 abc',
      yearsInOperation: '3.5',
      languagesSupported: 'English/Arabic',
    };
    const found = issues(localRegistrationSchema.safeParse(values));
    expect(found.contactEmail).toMatch(/valid e-mail/);
    expect(found.contactPhone).toMatch(/valid phone/);
    expect(found.yearsInOperation).toMatch(/whole number/);
    expect(found.languagesSupported).toMatch(/commas/);
    expect(found.businessLogo).toBe('This field is required');
    expect(found.complianceCertifications).toBeUndefined();
  });
});

describe('profile form values', () => {
  it('turns a stored profile into form values and back', () => {
    const stored = { ticketSizeMinUSD: 250000, targetStages: 'Seed, Series A', coInvestPreference: true, exitHorizonYears: 5, legalName: 'Saqr' };
    const values = toFormValues(investorSections, stored);
    expect(values).toMatchObject({ ticketSizeMinUSD: '250000', targetStages: ['Seed', 'Series A'], coInvestPreference: true, exitHorizonYears: '5', ticketSizeMaxUSD: '' });
    const payload = toPayload(investorSections, values);
    expect(payload).toMatchObject({ ticketSizeMinUSD: 250000, targetStages: 'Seed, Series A', coInvestPreference: true, exitHorizonYears: 5, legalName: 'Saqr' });
    expect(payload).not.toHaveProperty('ticketSizeMaxUSD');
  });

  it('normalises comma-separated lists', () => {
    expect(normaliseList(' English ,Arabic,,  Modern   Greek ')).toBe('English, Arabic, Modern Greek');
    expect(toPayload(localSections, { ...emptyFormValues(localSections), languagesSupported: 'English ,Arabic' }).languagesSupported).toBe('English, Arabic');
  });

  it('keeps drafts without the logo and restores only known fields of the right type', () => {
    const values = { ...emptyFormValues(localSections), companyName: 'Ketbi', businessLogo: 'data:image/png;base64,AAAA' };
    const draft = draftOf(localSections, values);
    expect(draft).not.toHaveProperty('businessLogo');
    expect(mergeDraft(localSections, { ...draft, businessLogo: 'x', unknown: 'y', yearsInOperation: 5 })).toEqual({
      values: { ...emptyFormValues(localSections), companyName: 'Ketbi' },
      restored: true,
    });
    expect(mergeDraft(localSections, 'garbage').restored).toBe(false);
    expect(mergeDraft(localSections, emptyFormValues(localSections)).restored).toBe(false);
  });
});
