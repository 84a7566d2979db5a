import { describe, expect, it } from 'vitest';
import { FACTORS } from '../../matching';
import { FACTOR_LABELS, matchQuality } from './match-quality';
import { resolveRange } from './range';
import { EVENTS, NOW } from './testing';

describe('match quality, counted by hand on the small world (testing.ts)', () => {
  it('bands the period’s requests by their score and rates each band', () => {
    const result = matchQuality(EVENTS, resolveRange({ period: '30d' }, NOW), NOW);
    expect(result.bands).toEqual([
      { band: 'Under 50', min: 0, max: 49, sent: 0, approved: 0, rejected: 0, rate: null },
      { band: '50–59', min: 50, max: 59, sent: 1, approved: 1, rejected: 0, rate: 1 },
      { band: '60–69', min: 60, max: 69, sent: 1, approved: 0, rejected: 1, rate: 0 },
      { band: '70–79', min: 70, max: 79, sent: 2, approved: 0, rejected: 0, rate: null },
      { band: '80–89', min: 80, max: 89, sent: 1, approved: 1, rejected: 0, rate: 1 },
      { band: '90+', min: 90, max: 100, sent: 1, approved: 1, rejected: 0, rate: 1 },
    ]);
    expect([result.approved, result.rejected]).toEqual([3, 1]);
    expect(matchQuality(EVENTS, resolveRange({ period: '90d' }, NOW), NOW).bands[0]).toMatchObject({ sent: 1, approved: 0, rejected: 0, rate: null });
  });

  it('counts the helping factors on approved and rejected requests, most frequent on approved first', () => {
    const { reasons } = matchQuality(EVENTS, resolveRange({ period: '30d' }, NOW), NOW);
    // c1 industry, partner type (and "other", not a factor); c2 industry, text; c3 ticket, stage; c7 text.
    expect(reasons).toEqual([
      { factor: 'industry', label: 'Industry', approved: 1, rejected: 1, approvedShare: 1 / 3, rejectedShare: 1 },
      { factor: 'text', label: 'Profile description', approved: 1, rejected: 1, approvedShare: 1 / 3, rejectedShare: 1 },
      { factor: 'partnerType', label: 'Partner type', approved: 1, rejected: 0, approvedShare: 1 / 3, rejectedShare: 0 },
      { factor: 'stage', label: 'Investment stage', approved: 1, rejected: 0, approvedShare: 1 / 3, rejectedShare: 0 },
      { factor: 'ticket', label: 'Ticket size', approved: 1, rejected: 0, approvedShare: 1 / 3, rejectedShare: 0 },
    ]);
  });

  it('labels every factor of the engine in plain English', () => {
    expect(Object.keys(FACTOR_LABELS).sort()).toEqual([...FACTORS].sort());
    for (const label of Object.values(FACTOR_LABELS)) expect(label).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });
});
