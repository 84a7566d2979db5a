import { describe, expect, it } from 'vitest';
import { funnel } from './funnel';
import { resolveRange } from './range';
import { EVENTS, NOW } from './testing';

const counts = (steps: Array<{ count: number }>) => steps.map((step) => step.count);
const conversions = (steps: Array<{ conversion: number | null }>) => steps.map((step) => step.conversion);

describe('the funnel, counted by hand on the small world (testing.ts)', () => {
  it('counts the pairs first shown in the last 30 days and how far each got by now', () => {
    const result = funnel(EVENTS, resolveRange({ period: '30d' }, NOW), NOW);
    expect(result.range).toEqual({ period: '30d', from: '2026-06-16', to: '2026-07-15', days: 30 });
    expect(result.steps.map((step) => step.step)).toEqual(['shown', 'viewed', 'requested', 'approved', 'signed', 'milestone']);
    // fb_1–lp_1 to the milestone; fb_1–lp_2 and lp_1–fb_2 requested; inv_1–fb_1 approved; inv_1–lp_1 viewed.
    expect(counts(result.steps)).toEqual([5, 5, 4, 2, 1, 1]);
    expect(conversions(result.steps)).toEqual([null, 1, 4 / 5, 1 / 2, 1 / 2, 1]);
    expect(result.corridors.map((row) => row.corridor)).toEqual(['foreign-local', 'foreign-investor', 'investor-local']);
    expect(counts(result.corridors[0]!.steps)).toEqual([3, 3, 3, 1, 1, 1]);
    expect(conversions(result.corridors[0]!.steps)).toEqual([null, 1, 1, 1 / 3, 1, 1]);
    expect(counts(result.corridors[1]!.steps)).toEqual([1, 1, 1, 1, 0, 0]);
    expect(conversions(result.corridors[1]!.steps)).toEqual([null, 1, 1, 1, 0, null]);
    expect(counts(result.corridors[2]!.steps)).toEqual([1, 1, 0, 0, 0, 0]);
    expect(conversions(result.corridors[2]!.steps)).toEqual([null, 1, 0, null, null, null]);
  });

  it('leaves out pairs first shown before the period, even when shown again in it', () => {
    // fb_1–lp_1 was shown again on Jul 10 (lp_1's list), but first on Jun 20.
    expect(counts(funnel(EVENTS, resolveRange({ period: '7d' }, NOW), NOW).steps)).toEqual([3, 3, 2, 1, 0, 0]);
    const ninety = funnel(EVENTS, resolveRange({ period: '90d' }, NOW), NOW);
    expect(counts(ninety.steps)).toEqual([6, 6, 5, 2, 1, 1]);
    expect(counts(ninety.corridors[2]!.steps)).toEqual([2, 2, 1, 0, 0, 0]);
  });

  it('ignores what happens after now and what happened before the first showing', () => {
    // fb_3 is shown lp_1 tomorrow; fb_1 opened lp_2 the day before they were first shown.
    const custom = funnel(EVENTS, resolveRange({ period: 'custom', from: '2026-06-20', to: '2026-07-31' }, NOW), NOW);
    expect(counts(custom.steps)).toEqual([5, 5, 4, 2, 1, 1]);
    const onlyTheEarlyView = EVENTS.filter((event) => !(event.kind === 'requested' && event.contractId === 'c5'));
    expect(counts(funnel(onlyTheEarlyView, resolveRange({ period: '30d' }, NOW), NOW).corridors[0]!.steps)).toEqual([3, 2, 2, 1, 1, 1]);
  });

  it('answers zeros with null conversions for a period without showings', () => {
    const empty = funnel(EVENTS, resolveRange({ period: 'custom', from: '2025-01-01', to: '2025-01-31' }, NOW), NOW);
    expect(counts(empty.steps)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(conversions(empty.steps)).toEqual([null, null, null, null, null, null]);
  });
});
