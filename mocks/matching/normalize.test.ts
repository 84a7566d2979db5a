import { describe, it, expect } from 'vitest';
import {
  PREF, BIZ, INV, isApprovedStatus, isRejectedStatus, parseBudget, parseBusinessType, parseCapacity, parseInvestorType,
  parseInvolvement, parseMarket, parsePreferredType, parseSize, parseStages, parseTicket, parseTimeline, toNumber, toText, budgetLabel,
} from './normalize';
import { S, parseIndustries, bestAffinity, AFFINITY, SECTORS } from './industries';
import { AREA, parseFocus, parseLanguages, parseLocation, languageFit, focusFit, UAE_LOC } from './geography';
import { tokenize } from './text-similarity';

const bit = (i: number) => 1 << i;

describe('both readings of every option list', () => {
  it('budget: under50k = Under $50,000, 500k-plus ≈ $500,000-$1,000,000, USD 5M-10M', () => {
    expect(parseBudget('under50k')).toEqual(parseBudget('Under $50,000'));
    expect(parseBudget('50k-100k')).toEqual(parseBudget('$50,000-$100,000'));
    expect(parseBudget('100k-250k')).toEqual(parseBudget('$100,000-$250,000'));
    expect(parseBudget('250k-500k')).toEqual(parseBudget('$250,000-$500,000'));
    expect(parseBudget('500k-plus')!.lo).toBe(500_000);
    expect(parseBudget('$500,000-$1,000,000')).toMatchObject({ lo: 500_000, hi: 1_000_000 });
    expect(parseBudget('Over $1,000,000')).toMatchObject({ lo: 1_000_000 });
    expect(parseBudget('USD 5M-10M')).toMatchObject({ lo: 5_000_000, hi: 10_000_000 });
    expect(budgetLabel(parseBudget('under50k')!)).toBe('under $50,000');
    expect(budgetLabel(parseBudget('Over $1,000,000')!)).toBe('over $1M');
    // free text and other currencies
    expect(parseBudget('around 200k')!.hi).toBeGreaterThan(200_000);
    expect(parseBudget('AED 500,000')!.hi).toBeLessThan(200_000);
    expect(parseBudget('no idea yet')).toBeNull();
  });

  it('expansion timeline: 0-3 months = Immediate (0-3 months), … , 12+ months = Long-term (1-2 years)', () => {
    expect(parseTimeline('0-3 months')).toBe(0);
    expect(parseTimeline('Immediate (0-3 months)')).toBe(0);
    expect(parseTimeline('3-6 months')).toBe(1);
    expect(parseTimeline('Short-term (3-6)')).toBe(1);
    expect(parseTimeline('6-12 months')).toBe(2);
    expect(parseTimeline('Medium-term (6-12)')).toBe(2);
    expect(parseTimeline('12+ months')).toBe(3);
    expect(parseTimeline('Long-term (1-2 years)')).toBe(3);
    expect(parseTimeline('2025-2026')).toBe(2);
    expect(parseTimeline('ASAP')).toBe(0);
    expect(parseTimeline('within 9 months')).toBe(2);
    expect(parseTimeline('whenever')).toBe(-1);
  });

  it('involvement: hands-off = Hands-off, boardSeatPreferred = Board Seat, advisory ≈ Strategic Advisor, activeOperator ≈ Operational Support', () => {
    expect(parseInvolvement('hands-off')).toBe(parseInvolvement('Hands-off'));
    expect(parseInvolvement('boardSeatPreferred')).toBe(parseInvolvement('Board Seat'));
    expect(parseInvolvement('advisory')).toBe(parseInvolvement('Strategic Advisor'));
    expect(parseInvolvement('activeOperator')).toBe(parseInvolvement('Operational Support'));
    expect(parseInvolvement('Active Mentor')).toBeGreaterThan(parseInvolvement('advisory'));
    expect(parseInvolvement('Active Mentor')).toBeLessThan(parseInvolvement('Board Seat'));
    expect(parseInvolvement('???')).toBeNaN();
  });

  it('investor types: "Venture Capital (VC)" = "Venture Capital", "Private Equity (PE)" = "Private Equity"', () => {
    expect(parseInvestorType('Venture Capital (VC)')).toBe(bit(INV.vc));
    expect(parseInvestorType('Venture Capital')).toBe(bit(INV.vc));
    expect(parseInvestorType('Private Equity (PE)')).toBe(bit(INV.pe));
    expect(parseInvestorType('Private Equity')).toBe(bit(INV.pe));
    expect(parseInvestorType('Corporate Venture')).toBe(bit(INV.cvc));
    expect(parseInvestorType('Accelerator/Incubator')).toBe(bit(INV.accelerator));
    expect(parseInvestorType('Crowdfunding Platform')).toBe(bit(INV.crowd));
  });

  it('stages: both readings, comma lists, "Pre-seed" is not also "Seed", free text', () => {
    expect(parseStages('Pre-seed')).toBe(bit(0));
    expect(parseStages('Seed, Series A')).toBe(bit(1) | bit(2));
    expect(parseStages('Late-stage, Pre-IPO')).toBe(bit(7) | bit(9));
    expect(parseStages('Expansion, Bridge')).toBe(bit(6) | bit(8));
    expect(parseStages('early stage')).toBe(bit(0) | bit(1) | bit(2));
  });

  it('market types: B2B/B2C/Hybrid, "B2B / Hospitals", and the established/emerging/niche reading', () => {
    expect(parseMarket('B2B').mask).toBe(1);
    expect(parseMarket('Hybrid').mask).toBe(3);
    expect(parseMarket('B2B / Hospitals').mask).toBe(1);
    expect(parseMarket('B2G').mask).toBe(4);
    expect(parseMarket('established').maturity).toBe(1);
    expect(parseMarket('emerging').maturity).toBe(2);
    expect(parseMarket('niche').maturity).toBe(3);
  });

  it('partner types: both readings of preferredPartnerType, business types and service categories', () => {
    expect(parsePreferredType('Legal')).toBe(bit(PREF.legal));
    expect(parsePreferredType('Local Pharma Plants/Distributors') & bit(PREF.pharma)).toBeTruthy();
    expect(parsePreferredType('Reseller, Agent')).toBe(bit(PREF.reseller) | bit(PREF.agent));
    expect(parsePreferredType('Joint Venture')).toBe(bit(PREF.jv));
    expect(parsePreferredType('a law firm')).toBe(bit(PREF.legal));
    expect(parseBusinessType('IT Services')).toBe(bit(BIZ.it));
    expect(parseBusinessType('Sole Proprietorship')).toBe(bit(BIZ.sole));
    expect(parseBusinessType('Other ; Free zone company setup') & bit(BIZ.freezone)).toBeTruthy();
  });

  it('company sizes: both readings ("30-50" sits in 11-50) and free text', () => {
    expect(parseSize('1-10')).toBe(0);
    expect(parseSize('11-50')).toBe(1);
    expect(parseSize('30-50')).toBe(1);
    expect(parseSize('51-200 employees')).toBe(2);
    expect(parseSize('1000+')).toBe(5);
    expect(parseSize('about 40 people')).toBe(1);
    expect(parseSize('n/a')).toBe(-1);
  });

  it('capacity and tickets from free text and numbers', () => {
    expect(parseCapacity('Up to 10 new clients per month')).toBeGreaterThan(0.9);
    expect(parseCapacity('Limited capacity: waitlist of 6 weeks')).toBeLessThan(0.5);
    expect(parseCapacity('')).toBeNaN();
    expect(parseTicket(250_000, 2_000_000)).toMatchObject({ lo: 250_000, hi: 2_000_000 });
    expect(parseTicket(2_000_000, 250_000)).toMatchObject({ lo: 250_000, hi: 2_000_000 });
    expect(parseTicket(250, 500)).toMatchObject({ lo: 250_000, hi: 500_000 });
    expect(parseTicket('1,500,000', undefined)).toMatchObject({ lo: 1_500_000, hi: 15_000_000 });
    expect(parseTicket(null, 'abc')).toBeNull();
  });

  it('verification: approved/verified/active in any case; "not approved" is not approved', () => {
    for (const v of ['Approved', 'approved', ' VERIFIED ', 'Active']) expect(isApprovedStatus(v)).toBe(true);
    for (const v of ['Pending', 'not approved', '', null, 1, {}]) expect(isApprovedStatus(v)).toBe(false);
    expect(isRejectedStatus('Rejected')).toBe(true);
    expect(isRejectedStatus('Pending')).toBe(false);
  });
});

describe('industries', () => {
  it('reads both option lists, comma lists and free text', () => {
    expect(parseIndustries('Fintech & Financial Services').mask).toBe(bit(S.fintech));
    expect(parseIndustries('Fintech').mask).toBe(bit(S.fintech));
    expect(parseIndustries('Healthcare & Life Sciences, medtech, digital health').mask).toBe(bit(S.health));
    expect(parseIndustries('CleanTech & Renewable Energy').mask).toBe(bit(S.cleantech));
    expect(parseIndustries('Banking').mask).toBe(bit(S.banking));
    expect(parseIndustries('Sector agnostic').any).toBe(true);
    expect(parseIndustries('All industries').any).toBe(true);
    expect(parseIndustries('Hospitality & Tourism').mask).toBe(bit(S.hospitality));
    expect(parseIndustries('').mask).toBe(0);
  });

  it('affinity: symmetric, 1 on the diagonal, fintech near banking and professional services', () => {
    for (let i = 0; i < SECTORS.length; i++) {
      for (let j = 0; j < SECTORS.length; j++) expect(AFFINITY[i]![j]).toBe(AFFINITY[j]![i]);
      if (i !== S.other) expect(AFFINITY[i]![i]).toBe(1);
    }
    const fin = bit(S.fintech);
    expect(bestAffinity(fin, bit(S.banking))).toBeGreaterThanOrEqual(0.8);
    expect(bestAffinity(fin, bit(S.prof))).toBeGreaterThanOrEqual(0.5);
    expect(bestAffinity(fin, bit(S.food))).toBeLessThan(0.2);
  });
});

describe('places and languages', () => {
  it('reads emirates, free zones, countries and regions', () => {
    const difc = parseLocation('DIFC, Dubai');
    expect(difc.emirates).toBe(1);
    expect(difc.areas & bit(AREA.UAE)).toBeTruthy();
    expect(parseLocation('Stockholm, Sweden').areas & bit(AREA.NORDICS)).toBeTruthy();
    expect(parseLocation('Riyadh, Saudi Arabia').areas & bit(AREA.GCC)).toBeTruthy();
    expect(parseLocation('somewhere').known).toBe(0);
    expect(parseLocation('Latin America').areas & bit(AREA.NA)).toBe(0);
  });

  it('resolves Local/National/Regional against where the investor is', () => {
    const ad = parseLocation('Abu Dhabi');
    expect(focusFit(parseFocus('Regional', ad), UAE_LOC)).toBeGreaterThanOrEqual(0.9);
    expect(focusFit(parseFocus('Local', parseLocation('Stockholm, Sweden')), parseLocation('Gothenburg, Sweden'))).toBe(1);
    expect(focusFit(parseFocus('North America', ad), parseLocation('Oslo, Norway'))).toBeLessThan(0.5);
    expect(focusFit(parseFocus('Global', ad), parseLocation('Oslo'))).toBe(0.8);
  });

  it('language fit: home language best, Scandinavian neighbours close, English workable', () => {
    const swedish = parseLocation('Stockholm, Sweden').langs;
    expect(languageFit(swedish, parseLanguages('English, Swedish'))).toBe(1);
    expect(languageFit(swedish, parseLanguages('Norwegian'))).toBe(0.85);
    expect(languageFit(swedish, parseLanguages('English, Arabic'))).toBe(0.6);
    expect(languageFit(swedish, parseLanguages(''))).toBeNaN();
  });
});

describe('coercion of junk', () => {
  it('toText and toNumber never throw and cap huge strings', () => {
    expect(toText(42)).toBe('42');
    expect(toText(['B2B', 'B2C'])).toBe('B2B, B2C');
    expect(toText({ a: 1 })).toBe('');
    expect(toText(null)).toBe('');
    expect(toText(NaN)).toBe('');
    expect(toText('x'.repeat(100_000)).length).toBeLessThanOrEqual(6000);
    expect(toNumber('$1,500')).toBe(1500);
    expect(toNumber(undefined)).toBeNaN();
  });

  it('tokenizer folds plurals, synonyms and long words', () => {
    const a = tokenize('Resellers of SaaS; JV partner').terms;
    const b = tokenize('reselling software joint venture').terms;
    for (const t of ['resell', 'softwa', 'joint', 'ventur']) {
      expect(a).toContain(t);
      expect(b).toContain(t);
    }
    expect(tokenize('hospitality').terms).not.toEqual(tokenize('hospital').terms);
  });
});
