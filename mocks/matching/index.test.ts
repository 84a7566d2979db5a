import { describe, it, expect } from 'vitest';
import { BASE_SCORE, FEEDBACK, rankCandidates, sharedFactors, type MatchFeedback, type Party } from './index';
import { feedbackEffect } from './feedback';
import { FACTORS } from './types';
import { F, I, L } from './judged-set';

const clone = (p: Party, patch: Record<string, unknown> = {}): Party => ({ kind: p.kind, profile: { ...p.profile, ...patch } }) as Party;
const ids = (ms: Array<{ id: string }>) => ms.map((m) => m.id);

describe('rankCandidates: who is suggested', () => {
  const locals = [L.difcFintechLaw, L.adgmLaw, L.smeBank, L.dubaiSetup];

  it('drops local partners that are not approved, whatever the case of the status', () => {
    const pending = clone(L.adgmLaw, { verificationStatus: 'Pending' });
    const rejected = clone(L.smeBank, { verificationStatus: 'Rejected' });
    const verified = clone(L.dubaiSetup, { verificationStatus: ' VERIFIED ' });
    const active = clone(L.difcFintechLaw, { verificationStatus: 'active' });
    const missing = clone(L.nordicDesk, { verificationStatus: undefined });
    const out = ids(rankCandidates(F.sePayments, [pending, rejected, verified, active, missing]));
    expect(out.sort()).toEqual(['lp-difc-fintech-law', 'lp-dubai-setup']);
  });

  it('drops rejected investors but keeps pending ones', () => {
    const out = ids(rankCandidates(F.sePayments, [clone(I.adVc, { verificationStatus: 'rejected' }), clone(I.seAngel, { verificationStatus: 'Pending' })]));
    expect(out).toEqual(['inv-se-angel']);
  });

  it('never lists the subject itself, deleted records or same-kind candidates', () => {
    const self = clone(L.difcFintechLaw);
    const out = rankCandidates(L.difcFintechLaw, [self, F.sePayments, clone(F.seRobo, { deleted: true }), L.adgmLaw]);
    expect(ids(out)).toEqual(['fb-se-payments']);
  });

  it('honours limit and returns the best first, ties by id', () => {
    const all = rankCandidates(F.sePayments, locals);
    const top2 = rankCandidates(F.sePayments, locals, { limit: 2 });
    expect(top2).toEqual(all.slice(0, 2));
    expect(rankCandidates(F.sePayments, locals, { limit: 0 })).toEqual([]);
    const twins = rankCandidates(F.sePayments, [clone(L.adgmLaw, { _id: 'b' }), clone(L.adgmLaw, { _id: 'a' })]);
    expect(ids(twins)).toEqual(['a', 'b']);
    expect(twins[0]!.score).toBe(twins[1]!.score);
  });

  it('works for all six directions', () => {
    const cases: Array<[Party, Party[]]> = [
      [F.sePayments, [L.difcFintechLaw]], [F.sePayments, [I.adVc]], [L.difcFintechLaw, [F.sePayments]],
      [L.adgmFintech, [I.adVc]], [I.adVc, [F.sePayments]], [I.healthVc, [L.dhccMedDist]],
    ];
    for (const [s, c] of cases) {
      const [m] = rankCandidates(s, c);
      expect(m, `${s.kind} → ${c[0]!.kind}`).toBeDefined();
      expect(m!.kind).toBe(c[0]!.kind);
      expect(m!.score).toBeGreaterThan(70);
      expect(BASE_SCORE + m!.reasons.reduce((t, r) => t + r.points, 0)).toBe(m!.score);
    }
  });

  it('recomputes a profile edited in place (cached features are validated)', () => {
    const partner = clone(L.difcFintechLaw);
    const list = [partner];
    const before = rankCandidates(F.sePayments, list)[0]!.score;
    (partner.profile as Record<string, unknown>).industryFocus = 'Food & Beverage';
    (partner.profile as Record<string, unknown>).preferredClientIndustries = 'Food & Beverage';
    const after = rankCandidates(F.sePayments, list)[0]!.score;
    expect(after).toBeLessThan(before);
  });
});

describe('reciprocity', () => {
  it('a partner that fits what the business wants, but wants something else itself, scores below a two-way fit', () => {
    // Legal, fintech, DIFC — but only takes B2C healthcare clients on a retainer far above the budget
    const oneSided = clone(L.difcFintechLaw, {
      _id: 'one-sided', preferredClientIndustries: 'Healthcare & Life Sciences', supportedMarketTypes: 'B2C', pricingModel: 'Retainer',
      collaborationPreferences: 'White-label services', matchScoreCriteria: 'Hospitals only',
    });
    const twoWay = clone(L.adgmFintech, { _id: 'two-way' });
    const smallBudget = clone(F.sePayments, { budgetRange: 'under50k' });
    const [first, second] = rankCandidates(smallBudget, [oneSided, twoWay]);
    expect(first!.id).toBe('two-way');
    expect(second!.id).toBe('one-sided');
    expect(second!.reasons.some((r) => r.points < 0)).toBe(true);
  });

  it('explains a mismatch with negative reasons in plain English', () => {
    const m = rankCandidates(clone(F.sePayments, { budgetRange: 'Under $50,000' }), [L.adgmLaw])[0]!;
    const budget = m.reasons.find((r) => r.factor === 'budget');
    if (budget) expect(budget.text).toMatch(/Budget under \$50,000 is below what this partner's retainer model needs/);
    expect(m.reasons.every((r) => /^[A-Z“]/.test(r.text))).toBe(true);
  });
});

describe('feedback', () => {
  const me = 'fb-se-payments';
  const approve = (factors: string[], actorId = me, candidateId = 'x'): MatchFeedback => ({ actorId, subjectId: me, candidateId, outcome: 'approved', factors });

  it('multipliers stay within ×0.5–×1.5 however much feedback there is, and do not depend on its order', () => {
    const many = Array.from({ length: 500 }, (_, i) => approve(['industry', 'partnerType'], me, `c${i}`));
    const bad = Array.from({ length: 500 }, (_, i) => ({ ...approve(['budget']), outcome: 'rejected' as const, candidateId: `r${i}` }));
    const e = feedbackEffect([...many, ...bad], me);
    for (const m of e.mult) {
      expect(m).toBeGreaterThanOrEqual(0.5);
      expect(m).toBeLessThanOrEqual(1.5);
    }
    expect(e.mult[FACTORS.indexOf('industry')]).toBeGreaterThan(1.4);
    expect(e.mult[FACTORS.indexOf('budget')]).toBeLessThan(0.6);
    expect(feedbackEffect([...bad, ...many].reverse(), me).mult).toEqual(e.mult);
  });

  it('the user’s own outcomes count more than everybody else’s', () => {
    const mine = feedbackEffect([approve(['industry'])], me).mult[FACTORS.indexOf('industry')]!;
    const theirs = feedbackEffect([approve(['industry'], 'someone', 'y')].map((f) => ({ ...f, subjectId: 'someone' })), me).mult[FACTORS.indexOf('industry')]!;
    expect(mine).toBeGreaterThan(theirs);
    expect(theirs).toBeGreaterThan(1);
  });

  it('approved contracts raise the weight of shared factors; rejections lower them', () => {
    const candidates = [L.difcFintechLaw, L.dubaiSetup, L.nordicDesk, L.smeBank];
    const shared = sharedFactors(F.sePayments, L.difcFintechLaw);
    expect(shared).toContain('industry');
    const base = rankCandidates(F.sePayments, candidates);
    const up = rankCandidates(F.sePayments, candidates, { feedback: ['x', 'y', 'z', 'w'].map((id) => approve(['industry', 'text'], me, id)) });
    const down = rankCandidates(F.sePayments, candidates, {
      feedback: ['x', 'y', 'z', 'w'].map((id, i) => ({ ...approve(['industry', 'text'], me, id), outcome: i % 2 ? 'cancelled' : 'rejected' })),
    });
    const score = (ms: typeof base, id: string) => ms.find((m) => m.id === id)!.score;
    expect(score(up, 'lp-difc-fintech-law')).toBeGreaterThanOrEqual(score(base, 'lp-difc-fintech-law'));
    expect(score(down, 'lp-difc-fintech-law')).toBeLessThanOrEqual(score(base, 'lp-difc-fintech-law'));
    // What feedback changed is its own reason; the other reasons are the pair's base score's.
    const before = base.find((m) => m.id === 'lp-difc-fintech-law')!;
    const after = up.find((m) => m.id === 'lp-difc-fintech-law')!;
    const learned = after.reasons.find((r) => r.factor === FEEDBACK);
    expect(learned).toBeDefined();
    expect(learned!.points).toBe(after.score - before.score);
    expect(learned!.points).toBeGreaterThan(0);
    expect(learned!.text).toMatch(/^Your past requests favour matches like this \(/);
    expect(after.reasons.filter((r) => r.factor !== FEEDBACK)).toEqual(before.reasons);
    const lost = down.find((m) => m.id === 'lp-difc-fintech-law')!.reasons.find((r) => r.factor === FEEDBACK);
    expect(lost?.points).toBeLessThan(0);
    expect(lost?.text).toMatch(/^Your past requests count against matches like this/);
  });

  it('everybody else’s outcomes speak for Corridor, not for the viewer', () => {
    const others: MatchFeedback[] = Array.from({ length: 40 }, (_, i) => ({
      actorId: `someone-${i}`, subjectId: `someone-${i}`, candidateId: `c-${i}`, outcome: 'approved', factors: ['industry', 'partnerType'],
    }));
    const m = rankCandidates(F.sePayments, [L.difcFintechLaw], { feedback: others })[0]!;
    const learned = m.reasons.find((r) => r.factor === FEEDBACK);
    expect(learned?.text).toMatch(/^Requests like this tend to go ahead on Corridor/);
  });

  it('a counterpart the user rejected is not suggested to them again (but still to others)', () => {
    const rejected: MatchFeedback = { actorId: 'lp-difc-fintech-law', subjectId: 'fb-se-payments', candidateId: 'lp-difc-fintech-law', outcome: 'rejected', factors: [] };
    expect(ids(rankCandidates(L.difcFintechLaw, [F.sePayments, F.seRobo], { feedback: [rejected] }))).toEqual(['fb-se-robo']);
    expect(ids(rankCandidates(F.sePayments, [L.difcFintechLaw], { feedback: [rejected] }))).toEqual(['lp-difc-fintech-law']);
  });

  it('ignores malformed feedback', () => {
    const junk = [null, 1, 'x', { outcome: 'approved', factors: 'industry' }, { outcome: 'maybe', factors: ['industry'] }, { factors: ['toString'] }];
    expect(rankCandidates(F.sePayments, [L.difcFintechLaw], { feedback: junk as never })).toEqual(rankCandidates(F.sePayments, [L.difcFintechLaw]));
  });
});

describe('sharedFactors', () => {
  it('lists the factors that add to the pair’s match, strongest first, for any pair of kinds', () => {
    expect(sharedFactors(F.dkMedtech, L.dhccMedDist)).toEqual(expect.arrayContaining(['industry', 'partnerType']));
    expect(sharedFactors(L.dhccMedDist, F.dkMedtech)).toEqual(expect.arrayContaining(['industry', 'partnerType']));
    expect(sharedFactors(I.healthVc, L.dhccMedDist)).toContain('industry');
    expect(sharedFactors(F.sePayments, clone(L.difcFintechLaw, { verificationStatus: 'Pending' }))).toContain('industry');
    expect(sharedFactors(F.sePayments, F.seRobo)).toEqual([]);
    expect(sharedFactors(null as never, undefined as never)).toEqual([]);
  });
});
