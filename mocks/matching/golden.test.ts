// Golden output of the engine: the full result of `rankCandidates` (ids, kinds, scores, reasons with
// factor, code, values, text and points, and their order) and of `sharedFactors`, hashed per group
// of scenarios and compared with golden.fixture.json. It pins the output while the engine is made
// faster: a speed-up must not change one character of any ranking.
//
// Groups: the seeded demo platform (every profile as subject against both other kinds, with the
// platform as corpus; every eighth also with feedback and a limit), the synthetic generator at several seeds (all
// three subject kinds; candidate arrays of each kind and mixed; limit; corpus; feedback), the judged
// set, and the fixed reason sample the README's table is made from. Some rankings are done on fresh
// profile objects (cold) and again on the same array (warm), which must give the same output; the
// rest reuse the group's arrays (their features and corpus cached).
//
// Regenerate only for an intended change of output:
//   GOLDEN_UPDATE=1 npx vitest run mocks/matching/golden.test.ts
// GOLDEN_DUMP=<dir> also writes each group's full output there, to diff against a known-good run.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../db/seed';
import { rankCandidates, sharedFactors, type MatchFeedback, type Party, type RankOptions } from './index';
import { JUDGED_SET } from './judged-set';
import { pair, readSample } from './reason-samples';
import { syntheticParties } from './synthetic';
import { PARTY_KINDS, type PartyKind } from './types';

const FIXTURE = join(__dirname, 'golden.fixture.json');
const COUNTERPARTS: Record<PartyKind, PartyKind[]> = { foreign: ['local', 'investor'], local: ['foreign', 'investor'], investor: ['foreign', 'local'] };
const OUTCOMES = ['approved', 'rejected', 'cancelled'] as const;

const fresh = (ps: readonly Party[]): Party[] => ps.map((p) => ({ kind: p.kind, profile: { ...p.profile } }) as Party);
const idOf = (p: Party) => (p.profile as { _id: string })._id;

/** One group's output as text, with a count of the matches in it. */
class Recorder {
  hash = createHash('sha256');
  parts: string[] | null = process.env.GOLDEN_DUMP ? [] : null;
  matches = 0;
  /** Rank `candidates`; with `cold`, first on fresh copies of every profile, which must agree. */
  rank(subject: Party, candidates: Party[], options?: RankOptions, cold = false): void {
    const out = rankCandidates(subject, candidates, options);
    const text = JSON.stringify(out);
    if (cold) expect(JSON.stringify(rankCandidates({ ...subject, profile: { ...subject.profile } } as Party, fresh(candidates), options))).toBe(text);
    this.push(text);
    this.matches += out.length;
  }
  add(label: string, value: unknown): void {
    this.push(`${label}:${JSON.stringify(value)}`);
  }
  private push(text: string): void {
    this.hash.update(text).update('\n');
    this.parts?.push(text);
  }
  digest(): { matches: number; sha256: string } {
    return { matches: this.matches, sha256: this.hash.digest('hex') };
  }
}

/** A fixed, deterministic feedback list over some pairs of `parties`, with the factors they share. */
function feedbackOver(parties: readonly Party[], every: number): MatchFeedback[] {
  const out: MatchFeedback[] = [];
  for (let i = 0; i < parties.length; i += every) {
    const a = parties[i]!;
    const b = parties[(i * 7 + 3) % parties.length]!;
    if (a.kind === b.kind) continue;
    out.push({ actorId: idOf(a), subjectId: idOf(a), candidateId: idOf(b), outcome: OUTCOMES[i % 3]!, factors: sharedFactors(a, b) });
  }
  return out;
}

function seededGroup(): Recorder {
  const rec = new Recorder();
  const seed = buildSeed();
  const byKind: Record<PartyKind, Party[]> = {
    foreign: seed.foreignProfiles.map((profile) => ({ kind: 'foreign', profile }) as Party),
    local: seed.localProfiles.map((profile) => ({ kind: 'local', profile }) as Party),
    investor: seed.investorProfiles.map((profile) => ({ kind: 'investor', profile }) as Party),
  };
  const corpus = PARTY_KINDS.flatMap((k) => byKind[k]);
  const feedback = feedbackOver(corpus, 5);
  rec.add('feedback', feedback);
  for (const kind of PARTY_KINDS) {
    byKind[kind].forEach((subject, i) => {
      for (const other of COUNTERPARTS[kind]) {
        rec.rank(subject, byKind[other], { corpus }, i < 1);
        if (i % 8 === 0) rec.rank(subject, byKind[other], { corpus, feedback, limit: 30 });
      }
    });
  }
  return rec;
}

function syntheticGroup(seed: number): Recorder {
  const rec = new Recorder();
  const pools: Record<PartyKind, Party[]> = {
    foreign: syntheticParties('foreign', 100, seed + 1),
    local: syntheticParties('local', 120, seed + 2),
    investor: syntheticParties('investor', 100, seed + 3),
  };
  const mixed = PARTY_KINDS.flatMap((k) => pools[k]);
  const feedback = feedbackOver(mixed, 11);
  rec.add('feedback', feedback);
  for (const kind of PARTY_KINDS) {
    for (const subject of syntheticParties(kind, 2, seed)) {
      for (const other of COUNTERPARTS[kind]) rec.rank(subject, pools[other], undefined, true);
      rec.rank(subject, mixed);
      rec.rank(subject, mixed, { limit: 20, corpus: mixed });
      // the subject's own feedback: it acts on the first pool profile of each counterpart kind
      const own = COUNTERPARTS[kind].map((k, i) => ({
        actorId: idOf(subject), subjectId: idOf(subject), candidateId: idOf(pools[k][i]!), outcome: OUTCOMES[i]!, factors: sharedFactors(subject, pools[k][i]!),
      }));
      rec.rank(subject, mixed, { feedback: [...feedback, ...own], corpus: mixed });
    }
  }
  const a = pools.foreign[0]!;
  rec.add('shared', [sharedFactors(a, pools.local[0]!), sharedFactors(pools.local[1]!, a), sharedFactors(pools.investor[2]!, pools.local[3]!)]);
  return rec;
}

function judgedGroup(): Recorder {
  const rec = new Recorder();
  for (const c of JUDGED_SET) {
    const cands = c.ranked.map((x) => x.party);
    rec.rank(c.subject, cands, undefined, true);
    rec.rank(c.subject, cands, { corpus: [c.subject, ...cands] }, true);
    rec.add('shared', cands.map((x) => sharedFactors(c.subject, x)));
  }
  return rec;
}

function sampleGroup(): Recorder {
  const rec = new Recorder();
  for (const s of fc.sample(pair, { seed: 20261125, numRuns: 800 })) {
    const { forward, back } = readSample(s);
    rec.add('forward', forward);
    rec.add('back', back.map(([, m]) => m ?? null));
    rec.matches += forward.length + back.length;
  }
  return rec;
}

const GROUPS: Record<string, () => Recorder> = {
  'seeded platform': seededGroup,
  'synthetic seed 1': () => syntheticGroup(1),
  'synthetic seed 42': () => syntheticGroup(42),
  'synthetic seed 20240611': () => syntheticGroup(20240611),
  'judged set': judgedGroup,
  'reason sample': sampleGroup,
};

type Golden = Record<string, { matches: number; sha256: string }>;

describe('golden output of rankCandidates and sharedFactors', () => {
  const update = process.env.GOLDEN_UPDATE === '1';
  const dump = process.env.GOLDEN_DUMP;
  const golden: Golden = update ? {} : (JSON.parse(readFileSync(FIXTURE, 'utf8')) as Golden);
  for (const [name, run] of Object.entries(GROUPS)) {
    it(`${name}: the same output as recorded`, () => {
      const rec = run();
      if (dump && rec.parts) {
        mkdirSync(dump, { recursive: true });
        writeFileSync(join(dump, `${name.replace(/\W+/g, '-')}.txt`), rec.parts.join('\n'));
      }
      const got = rec.digest();
      if (update) golden[name] = got;
      else expect(got, name).toEqual(golden[name]);
    }, 60_000);
  }
  if (update) it('writes the fixture', () => writeFileSync(FIXTURE, `${JSON.stringify(golden, null, 2)}\n`));
});
