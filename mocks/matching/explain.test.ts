import { describe, it, expect } from 'vitest';
import { BASE_SCORE, OTHER, rankCandidates } from './index';
import { MAX_FOLDED } from './explain';
import { JUDGED_SET } from './judged-set';
import { newSelection, otherText, selectReasons } from './explain';
import { FACTORS } from './types';

describe('reasons account for the score', () => {
  it('for every match of the judged set: at least 2 reasons, strongest first, BASE_SCORE + Σ points === score, a small catch-all', () => {
    let matches = 0;
    for (const c of JUDGED_SET) {
      const out = rankCandidates(c.subject, c.ranked.map((x) => x.party));
      expect(out.length, c.title).toBe(c.ranked.length);
      for (const m of out) {
        matches++;
        expect(m.reasons.length, `${c.title} / ${m.id}`).toBeGreaterThanOrEqual(2);
        expect(m.reasons.length).toBeLessThanOrEqual(FACTORS.length + 2);
        const other = m.reasons.find((r) => r.factor === OTHER);
        if (other) {
          expect(Math.abs(other.points)).toBeLessThanOrEqual(MAX_FOLDED);
          expect(other.text).not.toMatch(/rounding/);
        }
        expect(BASE_SCORE + m.reasons.reduce((s, r) => s + r.points, 0), `${c.title} / ${m.id}`).toBe(m.score);
        const listed = m.reasons.filter((r) => r.factor !== OTHER);
        for (let i = 1; i < listed.length; i++) expect(Math.abs(listed[i]!.points)).toBeLessThanOrEqual(Math.abs(listed[i - 1]!.points));
        for (const r of m.reasons) {
          expect(r.text).toMatch(/^[A-Z“]/);
          expect(r.text).not.toMatch(/undefined|NaN|\[object/);
        }
        const factors = m.reasons.map((r) => r.factor);
        expect(new Set(factors).size).toBe(factors.length);
      }
    }
    expect(matches).toBeGreaterThan(200);
  });
});

describe('selectReasons', () => {
  const pts = (entries: Record<string, number>) => {
    const a = new Float64Array(FACTORS.length).fill(NaN);
    for (const [f, v] of Object.entries(entries)) a[FACTORS.indexOf(f as never)] = v;
    return a;
  };

  it('apportions whole points by largest remainder, lists four and folds at most three points, named', () => {
    const p = pts({ industry: 10.4, partnerType: -6.6, budget: 3.2, text: 2.5, language: 1.4, timeline: 0.3 });
    const score = Math.round(50 + 10.4 - 6.6 + 3.2 + 2.5 + 1.4 + 0.3 - 0.4);
    const s = selectReasons(p, -0.4, score, newSelection());
    expect(s.count).toBe(4);
    expect(Array.from(s.index.slice(0, 4)).map((k) => FACTORS[k])).toEqual(['industry', 'partnerType', 'budget', 'text']);
    // floors 10, −7, 3, 2, 1, 0 and −1 (reciprocity); three points to give: reciprocity (.6),
    // text (.5), then industry (.4, the largest of the ties)
    expect(Array.from(s.points.slice(0, 4))).toEqual([11, -7, 3, 3]);
    expect(s.other).toBe(1);
    expect(s.folded).toBe(1 << FACTORS.indexOf('language'));
    expect(otherText(s.folded)).toBe('Smaller factors combined (language)');
    expect(50 + 11 - 7 + 3 + 3 + s.other).toBe(score);
  });

  it('lists more than four reasons while the rest would carry more than three points', () => {
    const p = pts({ industry: 9, partnerType: 8, budget: 7, text: 6, language: 2, timeline: 2, geography: 1 });
    const s = selectReasons(p, 0, 85, newSelection());
    expect(s.count).toBe(5);
    expect(Array.from(s.points.slice(0, 5))).toEqual([9, 8, 7, 6, 2]);
    expect(s.other).toBe(3);
    expect(otherText(s.folded)).toBe('Smaller factors combined (timeline and location)');
  });

  it('pads to two reasons when almost nothing moves the score', () => {
    const p = pts({ industry: 0.2, budget: 0.1, text: -0.1 });
    const s = selectReasons(p, 0, 50, newSelection());
    expect(s.count).toBe(2);
    expect(s.other).toBe(0);
  });
});
