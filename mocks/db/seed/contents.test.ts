import { describe, it, expect } from 'vitest';
import {
  ALL_OPTION_VALUES,
  BUDGETS_1,
  BUDGETS_2,
  INVESTOR_TYPES_1,
  INVESTOR_TYPES_2,
  INVOLVEMENT_LEVELS_1,
  INVOLVEMENT_LEVELS_2,
  TIMELINES_1,
  TIMELINES_2,
} from './options';
import { allProfiles, seed, userById } from './testing';

/* The seed's contents: option lists in both readings, texts and logos, contract work (index.test.ts: its shape and accounts). */

describe('option lists', () => {
  const has = (values: readonly unknown[], list: readonly unknown[]) => values.some((v) => list.includes(v));

  it('use both readings of the lists that have two', () => {
    const budgets = seed.foreignProfiles.map((p) => p.budgetRange);
    expect(has(budgets, BUDGETS_1)).toBe(true);
    expect(has(budgets, BUDGETS_2)).toBe(true);
    expect(budgets).toContain('under50k');
    expect(budgets).toContain('Under $50,000');
    const timelines = seed.foreignProfiles.map((p) => p.expansionTimeline);
    expect(has(timelines, TIMELINES_1) && has(timelines, TIMELINES_2)).toBe(true);
    const types = seed.investorProfiles.map((p) => p.investorType);
    expect(has(types, INVESTOR_TYPES_1.filter((t) => !INVESTOR_TYPES_2.includes(t)))).toBe(true);
    expect(has(types, INVESTOR_TYPES_2.filter((t) => !INVESTOR_TYPES_1.includes(t)))).toBe(true);
    const involvement = seed.investorProfiles.map((p) => p.involvementLevel);
    expect(has(involvement, INVOLVEMENT_LEVELS_1) && has(involvement, INVOLVEMENT_LEVELS_2)).toBe(true);
    expect(seed.localProfiles.map((p) => p.companySize)).toContain('30-50');
    const stages = seed.investorProfiles.flatMap((p) => (p.targetStages ?? '').split(', '));
    expect(stages.some((s) => s === 'Expansion' || s === 'Bridge')).toBe(true); // reading one only
    expect(stages).toContain('Pre-IPO'); // reading two only
    const partnerTypes = seed.foreignProfiles.map((p) => p.preferredPartnerType);
    expect(partnerTypes.some((t) => ['Consultant', 'Legal', 'Financial', 'Marketing', 'Logistics', 'Recruitment'].includes(t ?? ''))).toBe(true);
    expect(partnerTypes.some((t) => ['Agent', 'Reseller', 'Strategic Partner', 'Joint Venture', 'Licensing Partner', 'Franchisee'].includes(t ?? ''))).toBe(true);
    const markets = seed.foreignProfiles.map((p) => p.marketType);
    expect(markets.some((m) => ['established', 'emerging', 'niche'].includes(m ?? ''))).toBe(true);
    expect(markets.some((m) => ['B2B', 'B2C', 'Hybrid', 'B2B / Hospitals'].includes(m ?? ''))).toBe(true);
  });

  it('keep a few legacy values outside the lists for the "Current value" option', () => {
    const outside = (values: (string | undefined)[], list: readonly string[]) => values.filter((v) => v !== undefined && !list.includes(v));
    const localLegacy = [
      ...outside(seed.localProfiles.map((p) => p.pricingModel), ALL_OPTION_VALUES.pricingModel),
      ...outside(seed.localProfiles.map((p) => p.collaborationPreferences), ALL_OPTION_VALUES.collaborationPreferences),
      ...outside(seed.localProfiles.map((p) => p.businessType), ALL_OPTION_VALUES.businessType),
      ...outside(seed.localProfiles.map((p) => p.companySize), ALL_OPTION_VALUES.companySize),
    ];
    const foreignLegacy = [
      ...outside(seed.foreignProfiles.map((p) => p.budgetRange), ALL_OPTION_VALUES.budgetRange),
      ...outside(seed.foreignProfiles.map((p) => p.expansionTimeline), ALL_OPTION_VALUES.expansionTimeline),
      ...outside(seed.foreignProfiles.map((p) => p.preferredPartnerType), ALL_OPTION_VALUES.preferredPartnerType),
      ...outside(seed.foreignProfiles.map((p) => p.marketType), ALL_OPTION_VALUES.marketType),
    ];
    const investorLegacy = [
      ...outside(seed.investorProfiles.map((p) => p.geographyFocus), ALL_OPTION_VALUES.geographyFocus),
      ...outside(seed.investorProfiles.map((p) => p.investorType), ALL_OPTION_VALUES.investorType),
      ...outside(seed.investorProfiles.map((p) => p.involvementLevel), ALL_OPTION_VALUES.involvementLevel),
    ];
    for (const legacy of [localLegacy, foreignLegacy, investorLegacy]) {
      expect(legacy.length).toBeGreaterThanOrEqual(1);
      expect(legacy.length).toBeLessThanOrEqual(3);
    }
  });
});

describe('texts and logos', () => {
  it('leave no template placeholder unfilled', () => {
    const strings = JSON.stringify(seed).match(/\{[a-z]+\}/g);
    expect(strings).toBeNull();
  });

  it('give most but not all local and foreign profiles a small SVG logo', () => {
    const profiles = [...seed.localProfiles, ...seed.foreignProfiles];
    const withLogo = profiles.filter((p) => p.businessLogo);
    expect(withLogo.length).toBeGreaterThan(profiles.length * 0.7);
    expect(withLogo.length).toBeLessThan(profiles.length);
    for (const p of withLogo) {
      expect(p.businessLogo?.startsWith('data:image/svg+xml;base64,')).toBe(true);
      expect(new TextEncoder().encode(p.businessLogo).length).toBeLessThan(600);
    }
  });
});

describe('contract work', () => {
  it('has comments only by the sides that may comment (foreign businesses and investors, never a local partner)', () => {
    const ownerOf = new Map(allProfiles.map(({ kind, p }) => [p._id, { kind, user: userById.get(p.ID) }]));
    const contractById = new Map(seed.contracts.map((c) => [c._id, c]));
    expect(seed.comments.length).toBeGreaterThan(20);
    for (const comment of seed.comments) {
      const contract = contractById.get(comment.contractId)!;
      const sides = [ownerOf.get(contract.senderProfileId), ownerOf.get(contract.recipientProfileId)];
      const writer = comment.authorUserId ? sides.find((s) => s?.user?.id === comment.authorUserId) : sides.find((s) => s?.kind !== 'local');
      expect(writer, comment._id).toBeDefined();
      expect(writer!.kind, `${comment._id} by ${comment.author}`).not.toBe('local');
      if (comment.authorUserId) expect(['foreign', 'investor']).toContain(userById.get(comment.authorUserId)?.category);
    }
  });
});
