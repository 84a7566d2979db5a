import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ANCHOR_MS, DAY_MS } from './dates';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ONBOARDING_ACCOUNTS, SEED_ANCHOR, buildSeed } from './index';
import { EXIT_HORIZONS, INDUSTRIES } from './options';
import { SERVICES } from './services';
import { allProfiles, seed, userById } from './testing';

const approvedLocals = seed.localProfiles.filter((p) => p.verificationStatus === 'Approved');

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const isIso = (s: string) => ISO.test(s) && new Date(s).toISOString() === s;
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00.000Z`).toISOString().slice(0, 10) === s;

describe('buildSeed', () => {
  it('builds the same data every time', () => {
    expect(buildSeed()).toEqual(seed);
    expect(buildSeed({ extraBusinesses: 40 })).toEqual(buildSeed({ extraBusinesses: 40 }));
  });

  it('keeps the base data unchanged when extra businesses are added', () => {
    const bigger = buildSeed({ extraBusinesses: 60 });
    expect(bigger.users.slice(0, seed.users.length)).toEqual(seed.users);
    expect(bigger.localProfiles.slice(0, seed.localProfiles.length)).toEqual(seed.localProfiles);
    expect(bigger.foreignProfiles.slice(0, seed.foreignProfiles.length)).toEqual(seed.foreignProfiles);
    expect(bigger.investorProfiles.slice(0, seed.investorProfiles.length)).toEqual(seed.investorProfiles);
    expect(bigger.contracts).toEqual(seed.contracts);
    expect(bigger.milestones).toEqual(seed.milestones);
    expect(bigger.tasks).toEqual(seed.tasks);
    expect(bigger.comments).toEqual(seed.comments);
  });

  it('uses no clock and no unseeded randomness', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(`${dir}/${file}`, 'utf8');
      expect(source, file).not.toMatch(/Math\.random|Date\.now|new Date\(\)/);
    }
    expect(SEED_ANCHOR).toBe('2026-11-01T09:00:00.000Z');
  });
});

describe('the demo accounts', () => {
  it('come first, with the fixed e-mails, ids and password', () => {
    const [foreign, local, investor, admin] = seed.users;
    expect(foreign).toMatchObject({ id: DEMO_ACCOUNTS.foreign.userId, email: 'demo.foreign@corridor.test', category: 'foreign', hasCompletedProfile: true });
    expect(local).toMatchObject({ id: DEMO_ACCOUNTS.local.userId, email: 'demo.local@corridor.test', category: 'local', hasCompletedProfile: true });
    expect(investor).toMatchObject({ id: DEMO_ACCOUNTS.investor.userId, email: 'demo.investor@corridor.test', category: 'investor', hasCompletedProfile: true });
    expect(admin).toMatchObject({ id: DEMO_ACCOUNTS.admin.userId, email: 'admin@corridor.test', category: 'admin' });
    for (const u of [foreign, local, investor, admin]) expect(u?.password).toBe('corridor-demo');
    expect(DEMO_PASSWORD).toBe('corridor-demo');
  });

  it('have complete profiles, except the admin who has none', () => {
    const foreign = seed.foreignProfiles.find((p) => p.ID === DEMO_ACCOUNTS.foreign.userId);
    const local = seed.localProfiles.find((p) => p.ID === DEMO_ACCOUNTS.local.userId);
    const investor = seed.investorProfiles.find((p) => p.ID === DEMO_ACCOUNTS.investor.userId);
    expect(foreign).toMatchObject({ _id: DEMO_ACCOUNTS.foreign.profileId, companyName: 'Nordvik Payments AB', industry: 'Fintech & Financial Services', operatingRegion: 'Sweden, Nordics' });
    expect(local).toMatchObject({ _id: DEMO_ACCOUNTS.local.profileId, companyName: 'Al Noor Corporate Services', verificationStatus: 'Approved', registeredRegion: 'Dubai — DIFC' });
    expect(investor).toMatchObject({ _id: DEMO_ACCOUNTS.investor.profileId, verificationStatus: 'Approved', investorType: 'Family Office' });
    for (const p of [foreign, local, investor]) {
      for (const [key, value] of Object.entries(p ?? {})) expect(value, key).not.toBe('');
    }
    expect(foreign?.businessLogo).toBeDefined();
    expect(local?.businessLogo).toBeDefined();
    expect(allProfiles.some(({ p }) => p.ID === DEMO_ACCOUNTS.admin.userId)).toBe(false);
  });

  it('include two accounts that still have to complete a profile', () => {
    const pending = seed.users.filter((u) => !u.hasCompletedProfile);
    expect(pending.map((u) => [u.email, u.category]).sort()).toEqual([
      [ONBOARDING_ACCOUNTS.foreign.email, 'foreign'],
      [ONBOARDING_ACCOUNTS.local.email, 'local'],
    ]);
    for (const u of pending) expect(allProfiles.some(({ p }) => p.ID === u.id)).toBe(false);
  });
});

describe('users and profiles', () => {
  it('have unique ids and e-mails', () => {
    const ids = [...seed.users.map((u) => u.id), ...allProfiles.map(({ p }) => p._id)];
    expect(new Set(ids).size).toBe(ids.length);
    const emails = seed.users.map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const e of emails) expect(e).toBe(e.toLowerCase());
    for (const u of seed.users) expect(u.id).toMatch(/^usr_\d{4,}$/);
  });

  it('tie every profile to a user of the matching category, and every business user to one profile', () => {
    const owners = new Map<string, number>();
    for (const { kind, p } of allProfiles) {
      const user = userById.get(p.ID);
      expect(user?.category, p._id).toBe(kind);
      expect(user?.hasCompletedProfile).toBe(true);
      owners.set(p.ID, (owners.get(p.ID) ?? 0) + 1);
      expect(Date.parse(p.createdAt)).toBeGreaterThanOrEqual(Date.parse(user?.createdAt ?? ''));
    }
    for (const u of seed.users) {
      if (u.category === 'admin' || !u.hasCompletedProfile) continue;
      expect(owners.get(u.id), u.email).toBe(1);
    }
  });

  it('give every seeded business a login with the demo password', () => {
    for (const u of seed.users) expect(u.password, u.email).toBe('corridor-demo');
    for (const u of seed.users.slice(6)) expect(u.email).toMatch(/^contact@[a-z0-9-]+\.example$/);
  });

  it('date everything in the nine months before the anchor', () => {
    const earliest = ANCHOR_MS - 275 * DAY_MS;
    const stamps = [
      ...seed.users.map((u) => u.createdAt),
      ...allProfiles.flatMap(({ p }) => [p.createdAt, p.updatedAt]),
      ...seed.contracts.flatMap((c) => [c.createdAt, c.updatedAt]),
      ...seed.milestones.map((m) => m.createdAt),
      ...seed.tasks.map((t) => t.createdAt),
      ...seed.comments.map((c) => c.createdAt),
    ];
    for (const s of stamps) {
      expect(isIso(s), s).toBe(true);
      expect(Date.parse(s)).toBeLessThanOrEqual(ANCHOR_MS);
      expect(Date.parse(s)).toBeGreaterThanOrEqual(earliest);
    }
    for (const { p } of allProfiles) expect(p.updatedAt >= p.createdAt).toBe(true);
    for (const d of [...seed.milestones.map((m) => m.dueDate), ...seed.tasks.map((t) => t.dueDate)]) expect(isDay(d), d).toBe(true);
  });
});

describe('local partners', () => {
  it('count 62 verified partners including the demo one, 5 pending and 2 rejected', () => {
    expect(approvedLocals).toHaveLength(62);
    expect(approvedLocals.some((p) => p._id === DEMO_ACCOUNTS.local.profileId)).toBe(true);
    expect(seed.localProfiles.filter((p) => p.verificationStatus === 'Pending').length).toBeGreaterThanOrEqual(5);
    expect(seed.localProfiles.filter((p) => p.verificationStatus === 'Rejected')).toHaveLength(2);
  });

  it('cover every industry except "Other" (which appears too) and every service category', () => {
    const industries = new Set(approvedLocals.map((p) => p.industryFocus));
    for (const industry of INDUSTRIES.filter((i) => i !== 'Other')) expect(industries.has(industry), industry).toBe(true);
    expect(industries.has('Other')).toBe(true);
    const services = new Set(approvedLocals.map((p) => p.serviceCategory));
    for (const s of Object.values(SERVICES)) expect(services.has(s.serviceCategory), s.serviceCategory).toBe(true);
  });

  it('are registered across Dubai, Abu Dhabi, Sharjah and the free zones', () => {
    const regions = new Set(approvedLocals.map((p) => p.registeredRegion ?? ''));
    for (const emirate of ['Dubai', 'Abu Dhabi', 'Sharjah']) expect([...regions].some((r) => r.startsWith(emirate)), emirate).toBe(true);
    for (const zone of ['DIFC', 'ADGM', 'DMCC', 'JAFZA', 'Dubai South', 'RAKEZ', 'Masdar City', 'Dubai Healthcare City', 'KEZAD', 'Hamriyah']) {
      expect([...regions].some((r) => r.includes(zone)), zone).toBe(true);
    }
  });

  it('carry believable registration data', () => {
    for (const p of seed.localProfiles) {
      expect(p.taxID).toMatch(/^100\d{12}$/);
      expect(p.contactPhone).toMatch(/^\+971 (2|4|6|7|50|52|55|56) \d{3} \d{4}$/);
      expect(p.languagesSupported?.startsWith('English, Arabic')).toBe(true);
      expect(p.yearsInOperation).toBeGreaterThan(0);
      expect(p.businessRegistrationNumber).toBeTruthy();
      expect(p.serviceCapacity).toMatch(/\d/);
    }
  });

  it('read differently from one another', () => {
    for (const field of ['detailedServiceDescription', 'teamExpertise', 'previousExperience'] as const) {
      const texts = approvedLocals.map((p) => p[field]);
      expect(new Set(texts).size, field).toBeGreaterThanOrEqual(approvedLocals.length - 2);
    }
    const descriptions = approvedLocals.map((p) => p.detailedServiceDescription ?? '');
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const d of descriptions) {
      const sentences = d.split(/(?<=\.)\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(3);
    }
  });
});

describe('foreign businesses and investors', () => {
  it('count at least 42 foreign businesses and 27 investors', () => {
    expect(seed.foreignProfiles.length).toBeGreaterThanOrEqual(42);
    expect(seed.investorProfiles.length).toBeGreaterThanOrEqual(27);
  });

  it('come from the Nordics and the EU, all active, across the industries', () => {
    const regions = new Set(seed.foreignProfiles.map((p) => p.operatingRegion?.split(',')[0]));
    for (const c of ['Sweden', 'Norway', 'Denmark', 'Finland', 'Iceland', 'Estonia', 'Germany', 'Netherlands', 'France', 'Ireland', 'Poland', 'Spain']) {
      expect(regions.has(c), c).toBe(true);
    }
    for (const p of seed.foreignProfiles) {
      expect(p.status).toBe('Active');
      expect(p.targetRevenue).toBeGreaterThanOrEqual(10);
      expect(p.targetRevenue).toBeLessThanOrEqual(300);
    }
    expect(new Set(seed.foreignProfiles.map((p) => p.industry)).size).toBeGreaterThanOrEqual(10);
  });

  it('give investors sensible tickets, horizons and mostly an approval', () => {
    for (const p of seed.investorProfiles) {
      expect(p.ticketSizeMinUSD).toBeLessThan(p.ticketSizeMaxUSD ?? 0);
      expect(EXIT_HORIZONS).toContain(p.exitHorizonYears);
      expect(p.targetStages).toMatch(/^[A-Za-z- ]+(, [A-Za-z- ]+)*$/);
      expect(p.targetIndustries?.length).toBeGreaterThan(0);
    }
    const approved = seed.investorProfiles.filter((p) => p.verificationStatus === 'Approved').length;
    expect(approved / seed.investorProfiles.length).toBeGreaterThan(0.8);
  });
});
