import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PARTY_KINDS as KINDS } from './types';
import { BASE_SCORE, FACTORS, OTHER, RECIPROCITY, _setTextMemo, factorFields, rankCandidates, type Party, type RankedMatch } from './index';
import { FOREIGN_FIELDS, INVESTOR_FIELDS, LOCAL_FIELDS } from './features';
import { syntheticParties } from './synthetic';

type Kind = Party['kind'];
const FIELDS: Record<Kind, readonly string[]> = { foreign: FOREIGN_FIELDS, local: LOCAL_FIELDS, investor: INVESTOR_FIELDS };
const COUNTERPARTS: Record<Kind, Kind[]> = { foreign: ['local', 'investor'], local: ['foreign', 'investor'], investor: ['foreign', 'local'] };

/** A realistic party from the seeded generator, with some fields blanked. */
function party(kind: Kind, seed: number, blank: number, tag: string): Party {
  const p = syntheticParties(kind, 1, seed)[0]!;
  const profile: Record<string, unknown> = { ...(p.profile as unknown as Record<string, unknown>), _id: `${tag}-${seed}` };
  if (kind === 'local') profile.verificationStatus = 'Approved';
  if (kind === 'investor') profile.verificationStatus = 'Approved';
  const fields = FIELDS[kind].filter((f) => f !== '_id' && f !== 'verificationStatus');
  for (let i = 0; i < fields.length; i++) if (blank & (1 << i % 30) && (blank >> 30) % 3 === 0) delete profile[fields[i]!];
  return { kind, profile } as Party;
}

const pairKinds = fc.constantFrom(...KINDS).chain((s) => fc.tuple(fc.constant(s), fc.constantFrom(...COUNTERPARTS[s])));
const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

const scenario = fc.record({
  kinds: pairKinds,
  subject: seeds,
  subjectBlank: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  candidates: fc.array(fc.tuple(seeds, fc.integer({ min: 0, max: 2 ** 31 - 1 })), { minLength: 1, maxLength: 8 }),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** The candidate at `at`, ranked again with `fields` emptied by `empty` (set to '' or left out). */
function rescoreWithout(subject: Party, candidates: Party[], at: number, fields: readonly string[], empty: (profile: Record<string, unknown>, field: string) => unknown) {
  const candidate = candidates[at]!;
  const blanked = { ...(candidate.profile as unknown as Record<string, unknown>) };
  for (const f of fields) empty(blanked, f);
  const next = candidates.slice();
  next[at] = { kind: candidate.kind, profile: blanked } as Party;
  return rankCandidates(subject, next).find((x) => x.id === candidate.profile._id)!;
}

function build(s: Scenario): { subject: Party; candidates: Party[] } {
  const [sk, ck] = s.kinds;
  return {
    subject: party(sk, s.subject, s.subjectBlank, 'subj'),
    candidates: s.candidates.map(([seed, blank], i) => party(ck, seed, blank, `c${i}`)),
  };
}

function checkMatch(m: RankedMatch) {
  expect(Number.isInteger(m.score)).toBe(true);
  expect(m.score).toBeGreaterThanOrEqual(0);
  expect(m.score).toBeLessThanOrEqual(100);
  expect(m.reasons.length).toBeGreaterThanOrEqual(2);
  expect(m.reasons.length).toBeLessThanOrEqual(FACTORS.length + 2);
  expect(BASE_SCORE + m.reasons.reduce((sum, r) => sum + r.points, 0)).toBe(m.score);
  for (const r of m.reasons) {
    expect(Number.isInteger(r.points)).toBe(true);
    expect(typeof r.text).toBe('string');
    expect(r.text.length).toBeGreaterThan(0);
  }
  // strongest first (by |points|), the "other factors" fold last
  const listed = m.reasons.filter((r) => r.factor !== OTHER);
  for (let i = 1; i < listed.length; i++) expect(Math.abs(listed[i]!.points)).toBeLessThanOrEqual(Math.abs(listed[i - 1]!.points));
  const other = m.reasons.findIndex((r) => r.factor === OTHER);
  if (other >= 0) expect(other).toBe(m.reasons.length - 1);
}

const RUNS = { numRuns: 150 };

describe('matching engine properties', () => {
  it('scores are integers in 0–100, sorted best first, with at least 2 reasons that account for the score', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { subject, candidates } = build(s);
        const out = rankCandidates(subject, candidates);
        expect(out.length).toBe(candidates.length);
        for (let i = 0; i < out.length; i++) {
          checkMatch(out[i]!);
          if (i > 0) {
            const a = out[i - 1]!;
            const b = out[i]!;
            expect(a.score > b.score || (a.score === b.score && a.id <= b.id)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('is deterministic: same input twice, and any candidate order, give the same output', () => {
    fc.assert(
      fc.property(scenario, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 }), (s, keys) => {
        const { subject, candidates } = build(s);
        const first = rankCandidates(subject, candidates);
        const again = rankCandidates(build(s).subject, build(s).candidates);
        expect(again).toEqual(first);
        const shuffled = candidates.map((c, i) => [c, keys[i] ?? 0] as const).sort((a, b) => a[1] - b[1]).map(([c]) => c);
        expect(rankCandidates(subject, shuffled)).toEqual(first);
      }),
      RUNS,
    );
  });

  it('memoised reason texts are exactly the texts computed afresh', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { subject, candidates } = build(s);
        const withMemo = rankCandidates(subject, candidates);
        _setTextMemo(false);
        try {
          expect(rankCandidates(subject, candidates)).toEqual(withMemo);
        } finally {
          _setTextMemo(true);
        }
      }),
      RUNS,
    );
  });

  it('memoised reasons are right for mixed candidate kinds in one ranking', () => {
    const base = syntheticParties('foreign', 1, 3)[0]!;
    const subject = { kind: 'foreign', profile: { ...base.profile, marketType: 'B2B', budgetRange: '100k-250k' } } as Party;
    const pool = [...syntheticParties('local', 300, 8), ...syntheticParties('investor', 300, 9)];
    const withMemo = rankCandidates(subject, pool);
    _setTextMemo(false);
    try {
      expect(rankCandidates(subject, pool)).toEqual(withMemo);
    } finally {
      _setTextMemo(true);
    }
  });

  it('memoised reason texts equal fresh ones on a large synthetic pool too', () => {
    for (const [subjectKind, kind] of [['foreign', 'local'], ['investor', 'foreign'], ['local', 'investor']] as const) {
      const subject = syntheticParties(subjectKind, 1, 99)[0]!;
      const pool = syntheticParties(kind, 1500, 5);
      const withMemo = rankCandidates(subject, pool);
      _setTextMemo(false);
      try {
        expect(rankCandidates(subject, pool)).toEqual(withMemo);
      } finally {
        _setTextMemo(true);
      }
    }
  });

  it('a candidate with every field missing never outranks an exact fit', () => {
    fc.assert(
      fc.property(pairKinds, seeds, (kinds, seed) => {
        const [sk, ck] = kinds;
        const subject = party(sk, seed, 0, 'subj');
        const empty = { kind: ck, profile: { _id: 'a-empty', ...(ck === 'foreign' ? {} : { verificationStatus: 'Approved' }) } } as Party;
        const exact = exactFitFor(subject, ck);
        const out = rankCandidates(subject, [empty, exact]);
        const ids = out.map((m) => m.id);
        expect(ids.indexOf('z-exact')).toBeLessThan(ids.indexOf('a-empty'));
        expect(out[0]!.score).toBeGreaterThan(out[1]!.score);
      }),
      RUNS,
    );
  });

  it('blanking the field behind the strongest positive reason never raises the score', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { subject, candidates } = build(s);
        const out = rankCandidates(subject, candidates);
        for (const m of out) {
          const top = m.reasons.find((r) => r.points > 0 && r.factor !== OTHER && r.factor !== RECIPROCITY);
          if (!top) continue;
          const at = candidates.findIndex((c) => c.profile._id === m.id);
          const cand = candidates[at]!;
          const fields = factorFields(subject.kind, cand.kind, top.factor);
          expect(fields.length).toBeGreaterThan(0);
          const after = rescoreWithout(subject, candidates, at, fields, (profile, f) => (profile[f] = ''));
          expect(after.score).toBeLessThanOrEqual(m.score);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('blanking the fields behind any factor never raises the score (the stronger form of the above)', () => {
    fc.assert(
      fc.property(scenario, fc.constantFrom(...FACTORS), (s, factor) => {
        const { subject, candidates } = build(s);
        const out = rankCandidates(subject, candidates);
        for (const m of out) {
          const at = candidates.findIndex((c) => c.profile._id === m.id);
          const cand = candidates[at]!;
          const fields = factorFields(subject.kind, cand.kind, factor);
          if (!fields.length) continue;
          const after = rescoreWithout(subject, candidates, at, fields, (profile, f) => delete profile[f]);
          expect(after.score).toBeLessThanOrEqual(m.score);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never throws on junk profiles (fc.anything() in fields) and still returns valid matches', () => {
    const junkProfile = (kind: Kind) =>
      fc.record(
        Object.fromEntries(FIELDS[kind].map((f) => [f, fc.oneof(fc.anything(), fc.string({ maxLength: 3000 }), fc.constantFrom('Approved', 'B2B', 'under50k', 'Dubai'))])),
        { requiredKeys: [] },
      );
    const junkParty = fc.oneof(
      fc.constantFrom(...KINDS).chain((k) => junkProfile(k).map((profile) => ({ kind: k, profile }))),
      fc.anything(),
      fc.record({ kind: fc.constantFrom(...KINDS), profile: fc.anything() }),
    );
    fc.assert(
      fc.property(junkParty, fc.array(junkParty, { maxLength: 6 }), fc.anything(), (subject, candidates, feedback) => {
        const out = rankCandidates(subject as Party, candidates as Party[], { feedback: feedback as never });
        expect(Array.isArray(out)).toBe(true);
        for (const m of out) {
          checkMatch(m);
          expect(typeof m.id).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
    expect(() => rankCandidates(null as never, null as never, null as never)).not.toThrow();
    expect(rankCandidates({ kind: 'local', profile: { _id: 'x', industryFocus: 'x'.repeat(2_000_000) } } as never, [])).toEqual([]);
  });
});

// ---------------------------------------------------------------- exact fits

const PREF_TO_BIZ: Record<string, string> = {
  Consultant: 'Consultant', Legal: 'Legal', Financial: 'Banking', Distributor: 'Distributor', Recruitment: 'Recruitment', Marketing: 'Marketing',
  Logistics: 'Logistics', Agent: 'Distributor', Reseller: 'Distributor', 'Strategic Partner': 'Consultant', 'Joint Venture': 'Distributor',
  'Licensing Partner': 'Legal', Franchisee: 'Distributor', 'Local Pharma Plants/Distributors': 'Distributor', Other: 'Consultant',
};
const BIZ_TO_PREF: Record<string, string> = {
  Consultant: 'Consultant', Legal: 'Legal', Banking: 'Financial', Logistics: 'Logistics', Distributor: 'Distributor', Marketing: 'Marketing',
  Recruitment: 'Recruitment', 'IT Services': 'Reseller', 'Real Estate': 'Other', Other: 'Other', 'Sole Proprietorship': 'Consultant',
};

function exactFitFor(subject: Party, kind: Kind): Party {
  const s = subject.profile as unknown as Record<string, string | number | undefined>;
  if (subject.kind === 'foreign' && kind === 'local') {
    return { kind, profile: {
      _id: 'z-exact', ID: 'u', companyName: 'Exact', verificationStatus: 'Approved', businessType: PREF_TO_BIZ[String(s.preferredPartnerType)] ?? 'Consultant',
      industryFocus: s.industry, preferredClientIndustries: s.industry, supportedMarketTypes: 'Hybrid', pricingModel: 'Fixed, Performance-based',
      serviceCapacity: 'Available immediately', registeredRegion: 'Dubai', languagesSupported: 'English, Arabic, Swedish, Norwegian, Danish, Finnish, German, Dutch, Estonian, Icelandic',
      collaborationPreferences: 'Long-term partnership, Joint Venture, Distribution & Retail Chains', detailedServiceDescription: String(s.expansionGoal ?? ''),
    } } as Party;
  }
  if (subject.kind === 'foreign' && kind === 'investor') {
    return { kind, profile: {
      _id: 'z-exact', ID: 'u', legalName: 'Exact', verificationStatus: 'Approved', investorType: 'Family Office', registeredRegion: 'Dubai',
      ticketSizeMinUSD: 10_000, ticketSizeMaxUSD: 50_000_000, targetStages: 'All stages', targetIndustries: s.industry, geographyFocus: 'Global',
      marketTypePreference: 'Hybrid', involvementLevel: 'Strategic Advisor', exitHorizonYears: 5, matchScoreCriteria: String(s.expansionGoal ?? ''),
    } } as Party;
  }
  if (subject.kind === 'local' && kind === 'foreign') {
    return { kind, profile: {
      _id: 'z-exact', ID: 'u', companyName: 'Exact', status: 'Active', industry: s.industryFocus, companySize: '51-200', operatingRegion: 'Stockholm, Sweden',
      expansionGoal: String(s.detailedServiceDescription ?? ''), expansionTimeline: '12+ months', marketType: 'Hybrid',
      preferredPartnerType: BIZ_TO_PREF[String(s.businessType)] ?? 'Other', budgetRange: '$500,000-$1,000,000',
    } } as Party;
  }
  if (subject.kind === 'local' && kind === 'investor') {
    return { kind, profile: {
      _id: 'z-exact', ID: 'u', legalName: 'Exact', verificationStatus: 'Approved', investorType: 'Family Office', registeredRegion: 'Dubai',
      ticketSizeMinUSD: 100_000, ticketSizeMaxUSD: 5_000_000, targetStages: 'All stages', targetIndustries: s.industryFocus, geographyFocus: 'Middle East',
      marketTypePreference: 'Hybrid', involvementLevel: 'Strategic Advisor', exitHorizonYears: 5, matchScoreCriteria: String(s.detailedServiceDescription ?? ''),
    } } as Party;
  }
  if (subject.kind === 'investor' && kind === 'foreign') {
    return { kind, profile: {
      _id: 'z-exact', ID: 'u', companyName: 'Exact', status: 'Active', industry: String(s.targetIndustries ?? '').split(',')[0], companySize: '51-200',
      operatingRegion: 'Dubai', expansionGoal: String(s.matchScoreCriteria ?? ''), expansionTimeline: '6-12 months', marketType: 'Hybrid',
      preferredPartnerType: 'Financial', budgetRange: `$${s.ticketSizeMinUSD}-$${s.ticketSizeMaxUSD}`,
    } } as Party;
  }
  return { kind, profile: {
    _id: 'z-exact', ID: 'u', companyName: 'Exact', verificationStatus: 'Approved', businessType: 'Consultant',
    industryFocus: String(s.targetIndustries ?? '').split(',')[0], preferredClientIndustries: s.targetIndustries, companySize: '51-200',
    registeredRegion: 'Dubai', supportedMarketTypes: 'Hybrid', collaborationPreferences: 'Long-term partnership',
    detailedServiceDescription: String(s.matchScoreCriteria ?? ''),
  } } as Party;
}
