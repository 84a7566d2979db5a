import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../../scripts/conformance/validator';
import { adminMessages } from '../../domain/business-rows';
import { rangeMessages } from '../../domain/insights';
import { demo, raw, signIn, withMockServer } from '../../test/harness';

withMockServer();

const CALLS = [
  ['getInsightsFunnel', '/admin/insights/funnel'],
  ['getInsightsAcceptance', '/admin/insights/acceptance'],
  ['getInsightsMatchQuality', '/admin/insights/match-quality'],
  ['getInsightsSupply', '/admin/insights/supply'],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read field by field, as a client would
type Answer = Record<string, any>;
async function get(operationId: string, path: string, token?: string) {
  const response = await raw('GET', path, undefined, token);
  expect(await checkResponse(operationId, response), `${path}: the answer is not the contract's`).toEqual([]);
  return { status: response.status, body: (await response.json()) as Answer };
}

const today = () => new Date().toISOString().slice(0, 10);

describe('who may read the insights', () => {
  it('answers 401 without a session and 403 for every party, with the admin-only message', async () => {
    const parties = await Promise.all([demo.foreign, demo.local, demo.investor].map((email) => signIn(email)));
    for (const [operationId, path] of CALLS) {
      expect((await get(operationId, path)).status).toBe(401);
      expect((await get(operationId, path, 'f'.repeat(64))).status).toBe(401);
      for (const party of parties) expect(await get(operationId, path, party.token)).toEqual({ status: 403, body: { message: adminMessages.adminOnly } });
    }
  });
});

describe('the period', () => {
  it('refuses a period that is not one with 400 and its sentence, on each call that takes one', async () => {
    const { token } = await signIn(demo.admin);
    const cases: Array<[string, string]> = [
      ['period=1y', rangeMessages.period],
      ['period=', rangeMessages.period],
      ['period=custom', rangeMessages.customDates],
      ['period=custom&to=2026-02-01', rangeMessages.customDates],
      ['period=custom&from=2026-02-30&to=2026-03-01', rangeMessages.badDate],
      ['period=custom&from=2026-01-01&to=tomorrow', rangeMessages.badDate],
      ['period=custom&from=2026-03-02&to=2026-03-01', rangeMessages.order],
      ['period=custom&from=2025-01-01&to=2026-01-02', rangeMessages.tooLong],
    ];
    for (const [operationId, path] of CALLS.slice(0, 3)) {
      for (const [query, message] of cases) {
        const answer = await get(operationId, `${path}?${query}`, token);
        expect(answer.status, query).toBe(400);
        expect(answer.body.message, query).toBe(message);
      }
    }
  });

  it('states the period it answers for: 30 days to today by default, or the one asked', async () => {
    const { token } = await signIn(demo.admin);
    const byDefault = await get('getInsightsFunnel', '/admin/insights/funnel', token);
    expect(byDefault.body.range).toMatchObject({ period: '30d', to: today(), days: 30 });
    const week = await get('getInsightsAcceptance', '/admin/insights/acceptance?period=7d', token);
    expect(week.body.range).toMatchObject({ period: '7d', to: today(), days: 7 });
    const custom = await get('getInsightsMatchQuality', '/admin/insights/match-quality?period=custom&from=2026-01-01&to=2026-12-31', token);
    expect(custom.body.range).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-12-31', days: 365 });
    // from and to are ignored for a period other than custom, as the contract says
    expect((await get('getInsightsFunnel', '/admin/insights/funnel?period=90d&from=nonsense', token)).body.range.days).toBe(90);
  });
});

describe('the seeded platform, as an admin sees it', () => {
  it('has a funnel, acceptance and match quality in the last 90 days, all within the contract', async () => {
    const { token } = await signIn(demo.admin);
    const funnel = await get('getInsightsFunnel', '/admin/insights/funnel?period=90d', token);
    expect(funnel.status).toBe(200);
    expect(funnel.body.steps[0].count).toBeGreaterThan(50);
    expect(funnel.body.steps[2].count).toBeGreaterThan(5);
    const acceptance = await get('getInsightsAcceptance', '/admin/insights/acceptance?period=90d', token);
    expect(acceptance.body.answered).toBeGreaterThan(20);
    expect(acceptance.body.weeks.length).toBeGreaterThanOrEqual(13);
    // the seed's open requests are all older than a week now, oldest first
    const waiting = acceptance.body.waiting as Array<{ sentAt: string; daysWaiting: number }>;
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.map((row) => row.sentAt)).toEqual([...waiting.map((row) => row.sentAt)].sort());
    const quality = await get('getInsightsMatchQuality', '/admin/insights/match-quality?period=90d', token);
    expect(quality.body.bands.map((band: Answer) => band.band)).toEqual(['Under 50', '50–59', '60–69', '70–79', '80–89', '90+']);
    expect(quality.body.reasons.length).toBeGreaterThan(3);
  });

  it('shows CleanTech short of verified partners, and the verifications waiting oldest first', async () => {
    const { token } = await signIn(demo.admin);
    const { status, body } = await get('getInsightsSupply', '/admin/insights/supply', token);
    expect(status).toBe(200);
    expect(body.industries[0]).toEqual({ name: 'CleanTech & Renewable Energy', demand: 7, supply: 5, short: true });
    expect(body.industries.filter((row: Answer) => row.short).map((row: Answer) => row.name)).toEqual(['CleanTech & Renewable Energy']);
    expect(body.pending.map((row: Answer) => row.kind).sort()).toEqual(['investor', 'investor', 'local', 'local', 'local', 'local', 'local']);
  });

  it('counts an acceptance at once: a pending partner accepted is supply, and no longer waiting', async () => {
    const { token } = await signIn(demo.admin);
    const before = (await get('getInsightsSupply', '/admin/insights/supply', token)).body;
    const first = before.pending.find((row: Answer) => row.kind === 'local');
    expect((await raw('POST', '/adminPanel/accept/', JSON.stringify({ id: first.id }), token)).status).toBe(200);
    const after = (await get('getInsightsSupply', '/admin/insights/supply', token)).body;
    expect(after.pending.map((row: Answer) => row.id)).not.toContain(first.id);
    const total = (rows: Answer[]) => rows.reduce((sum, row) => sum + row.supply, 0);
    expect(total(after.industries)).toBe(total(before.industries) + 1);
  });
});
