// Every reason is a checked fact: for pairs generated across every option list (both readings of each
// option: its code and its label, plus free text and blanks) and read from both sides, every reason
// of every kind satisfies its predicate, writes out the values it was judged on, has points of the
// sign its kind allows, and the reasons add up to the score with a catch-all of at most 3 points;
// the pair's base score is the same from both sides.

import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BASE_SCORE, FEEDBACK, OTHER, REASON_KINDS, _explainEveryFactor, _observeReasons, _rejected, _setTextMemo, rankCandidates, type Observation, type Party, type RankedMatch } from './index';
import { syntheticParties } from './synthetic';
import { readFileSync } from 'node:fs';
import { TABLE_END, TABLE_START, WITNESSES, judgeSample, pair, partyId, reasonKindsTable, readSample, type Sample } from './reason-samples';
import { signAllows, templateValues, valueText, type Value, type Values } from './reasons';
import { MAX_FOLDED } from './explain';
import { cap } from './factors/words';

const BY_CODE = new Map(REASON_KINDS.map((k) => [k.code, k]));

function values(v: Value): string[] {
  return Array.isArray(v) ? [...v] : [valueText(v)];
}

/** A value changed so it no longer names what the predicate checked. */
function tampered(v: Value): Value {
  if (typeof v === 'number') return v + 1;
  if (typeof v === 'string') return `${v}x`;
  return v.length ? [...v.slice(0, -1), `${v[v.length - 1]}x`] : ['x'];
}

let observations: Observation[] = [];

afterEach(() => {
  _observeReasons(null);
  _explainEveryFactor(false);
  _setTextMemo(true);
});

function checkReason(m: RankedMatch, r: RankedMatch['reasons'][number]) {
  const kind = BY_CODE.get(r.code);
  expect(kind, r.code).toBeDefined();
  if (r.code === 'match.factor.fallback') return; // reported with the claim it stood in for, below
  expect(kind!.factor === r.factor, `${r.code} explains ${kind!.factor}, not ${r.factor}`).toBe(true);
  // every value its template names is written out, exactly as computed
  for (const name of templateValues(kind!)) {
    const v = r.values[name];
    if (v === undefined || (Array.isArray(v) && v.length === 0)) continue; // an optional part left out
    for (const s of values(v)) expect(r.text.includes(s) || r.text.includes(cap(s)), `${r.code} should show ${name}=${s}: ${r.text}`).toBe(true);
  }
  expect(r.text).not.toMatch(/[{}[\]]|undefined|NaN/);
  expect(signAllows(kind!.sign, r.points), `${r.code} (${kind!.sign}) with ${r.points} points: ${r.text} (score ${m.score})`).toBe(true);
}

function checkMatch(m: RankedMatch) {
  expect(BASE_SCORE + m.reasons.reduce((s, r) => s + r.points, 0)).toBe(m.score);
  for (const r of m.reasons) checkReason(m, r);
  const other = m.reasons.filter((r) => r.factor === OTHER);
  expect(other.length).toBeLessThanOrEqual(1);
  for (const r of other) expect(Math.abs(r.points)).toBeLessThanOrEqual(MAX_FOLDED);
}

/** Both readings of a sample: every reason checked, and the base score the same from both sides. */
function checkSample(sample: Sample) {
  const { forward, back } = readSample(sample);
  for (const m of forward) checkMatch(m);
  for (const [c, m] of back) {
    expect(m).toBeDefined();
    checkMatch(m!);
    const there = forward.find((f) => f.id === partyId(c));
    if (!there) continue; // the subject rejected this one: not suggested to it again
    expect(baseScore(m!), `base score of ${partyId(sample.subject)} and ${partyId(c)}`).toBe(baseScore(there));
  }
}

const baseScore = (m: RankedMatch) => m.score - (m.reasons.find((r) => r.factor === FEEDBACK)?.points ?? 0);

describe('every reason is a checked fact', () => {
  it('holds for generated pairs of every kind, read from both sides', () => {
    _rejected.length = 0;
    observations = [];
    _observeReasons((o) => observations.push(o));
    _explainEveryFactor(true);
    fc.assert(
      fc.property(pair, (sample) => checkSample(sample)),
      { numRuns: 600 },
    );
    // and the hand-made pairs that show the rarest kinds
    for (const w of WITNESSES) checkSample(w);
    // no claim failed its predicate or sign (each kind once, with an example)
    const failed = new Map(_rejected.map((r) => [r.code, r]));
    expect([...failed.values()]).toEqual([]);
    // the predicates judged exactly these facts, and each value they read makes them fail when wrong
    for (const o of observations) {
      const kind = BY_CODE.get(o.code)!;
      expect(kind.holds(o.facts as never, o.values), o.code).toBe(true);
      for (const name of Object.keys(o.values)) {
        if (name === 'noun') continue; // wording only ("business", "firm"), not a claim
        const wrong: Values = { ...o.values, [name]: tampered(o.values[name]!) };
        expect(kind.holds(o.facts as never, wrong), `${o.code} accepts a wrong ${name}`).toBe(false);
      }
    }
  }, 60_000); // thousands of generated pairs: about 5 s alone, and two or three times that beside the other test files on two cores

  it('memoised and fresh reasons are the same facts', () => {
    const subject = syntheticParties('foreign', 1, 11)[0]!;
    const pool = [...syntheticParties('local', 150, 5), ...syntheticParties('investor', 150, 6)].map((p) => ({ ...p, profile: { ...p.profile, verificationStatus: 'Approved' } }) as Party);
    const withMemo = rankCandidates(subject, pool);
    _setTextMemo(false);
    expect(rankCandidates(subject, pool)).toEqual(withMemo);
    for (const m of withMemo) checkMatch(m);
  });

  it('every kind in the catalogue is judged on the fixed sample, and holds there', () => {
    const seen = judgeSample();
    const never = REASON_KINDS.filter((k) => !seen.has(k.code) && k.code !== 'match.factor.fallback').map((k) => k.code);
    expect(never).toEqual([]);
    for (const [code, os] of seen) for (const o of os) expect(o.text, `${code} ${JSON.stringify(o.values)}`).not.toBeNull();
  });
});

describe("the README's table of reason kinds", () => {
  it('is what the catalogue gives (npm run docs:reasons)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf(TABLE_START);
    const end = readme.indexOf(TABLE_END);
    expect(start).toBeGreaterThan(0);
    expect(readme.slice(start + TABLE_START.length, end).trim()).toBe(reasonKindsTable(REASON_KINDS));
  });
});
