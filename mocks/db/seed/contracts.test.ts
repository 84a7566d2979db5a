import { describe, it, expect } from 'vitest';
import type { ContractRecord, PartyKind } from '../records';
import { CATEGORY_KINDS, isObviousMatchForDemoForeign } from './contracts';
import { ANCHOR_MS } from './dates';
import { DEMO_ACCOUNTS, buildSeed } from './index';
import { partiesOf } from './parties';

const seed = buildSeed();
const parties = partiesOf(seed.users, seed.foreignProfiles, seed.localProfiles, seed.investorProfiles);
const open = (c: ContractRecord) => c.status === 'pending' || c.status === 'approved';
const involves = (c: ContractRecord, id: string) => c.senderProfileId === id || c.recipientProfileId === id;
const other = (c: ContractRecord, id: string) => (c.senderProfileId === id ? c.recipientProfileId : c.senderProfileId);

describe('contracts', () => {
  it('number about thirty', () => {
    expect(seed.contracts.length).toBeGreaterThanOrEqual(25);
    expect(seed.contracts.length).toBeLessThanOrEqual(40);
    expect(seed.contracts.map((c) => c._id)).toEqual(seed.contracts.map((_, i) => `ctr_${String(i + 1).padStart(4, '0')}`));
  });

  it('occur in every category and every status, each category in every status', () => {
    for (const category of Object.keys(CATEGORY_KINDS)) {
      for (const status of ['pending', 'approved', 'rejected', 'cancelled']) {
        expect(seed.contracts.some((c) => c.category === category && c.status === status), `${category} ${status}`).toBe(true);
      }
    }
  });

  it('join the two kinds their category names, sent from either side', () => {
    for (const c of seed.contracts) {
      const kinds = CATEGORY_KINDS[c.category];
      expect([c.senderKind, c.recipientKind].sort(), c._id).toEqual([...kinds].sort());
      expect(parties.get(c.senderProfileId)?.kind, c._id).toBe(c.senderKind);
      expect(parties.get(c.recipientProfileId)?.kind, c._id).toBe(c.recipientKind);
    }
    for (const [category, kinds] of Object.entries(CATEGORY_KINDS)) {
      for (const kind of kinds) {
        expect(seed.contracts.some((c) => c.category === category && c.senderKind === kind), `${category} sent by ${kind}`).toBe(true);
      }
    }
  });

  it('only involve verified partners and investors', () => {
    for (const c of seed.contracts) {
      expect(parties.get(c.senderProfileId)?.verified, c._id).toBe(true);
      expect(parties.get(c.recipientProfileId)?.verified, c._id).toBe(true);
    }
  });

  it('link a contract document exactly when approved', () => {
    for (const c of seed.contracts) {
      expect(c.FileUrl).toBe(c.status === 'approved' ? `/contract-document/${c._id}` : null);
    }
  });

  it('never hold two open or approved contracts between the same pair', () => {
    const pairs = seed.contracts.filter(open).map((c) => [c.senderProfileId, c.recipientProfileId].sort().join('|'));
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('are dated after both parties joined, and decided after they were sent', () => {
    for (const c of seed.contracts) {
      const created = Date.parse(c.createdAt);
      expect(created).toBeGreaterThan(parties.get(c.senderProfileId)?.createdMs ?? Infinity);
      expect(created).toBeGreaterThan(parties.get(c.recipientProfileId)?.createdMs ?? Infinity);
      expect(Date.parse(c.updatedAt)).toBeGreaterThanOrEqual(created);
      expect(Date.parse(c.updatedAt)).toBeLessThanOrEqual(ANCHOR_MS);
      if (c.status === 'pending') expect(c.updatedAt).toBe(c.createdAt);
    }
  });
});

describe('the demo accounts’ contracts', () => {
  const demos: [string, string][] = [
    ['foreign', DEMO_ACCOUNTS.foreign.profileId],
    ['local', DEMO_ACCOUNTS.local.profileId],
    ['investor', DEMO_ACCOUNTS.investor.profileId],
  ];

  it.each(demos)('give the %s account approved work, a request to answer and one to cancel', (_kind, id) => {
    const mine = seed.contracts.filter((c) => involves(c, id));
    expect(mine.filter((c) => c.status === 'approved').length).toBeGreaterThanOrEqual(2);
    expect(mine.filter((c) => c.status === 'pending' && c.recipientProfileId === id).length).toBeGreaterThanOrEqual(1);
    expect(mine.filter((c) => c.status === 'pending' && c.senderProfileId === id).length).toBeGreaterThanOrEqual(1);
  });

  it('connect the demo accounts with each other', () => {
    const ids = demos.map(([, id]) => id);
    const between = seed.contracts.filter((c) => ids.includes(c.senderProfileId) && ids.includes(c.recipientProfileId));
    expect(between.filter((c) => c.status === 'approved')).toHaveLength(3);
  });

  it('leave the demo foreign business’s obvious local matches uncontacted', () => {
    const id = DEMO_ACCOUNTS.foreign.profileId;
    const obvious = seed.localProfiles.filter(
      (p) => p.verificationStatus === 'Approved' && isObviousMatchForDemoForeign(parties.get(p._id) ?? ({} as never)),
    );
    expect(obvious.length).toBeGreaterThanOrEqual(5);
    const contacted = new Set(seed.contracts.filter((c) => involves(c, id)).map((c) => other(c, id)));
    for (const p of obvious) expect(contacted.has(p._id), p.companyName).toBe(false);
    for (const localId of contacted) {
      const p = seed.localProfiles.find((l) => l._id === localId);
      if (!p) continue;
      expect(p.industryFocus).not.toBe('Fintech & Financial Services');
      expect(p.businessType).not.toBe('Banking');
    }
    const contactedLocals = [...contacted].filter((x) => parties.get(x)?.kind === 'local');
    expect(contactedLocals.length).toBeLessThanOrEqual(5);
  });

  it('leave most local partners without any contract', () => {
    const approved = seed.localProfiles.filter((p) => p.verificationStatus === 'Approved');
    const withContract = approved.filter((p) => seed.contracts.some((c) => involves(c, p._id)));
    expect(withContract.length).toBeLessThan(approved.length / 2);
  });

  it('show the sender side of requests as its kind', () => {
    const kinds = new Set<PartyKind>(seed.contracts.map((c) => c.senderKind));
    expect([...kinds].sort()).toEqual(['foreign', 'investor', 'local']);
  });
});
