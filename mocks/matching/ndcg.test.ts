import { describe, it, expect } from 'vitest';
import { rankCandidates } from './index';
import { JUDGED_SET } from './judged-set';
import { expectedRandomNdcg, industryOnlyOrder, scoreSet } from './ndcg';

/** NDCG@5 of the engine before its explanations were made checked facts (issue 23): never go below it. */
const BEFORE_CHECKED_REASONS = 0.957;

describe('ranking quality on the judged set (NDCG@5)', () => {
  it('has at least 30 subjects of every kind, 5–8 judged candidates each, with reasons', () => {
    expect(JUDGED_SET.length).toBeGreaterThanOrEqual(30);
    const kinds = new Set(JUDGED_SET.map((c) => c.subject.kind));
    expect([...kinds].sort()).toEqual(['foreign', 'investor', 'local']);
    for (const c of JUDGED_SET) {
      expect(c.ranked.length, c.title).toBeGreaterThanOrEqual(5);
      expect(c.ranked.length, c.title).toBeLessThanOrEqual(8);
      const ids = c.ranked.map((x) => x.party.profile._id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const x of c.ranked) {
        expect(x.why.length).toBeGreaterThan(10);
        expect(x.party.kind).not.toBe(c.subject.kind);
      }
    }
  });

  it('the engine keeps NDCG@5 at or above its figure before checked reasons and beats an industry-only baseline', () => {
    const engine = scoreSet(JUDGED_SET, (c) => rankCandidates(c.subject, c.ranked.map((x) => x.party)).map((m) => m.id));
    const exact = scoreSet(JUDGED_SET, (c) => industryOnlyOrder(c.subject, c.ranked.map((x) => x.party), true));
    const affinity = scoreSet(JUDGED_SET, (c) => industryOnlyOrder(c.subject, c.ranked.map((x) => x.party), false));
    const random = expectedRandomNdcg(JUDGED_SET);
    console.log(
      [
        `NDCG@5 over ${JUDGED_SET.length} judged subjects:`,
        `  engine                                ${engine.mean.toFixed(4)}`,
        `  engine before checked reasons         ${BEFORE_CHECKED_REASONS.toFixed(3)}`,
        `  baseline: industry only (same sector) ${exact.mean.toFixed(3)}`,
        `  baseline: industry only (affinity)    ${affinity.mean.toFixed(3)}`,
        `  random order (expected)               ${random.toFixed(3)}`,
        `  engine's weakest subjects: ${engine.perCase.filter((x) => x.ndcg < 0.9).map((x) => `${x.title} (${x.ndcg.toFixed(2)})`).join('; ') || 'none below 0.9'}`,
      ].join('\n'),
    );
    expect(engine.mean).toBeGreaterThanOrEqual(BEFORE_CHECKED_REASONS);
    expect(engine.mean).toBeGreaterThan(exact.mean);
    expect(engine.mean).toBeGreaterThan(affinity.mean);
  });
});
