// Generated pairs of profiles for the reason catalogue's property test and its README table: every
// field drawn from its option list (codes and labels), free text, odd values, or left out.

import fc from 'fast-check';
import { PARTY_KINDS } from './types';
import { OPTIONS } from './synthetic';
import { _explainEveryFactor, _observeReasons, _setTextMemo, rankCandidates, type MatchFeedback, type Observation, type Party, type RankedMatch } from './index';

type Kind = Party['kind'];
export const KINDS: readonly Kind[] = PARTY_KINDS;
const COUNTERPARTS: Record<Kind, Kind[]> = { foreign: ['local', 'investor'], local: ['foreign', 'investor'], investor: ['foreign', 'local'] };

const O = OPTIONS;
const TEXT = [
  'Company formation, free zone licensing and corporate banking for Nordic fintech scale-ups entering Dubai',
  'Cold chain logistics and retail distribution for food brands across the GCC',
  'We back SaaS and healthcare companies expanding into the Gulf; DIFC regulatory licensing experience a plus',
  'Executive search and employment visas for European SMEs',
];
/** A field: one of the values (option codes and labels, free text), or left out. */
const field = <T,>(xs: readonly T[]) => fc.option(fc.constantFrom(...xs), { nil: undefined, freq: 3 });
const some = <T,>(xs: readonly T[]) => fc.option(fc.subarray([...xs], { minLength: 1, maxLength: 3 }).map((v) => v.join(', ')), { nil: undefined, freq: 3 });

const ARB: Record<Kind, fc.Arbitrary<Record<string, unknown>>> = {
  foreign: fc.record({
    industry: field([...O.INDUSTRIES, 'Fintech', 'MedTech', 'Logistics', 'Whatever we do']),
    companySize: field([...O.SIZES, 'about 40 people']),
    operatingRegion: field([...O.HOMES, 'Riga, Latvia', 'Vilnius, Lithuania', 'London, UK', 'Global', 'Dubai, UAE', 'Somewhere']),
    expansionGoal: field([...O.GOALS, ...TEXT, 'Market Entry in DIFC, Dubai through payments licensing']),
    expansionTimeline: field(O.TIMELINES),
    marketType: field(O.F_MARKETS),
    preferredPartnerType: field(O.PREFS),
    budgetRange: field([...O.BUDGETS, 'AED 500,000', 'around €200k', 'USD 1M-20M', 'none yet']),
  }),
  local: fc.record({
    businessType: field(O.BIZ),
    industryFocus: field([...O.INDUSTRIES, 'Any industry', 'Banking', 'Logistics']),
    companySize: field(O.SIZES),
    registeredRegion: field([...O.UAE, 'Riyadh, Saudi Arabia', 'Stockholm, Sweden', 'London, UK', 'Nowhere']),
    serviceCategory: field(['company formation', 'corporate banking', 'retail distribution', 'PRO services']),
    detailedServiceDescription: field(TEXT),
    supportedMarketTypes: field(O.MARKETS),
    languagesSupported: some([...O.LANGS, 'Latvian']),
    preferredClientIndustries: fc.oneof(some(O.INDUSTRIES), fc.constant('All industries')),
    serviceCapacity: field(O.CAPACITY),
    pricingModel: field(O.PRICING),
    collaborationPreferences: field(O.COLLAB),
    matchScoreCriteria: field(TEXT),
  }),
  investor: fc.record({
    investorType: field(O.INV_TYPES),
    registeredRegion: field([...O.INV_HOMES, 'New York, USA', 'Nowhere']),
    ticketSizeMinUSD: field([25_000, 100_000, 250_000, 1_000_000, 5_000_000]),
    ticketSizeMaxUSD: field([150_000, 250_000, 2_000_000, 5_000_000, 50_000_000]),
    targetStages: some(O.STAGES),
    targetIndustries: fc.oneof(some([...O.INDUSTRIES, 'Banking']), fc.constant('All industries')),
    geographyFocus: field([...O.GEO, 'GCC', 'Nordics', 'UAE']),
    marketTypePreference: field(O.INV_MARKETS),
    involvementLevel: field(O.INVOLVEMENT),
    exitHorizonYears: field([1, 3, 5, 7, 10]),
    matchScoreCriteria: field(TEXT),
  }),
};

/** A party of a kind from generated fields (a field left out is not on the profile at all). */
const partyOf = (kind: Kind, tag: string) =>
  ARB[kind].map((fields) => {
    const profile: Record<string, unknown> = { _id: tag, ID: `u-${tag}`, status: 'Active', verificationStatus: 'Approved' };
    profile[kind === 'investor' ? 'legalName' : 'companyName'] = `Company ${tag}`;
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) profile[k] = v;
    return { kind, profile } as Party;
  });

export const pair = fc
  .constantFrom(...KINDS)
  .chain((s) => fc.tuple(fc.constant(s), fc.constantFrom(...COUNTERPARTS[s])))
  .chain(([sk, ck]) =>
    fc.record({
      subject: partyOf(sk, 's'),
      cands: fc.array(fc.integer(), { minLength: 1, maxLength: 5 }).chain((xs) => fc.tuple(...xs.map((_, i) => partyOf(ck, `c${i}`)))),
      feedback: fc.boolean(),
    }),
  );


export type Sample = { subject: Party; cands: Party[]; feedback: boolean };

const id = (p: Party) => (p.profile as { _id: string })._id;

/** Both readings of a sample: the subject's ranking of the candidates, and each candidate's of the subject. */
export function readSample({ subject, cands, feedback }: Sample): { forward: RankedMatch[]; back: Array<[Party, RankedMatch | undefined]> } {
  const corpus = [subject, ...cands];
  // feedback: the subject rejected the first candidate and approved the last
  const fb: MatchFeedback[] =
    feedback && cands.length > 1
      ? [
          { actorId: id(subject), subjectId: id(subject), candidateId: id(cands[0]!), outcome: 'rejected', factors: ['industry', 'geography'] },
          { actorId: id(subject), subjectId: id(subject), candidateId: id(cands[cands.length - 1]!), outcome: 'approved', factors: ['text', 'marketType'] },
        ]
      : [];
  const forward = rankCandidates(subject, cands, { corpus, feedback: fb });
  const back = cands.map((c) => [c, rankCandidates(c, [subject], { corpus, feedback: fb })[0]] as [Party, RankedMatch | undefined]);
  return { forward, back };
}

export { id as partyId };

const P = (kind: Kind, fields: Record<string, unknown>): Party => ({ kind, profile: { status: 'Active', verificationStatus: 'Approved', ...fields } }) as unknown as Party;

/** Hand-made pairs for kinds that random profiles reach only rarely. */
export const WITNESSES: Sample[] = [
  {
    subject: P('foreign', { _id: 'w-f1', companyName: 'Small Fintech', industry: 'Fintech', budgetRange: 'under50k', operatingRegion: 'Stockholm, Sweden' }),
    cands: [P('local', { _id: 'w-l1', companyName: 'Retainer Law', pricingModel: 'Retainer', industryFocus: 'Fintech' })],
    feedback: false,
  },
];

/** The fixed sample the catalogue's coverage check and README table are made from. */
export const SAMPLE_SEED = 20261125;
export const SAMPLE_RUNS = 800;

/**
 * Every claim judged while reading the fixed sample and the witnesses from both sides, every factor
 * included (not only the reasons listed): by code, in the order first seen.
 */
export function judgeSample(): Map<string, Observation[]> {
  const seen = new Map<string, Observation[]>();
  _observeReasons((o) => {
    const list = seen.get(o.code);
    if (list) {
      if (list.length < 50) list.push(o);
    } else seen.set(o.code, [o]);
  });
  _explainEveryFactor(true);
  _setTextMemo(false); // every reason made afresh, so every claim is seen whatever ran before
  try {
    for (const s of fc.sample(pair, { seed: SAMPLE_SEED, numRuns: SAMPLE_RUNS })) readSample(s);
    for (const w of WITNESSES) readSample(w);
  } finally {
    _observeReasons(null);
    _explainEveryFactor(false);
    _setTextMemo(true);
  }
  return seen;
}

const PAIRS: Record<string, string> = {
  'business-partner': 'Foreign business (A) and local partner (B)',
  'business-investor': 'Foreign business (A) and investor (B)',
  'partner-investor': 'Local partner (A) and investor (B)',
  match: 'Any pair (A: the reader, B: the match)',
};
const SIGNS: Record<string, string> = { '+': 'adds', '−': 'costs', '±': 'either' };

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * The README's table of reason kinds, from the catalogue itself: each kind's code, factor, the way
 * its points may go, its condition, and an example the engine wrote for the fixed sample.
 */
export function reasonKindsTable(kinds: ReadonlyArray<{ code: string; factor: string; sign: string; condition: string }>): string {
  const seen = judgeSample();
  const out: string[] = [];
  let group = '';
  for (const k of kinds) {
    if (k.code === 'match.factor.fallback') continue;
    const prefix = k.code.slice(0, k.code.indexOf('.'));
    if (prefix !== group) {
      group = prefix;
      out.push('', `**${PAIRS[prefix] ?? prefix}**`, '', '| Kind | Factor | Points | Shown when | Example |', '|---|---|---|---|---|');
    }
    const os = (seen.get(k.code) ?? []).filter((o) => o.text !== null);
    const ex = os.find((o) => o.points !== 0) ?? os[0];
    const example = ex ? `“${ex.text}” ${signed(ex.points)}` : '—';
    out.push(`| \`${k.code.slice(prefix.length + 1)}\` | ${k.factor} | ${SIGNS[k.sign]} | ${cell(k.condition)} | ${cell(example)} |`);
  }
  return out.join('\n').trim();
}

export const TABLE_START = '<!-- reason-kinds:start (npm run docs:reasons writes this table) -->';
export const TABLE_END = '<!-- reason-kinds:end -->';
