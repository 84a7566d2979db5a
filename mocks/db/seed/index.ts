import { buildContracts } from './contracts';
import { buildDemoAccounts } from './demo-accounts';
import { buildExtraBusinesses } from './extras';
import { buildBaseForeignBusinesses } from './foreign-businesses';
import { IdAllocator } from './ids';
import { buildBaseInvestors } from './investors';
import { buildBaseLocalPartners } from './local-partners';
import { buildMilestones } from './milestones';
import { partiesOf } from './parties';
import { createRng } from './prng';
import { SlugRegistry } from './text';
import type { SeedContext, SeedData } from './types';

export type { SeedData, SeedUser } from './types';
export { DEMO_PASSWORD } from './types';
export { DEMO_ACCOUNTS, ONBOARDING_ACCOUNTS } from './demo-accounts';
export { SEED_ANCHOR } from './dates';

/** The one seed number; change it and every generated value changes with it. */
export const SEED_NUMBER = 20261101;

/**
 * The demo data set: four demo accounts (foreign, local, investor, admin), two accounts without a
 * profile, 69 local partners (62 approved including the demo partner, 5 pending, 2 rejected),
 * 50 foreign businesses, 28 investors, about 30 contracts in every status and category, and the
 * milestones, tasks and comments of the approved ones.
 *
 * Fully deterministic: a fixed seed, no clock, every date relative to SEED_ANCHOR. `extraBusinesses`
 * appends that many generated businesses (for the admin table) without changing anything above.
 */
export function buildSeed(options: { extraBusinesses?: number } = {}): SeedData {
  const root = createRng(SEED_NUMBER);
  const ctx: SeedContext = { ids: new IdAllocator(), slugs: new SlugRegistry() };

  const demo = buildDemoAccounts(ctx, root.fork('demo'));
  const locals = buildBaseLocalPartners(ctx, root.fork('local-partners'));
  const foreign = buildBaseForeignBusinesses(ctx, root.fork('foreign-businesses'));
  const investors = buildBaseInvestors(ctx, root.fork('investors'));

  const users = [...demo.users, ...locals.map((b) => b.user), ...foreign.map((b) => b.user), ...investors.map((b) => b.user)];
  const localProfiles = [demo.local.profile, ...locals.map((b) => b.profile)];
  const foreignProfiles = [demo.foreign.profile, ...foreign.map((b) => b.profile)];
  const investorProfiles = [demo.investor.profile, ...investors.map((b) => b.profile)];

  const parties = partiesOf(users, foreignProfiles, localProfiles, investorProfiles);
  const contracts = buildContracts(ctx, root.fork('contracts'), parties, {
    foreign: demo.foreign.profile._id,
    local: demo.local.profile._id,
    investor: demo.investor.profile._id,
  });
  const { milestones, tasks, comments } = buildMilestones(ctx, root.fork('milestones'), contracts, parties);

  const extraCount = Math.max(0, Math.floor(options.extraBusinesses ?? 0));
  if (extraCount > 0) {
    const extra = buildExtraBusinesses(ctx, root.fork('extras'), extraCount);
    users.push(...extra.users);
    localProfiles.push(...extra.local.map((b) => b.profile));
    foreignProfiles.push(...extra.foreign.map((b) => b.profile));
    investorProfiles.push(...extra.investors.map((b) => b.profile));
  }

  return { users, foreignProfiles, localProfiles, investorProfiles, contracts, milestones, tasks, comments };
}
