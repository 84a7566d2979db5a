import { describe, it, expect } from 'vitest';
import { buildSeed } from './index';

describe('extra businesses for the admin table', () => {
  it('adds 5,000 generated businesses quickly', () => {
    const base = buildSeed();
    const started = performance.now();
    const big = buildSeed({ extraBusinesses: 5000 });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(2000);

    const added = (big.foreignProfiles.length + big.localProfiles.length + big.investorProfiles.length)
      - (base.foreignProfiles.length + base.localProfiles.length + base.investorProfiles.length);
    expect(added).toBe(5000);
    expect(big.users.length - base.users.length).toBe(5000);

    const local = big.localProfiles.length - base.localProfiles.length;
    const foreign = big.foreignProfiles.length - base.foreignProfiles.length;
    const investors = big.investorProfiles.length - base.investorProfiles.length;
    expect(local).toBe(2000);
    expect(foreign).toBe(1750);
    expect(investors).toBe(1250);

    const ids = [...big.users.map((u) => u.id), ...big.localProfiles.map((p) => p._id), ...big.foreignProfiles.map((p) => p._id), ...big.investorProfiles.map((p) => p._id)];
    expect(new Set(ids).size).toBe(ids.length);
    const emails = big.users.map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    const users = new Map(big.users.map((u) => [u.id, u]));
    for (const p of big.localProfiles) expect(users.get(p.ID)?.category).toBe('local');
    for (const p of big.foreignProfiles) expect(users.get(p.ID)?.category).toBe('foreign');
    for (const p of big.investorProfiles) expect(users.get(p.ID)?.category).toBe('investor');
    const extraNames = [
      ...big.localProfiles.slice(base.localProfiles.length).map((p) => p.companyName),
      ...big.foreignProfiles.slice(base.foreignProfiles.length).map((p) => p.companyName),
      ...big.investorProfiles.slice(base.investorProfiles.length).map((p) => p.legalName),
    ];
    expect(new Set(extraNames).size).toBe(extraNames.length);
    // ids keep counting in the order the users were made
    const extraIds = big.users.slice(base.users.length).map((u) => Number(u.id.slice(4)));
    expect(extraIds).toEqual([...extraIds].sort((a, b) => a - b));
  });

  it('mixes verification statuses and keeps company names distinct', () => {
    const base = buildSeed();
    const big = buildSeed({ extraBusinesses: 2000 });
    const extraLocals = big.localProfiles.slice(base.localProfiles.length);
    const statuses = new Set(extraLocals.map((p) => p.verificationStatus));
    expect(statuses).toEqual(new Set(['Approved', 'Pending', 'Rejected']));
    expect(new Set(big.investorProfiles.slice(base.investorProfiles.length).map((p) => p.verificationStatus)).size).toBe(3);
    const names = extraLocals.map((p) => p.companyName);
    expect(new Set(names).size).toBe(names.length);
    const foreignNames = big.foreignProfiles.slice(base.foreignProfiles.length).map((p) => p.companyName);
    expect(new Set(foreignNames).size).toBe(foreignNames.length);
  });

  it('treats a missing, zero or negative count as none', () => {
    const base = buildSeed();
    expect(buildSeed({ extraBusinesses: 0 })).toEqual(base);
    expect(buildSeed({ extraBusinesses: -3 })).toEqual(base);
  });
});
