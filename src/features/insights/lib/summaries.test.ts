import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { acceptanceSummary, bandsSummary, corridorSummary, formatHours, funnelSummary, reasonsSummary, supplySummary } from './summaries';

type Schemas = components['schemas'];
const steps = (counts: number[]): Schemas['FunnelStep'][] =>
  (['shown', 'viewed', 'requested', 'approved', 'signed', 'milestone'] as const).map((step, index) => ({
    step,
    count: counts[index]!,
    conversion: index === 0 || counts[index - 1] === 0 ? null : counts[index]! / counts[index - 1]!,
  }));
const range = { period: '30d', from: '2026-10-27', to: '2026-11-25', days: 30 } as const;

describe('figure summaries', () => {
  it('tells the funnel in one sentence', () => {
    expect(funnelSummary(steps([1200, 300, 60, 27, 9, 4]))).toBe('1,200 pairs were shown; 60 led to a request (5% of those shown) and 27 were approved.');
  });

  it('names the corridors whose requests were approved most and least often, skipping those without requests', () => {
    expect(
      corridorSummary([
        { corridor: 'foreign-local', steps: steps([100, 40, 20, 10, 5, 2]) },
        { corridor: 'foreign-investor', steps: steps([50, 10, 4, 3, 1, 0]) },
        { corridor: 'investor-local', steps: steps([10, 2, 0, 0, 0, 0]) },
      ]),
    ).toBe('Requests were approved most often in Foreign → investor (75%) and least often in Foreign → local partner (50%).');
    expect(corridorSummary([{ corridor: 'investor-local', steps: steps([10, 2, 0, 0, 0, 0]) }])).toBe('No corridor has a request from this period yet.');
  });

  it('gives the period rate, the weekly range and the weeks below the band', () => {
    const week = (weekStart: string, rate: number | null) => ({ weekStart, sent: 4, approved: 0, rejected: 0, rate });
    const answer: Schemas['InsightsAcceptance'] = {
      range,
      band: { low: 0.4, high: 0.6 },
      rate: 0.5,
      answered: 12,
      weeks: [week('2026-10-26', 0.25), week('2026-11-02', 0.6), week('2026-11-09', null), week('2026-11-16', 0.75)],
      medianFirstResponseHours: 30,
      waiting: [],
    };
    expect(acceptanceSummary(answer)).toBe('Acceptance was 50% over the period; weekly it ranged from 25% to 75%, and 1 of 3 weeks with answers fell below the band.');
    expect(acceptanceSummary({ ...answer, rate: null, weeks: [week('2026-10-26', null)] })).toBe('No request sent in this period has been answered yet.');
  });

  it('compares the lowest and highest score bands with answers', () => {
    // The server's bounds: 0–49 for "Under 50", ten points a band, 90–100 for "90+".
    const band = (name: string, min: number, rate: number | null) => ({ band: name, min, max: min === 0 ? 49 : min === 90 ? 100 : min + 9, sent: 3, approved: 1, rejected: 1, rate });
    expect(bandsSummary([band('Under 50', 0, null), band('50–59', 50, 0.2), band('60–69', 60, 0.4), band('90+', 90, 0.8)])).toBe(
      'Requests scoring 90+ were accepted at 80%; those scoring 50–59 at 20%.',
    );
    expect(bandsSummary([band('50–59', 50, 0.2), band('60–69', 60, null)])).toBe('Not enough answered requests in this period to compare score bands.');
  });

  it('names the reason most often on approved requests', () => {
    expect(reasonsSummary([{ factor: 'industry', label: 'Industry', approved: 8, rejected: 2, approvedShare: 0.8, rejectedShare: 0.25 }])).toBe(
      'The reason most often on approved requests was Industry (80% of approved, 25% of rejected).',
    );
    expect(reasonsSummary([])).toBe('No answered request carried a reason in this period.');
  });

  it('counts the rows short of partners and names the largest gap', () => {
    const rows = [
      { name: 'CleanTech & Renewable Energy', demand: 7, supply: 5, short: true },
      { name: 'Education Technology', demand: 4, supply: 3, short: true },
      { name: 'Fintech & Financial Services', demand: 5, supply: 7, short: false },
    ];
    expect(supplySummary(rows, '{count} of {total}: {name} ({demand} against {supply})', 'none')).toBe('2 of 3: CleanTech & Renewable Energy (7 against 5)');
    expect(supplySummary(rows.slice(2), '{count}', 'none')).toBe('none');
  });

  it('writes a response time in hours under two days and in days from there', () => {
    expect(formatHours(36.46)).toBe('36.5 h');
    expect(formatHours(60)).toBe('2.5 days');
  });
});
