import type { InvestorProfileRecord } from '../records';
import type { components } from '../../../src/api/schema';
import { ANCHOR_MS, DAY_MS, MINUTE_MS, iso, joinedDaysAgo } from './dates';
import { BRITISH, COUNTRIES, EMIRATI, INVESTOR_DESIGNATIONS, LEVANTINE, personName, type NamePool } from './names';
import {
  INDUSTRIES,
  INVESTOR_MARKET_TYPES,
  INVOLVEMENT_LEVELS_1,
  INVOLVEMENT_LEVELS_2,
} from './options';
import type { Rng } from './prng';
import { INVESTOR_REGIONS, type InvestorRegion, type InvestorRegionKey } from './regions';
import type { Built, SeedContext, SeedUser } from './types';
import { businessUser } from './users';

type S = components['schemas'];
type InvestorType = S['InvestorTypeOption'];
type Stage = S['TargetStageOption'];

export interface InvestorSpec {
  legalName: string;
  investorType: InvestorType;
  region: InvestorRegionKey;
  status?: 'Approved' | 'Pending' | 'Rejected';
  /** The contact's name, when the investor is a person. */
  contact?: string;
  overrides?: Partial<InvestorProfileRecord>;
}

/**
 * 27 investors besides the demo family office (28 with it); both readings of the type list.
 * The contract's investor profile has no logo field, so investors carry none.
 */
export const INVESTOR_SPECS: readonly InvestorSpec[] = [
  { legalName: 'Oasis Crest Ventures', investorType: 'Venture Capital (VC)', region: 'difc' },
  { legalName: 'Rohan Mehta Investments', investorType: 'Angel Investor', region: 'dubai', contact: 'Rohan Mehta' },
  { legalName: 'Dunewind Capital Partners', investorType: 'Private Equity (PE)', region: 'adgm' },
  { legalName: 'Corniche Commercial Bank', investorType: 'Bank', region: 'abuDhabi' },
  { legalName: 'Najd Horizon Ventures', investorType: 'Venture Capital', region: 'riyadh' },
  { legalName: 'Thames & Tigris Capital', investorType: 'Private Equity', region: 'london' },
  { legalName: 'Skärgård Invest AB', investorType: 'Family Office', region: 'stockholm' },
  { legalName: 'Falaj Growth Partners', investorType: 'Private Equity (PE)', region: 'difc' },
  { legalName: 'Ghaf Launchpad', investorType: 'Accelerator/Incubator', region: 'adgm' },
  { legalName: 'Creek Angels Syndicate', investorType: 'Syndicate', region: 'dubai' },
  { legalName: 'Souqfund Crowd Investing', investorType: 'Crowdfunding Platform', region: 'difc', status: 'Pending' },
  { legalName: 'Desert Rose Corporate Ventures', investorType: 'Corporate Venture', region: 'sharjah' },
  { legalName: 'Reemah Family Office', investorType: 'Family Office', region: 'dubai' },
  { legalName: 'Nordhav Capital AS', investorType: 'Venture Capital (VC)', region: 'oslo', overrides: { geographyFocus: 'GCC & Nordics' } },
  { legalName: 'Øresund Impact Partners', investorType: 'Venture Capital', region: 'copenhagen' },
  { legalName: 'Pearl Coast Angels', investorType: 'Angel Investor', region: 'doha' },
  { legalName: 'Boreal Bridge Fund', investorType: 'Private Equity', region: 'helsinki' },
  { legalName: 'Sabkha Industrial Ventures', investorType: 'Corporate Venture', region: 'kezad' },
  { legalName: 'Manama Fintech Syndicate', investorType: 'Syndicate', region: 'manama', status: 'Pending' },
  { legalName: 'Lantern Street Family Office', investorType: 'Family Office', region: 'london' },
  { legalName: 'Qurm Capital', investorType: 'Venture Capital (VC)', region: 'muscat' },
  { legalName: 'Dhahran Gate Partners', investorType: 'Private Equity (PE)', region: 'riyadh' },
  { legalName: 'Mangrove Green Fund', investorType: 'Other', region: 'masdar' },
  { legalName: 'Aurora Nordic Angels', investorType: 'Angel Investor', region: 'stockholm' },
  { legalName: 'Creekside Merchant Bank', investorType: 'Bank', region: 'difc' },
  { legalName: 'Palm Frond Ventures', investorType: 'Accelerator/Incubator', region: 'dic', status: 'Rejected' },
  { legalName: 'Baltic Lighthouse Ventures', investorType: 'Venture Capital (VC)', region: 'tallinn' },
];

interface TypeProfile {
  min: readonly number[];
  max: readonly number[];
  stages: readonly Stage[];
  exits: readonly S['ExitHorizonYearsOption'][];
}

const VC: TypeProfile = { min: [250_000, 500_000, 750_000], max: [2_000_000, 3_000_000, 5_000_000], stages: ['Seed', 'Series A', 'Series B'], exits: [5, 7, 10] };
const PE: TypeProfile = { min: [2_000_000, 5_000_000], max: [15_000_000, 25_000_000, 40_000_000], stages: ['Growth', 'Expansion', 'Late-stage', 'Pre-IPO'], exits: [3, 5, 7] };
const ANGEL: TypeProfile = { min: [25_000, 50_000], max: [150_000, 250_000, 300_000], stages: ['Pre-seed', 'Seed'], exits: [5, 7] };

const BY_TYPE: Record<InvestorType, TypeProfile> = {
  'Venture Capital (VC)': VC,
  'Venture Capital': VC,
  'Private Equity (PE)': PE,
  'Private Equity': PE,
  'Angel Investor': ANGEL,
  Bank: { min: [1_000_000, 2_000_000], max: [10_000_000, 20_000_000], stages: ['Growth', 'Expansion', 'Late-stage', 'Bridge'], exits: [3, 5] },
  'Corporate Venture': { min: [500_000, 1_000_000], max: [4_000_000, 5_000_000], stages: ['Series A', 'Series B', 'Growth'], exits: [5, 7] },
  'Family Office': { min: [250_000, 500_000, 1_000_000], max: [5_000_000, 10_000_000], stages: ['Series A', 'Series B', 'Growth', 'Expansion'], exits: [7, 10] },
  'Accelerator/Incubator': { min: [25_000, 50_000], max: [100_000, 150_000], stages: ['Pre-seed', 'Seed'], exits: [3, 5] },
  Syndicate: { min: [50_000, 100_000], max: [500_000, 750_000], stages: ['Seed', 'Series A', 'Bridge'], exits: [5, 7] },
  'Crowdfunding Platform': { min: [10_000, 25_000], max: [500_000, 1_000_000], stages: ['Seed', 'Series A'], exits: [3, 5] },
  Other: { min: [500_000], max: [3_000_000, 8_000_000], stages: ['Series A', 'Growth', 'Expansion'], exits: [7, 10] },
};

const GULF_FOCUS: readonly S['GeographyFocusOption'][] = ['Middle East', 'Regional', 'Global', 'Europe', 'National', 'Middle East'];
const EUROPEAN_FOCUS: readonly S['GeographyFocusOption'][] = ['Europe', 'Global', 'Middle East', 'Europe', 'North America'];

const CRITERIA = [
  'Revenue-generating companies with a UAE licence in progress.',
  'Founders willing to relocate a senior team member to the UAE.',
  'Businesses with a clear GCC distribution plan.',
  'Prefers co-investing alongside a European lead investor.',
  'Impact metrics reported quarterly.',
] as const;

function peopleOf(region: InvestorRegion): NamePool {
  switch (region.people) {
    case 'british':
      return BRITISH;
    case 'nordic-se':
      return COUNTRIES.se.people;
    case 'nordic-no':
      return COUNTRIES.no.people;
    case 'nordic-dk':
      return COUNTRIES.dk.people;
    case 'nordic-fi':
      return COUNTRIES.fi.people;
    case 'baltic-ee':
      return COUNTRIES.ee.people;
    default:
      return EMIRATI;
  }
}

export interface InvestorBuildOptions {
  user?: SeedUser;
  contactName?: string;
}

export function buildInvestor(
  ctx: SeedContext,
  rng: Rng,
  spec: InvestorSpec,
  createdAtMs: number,
  options: InvestorBuildOptions = {},
): Built<InvestorProfileRecord> {
  const region = INVESTOR_REGIONS[spec.region];
  const pool = region.people === 'gulf' && rng.chance(0.3) ? LEVANTINE : peopleOf(region);
  const contactName = options.contactName ?? options.user?.name ?? spec.contact ?? personName(rng, pool);
  const user = options.user ?? businessUser(ctx, { name: contactName, businessName: spec.legalName, category: 'investor', createdAtMs });
  const shape = BY_TYPE[spec.investorType];
  const min = rng.pick(shape.min);
  const max = rng.pick(shape.max.filter((m) => m > min));
  // a run of neighbouring stages, e.g. "Series A, Series B"
  const stageCount = Math.min(shape.stages.length, rng.int(2, 3));
  const firstStage = rng.int(0, shape.stages.length - stageCount);
  const stages = shape.stages.slice(firstStage, firstStage + stageCount);
  const industries = rng.sample(INDUSTRIES.filter((i) => i !== 'Other'), rng.int(2, 4));
  const profileCreatedMs = Date.parse(user.createdAt) + rng.int(10, 150) * MINUTE_MS;
  const updatedMs = rng.chance(0.3) ? Math.min(profileCreatedMs + rng.int(5, 60) * DAY_MS, ANCHOR_MS - DAY_MS) : profileCreatedMs;

  const profile: InvestorProfileRecord = {
    _id: ctx.ids.next('inv'),
    ID: user.id,
    investorType: spec.investorType,
    legalName: spec.legalName,
    registeredRegion: region.label,
    primaryContactName: contactName,
    designation: rng.pick(INVESTOR_DESIGNATIONS),
    contactEmail: user.email,
    contactPhone: region.phone(rng),
    ticketSizeMinUSD: min,
    ticketSizeMaxUSD: max,
    targetStages: stages.join(', '),
    targetIndustries: industries.join(', '),
    geographyFocus: rng.pick(region.people === 'gulf' ? GULF_FOCUS : EUROPEAN_FOCUS),
    marketTypePreference: rng.pick(INVESTOR_MARKET_TYPES),
    involvementLevel: rng.chance(0.6) ? rng.pick(INVOLVEMENT_LEVELS_1) : rng.pick(INVOLVEMENT_LEVELS_2),
    coInvestPreference: rng.chance(0.6),
    exitHorizonYears: rng.pick(shape.exits),
    verificationStatus: spec.status ?? 'Approved',
    createdAt: iso(profileCreatedMs),
    updatedAt: iso(updatedMs),
  };
  if (rng.chance(0.4)) profile.matchScoreCriteria = rng.pick(CRITERIA);
  Object.assign(profile, spec.overrides);
  return { user, profile };
}

export function buildBaseInvestors(ctx: SeedContext, rng: Rng): Built<InvestorProfileRecord>[] {
  return rng.shuffle(INVESTOR_SPECS).map((spec) => {
    const daysAgo = spec.status === 'Pending' ? rng.int(3, 20) : joinedDaysAgo(rng.next, 25, 265);
    return buildInvestor(ctx, rng, spec, ANCHOR_MS - daysAgo * DAY_MS - rng.int(0, 600) * MINUTE_MS);
  });
}
