import type { ForeignProfileRecord } from '../records';
import type { components } from '../../../src/api/schema';
import { ANCHOR_MS, DAY_MS, MINUTE_MS, iso, joinedDaysAgo } from './dates';
import { makeLogo } from './logo';
import { COUNTRIES, personName, type CountryKey } from './names';
import {
  BUDGETS_1,
  BUDGETS_2,
  COMPANY_SIZES_FOREIGN,
  FOREIGN_MARKET_TYPES_1,
  FOREIGN_MARKET_TYPES_2,
  IND,
  TIMELINES_1,
  TIMELINES_2,
  type IndustryKey,
} from './options';
import type { Rng } from './prng';
import type { Built, SeedContext, SeedUser } from './types';
import { businessUser } from './users';

type S = components['schemas'];

export interface ForeignSpec {
  companyName: string;
  country: CountryKey;
  industry: IndustryKey;
  overrides?: Partial<ForeignProfileRecord>;
}

/** Fictitious Nordic and European companies looking at the UAE (49; 50 with the demo account). */
export const FOREIGN_SPECS: readonly ForeignSpec[] = [
  { companyName: 'Kvarnsten Robotics AB', country: 'se', industry: 'mfg' },
  { companyName: 'Havtorn Foods AB', country: 'se', industry: 'food' },
  { companyName: 'Solkraft Grid AB', country: 'se', industry: 'clean' },
  { companyName: 'Läromedia Studio AB', country: 'se', industry: 'edu', overrides: { budgetRange: 'under50k' } },
  { companyName: 'Tallmo Health AB', country: 'se', industry: 'health' },
  { companyName: 'Solbrekke Marine Systems AS', country: 'no', industry: 'mfg' },
  { companyName: 'Isvik Seafood AS', country: 'no', industry: 'food' },
  { companyName: 'Fjellstrøm Energy AS', country: 'no', industry: 'clean' },
  { companyName: 'Nordlys Learning AS', country: 'no', industry: 'edu' },
  { companyName: 'Ravnstad Analytics AS', country: 'no', industry: 'tech' },
  { companyName: 'Ravnholt Design ApS', country: 'dk', industry: 'ecom' },
  { companyName: 'Kløver Medtech ApS', country: 'dk', industry: 'health' },
  { companyName: 'Vindmark Energy A/S', country: 'dk', industry: 'clean' },
  { companyName: 'Bakkegaard Dairy A/S', country: 'dk', industry: 'food', overrides: { budgetRange: 'Under $50,000' } },
  { companyName: 'Lumivaara Energy Oy', country: 'fi', industry: 'clean' },
  { companyName: 'Virkki Software Oy', country: 'fi', industry: 'tech' },
  { companyName: 'Kuusamo Health Tech Oy', country: 'fi', industry: 'health', overrides: { marketType: 'B2B / Hospitals', preferredPartnerType: 'Local Pharma Plants/Distributors' } },
  { companyName: 'Tähkä Edtech Oy', country: 'fi', industry: 'edu' },
  { companyName: 'Hraun Geothermal ehf.', country: 'is', industry: 'clean' },
  { companyName: 'Sjávarvík Fisheries ehf.', country: 'is', industry: 'food' },
  { companyName: 'Jökull Data ehf.', country: 'is', industry: 'tech' },
  { companyName: 'Tammik Ledger OÜ', country: 'ee', industry: 'fintech' },
  { companyName: 'Kaseke Commerce OÜ', country: 'ee', industry: 'ecom', overrides: { expansionTimeline: 'Q2 2027' } },
  { companyName: 'Virumaa Cyber OÜ', country: 'ee', industry: 'tech' },
  { companyName: 'Brennwerk Industrietechnik GmbH', country: 'de', industry: 'mfg', overrides: { expansionGoal: 'Manufacturing Setup' } },
  { companyName: 'Lindenhof Pharma GmbH', country: 'de', industry: 'health', overrides: { expansionGoal: 'Generic drug manufacturing JV', budgetRange: 'USD 5M-10M' } },
  { companyName: 'Kranich Fleet Software GmbH', country: 'de', industry: 'tech' },
  { companyName: 'Auenwald Hospitality GmbH', country: 'de', industry: 'hosp' },
  { companyName: 'Dijkstroom Water B.V.', country: 'nl', industry: 'clean' },
  { companyName: 'Klaverblad Fresh B.V.', country: 'nl', industry: 'food' },
  { companyName: 'Grachtpay B.V.', country: 'nl', industry: 'fintech' },
  { companyName: 'Maison Aubrac Hospitalité SAS', country: 'fr', industry: 'hosp' },
  { companyName: 'Atelier Sorel SAS', country: 'fr', industry: 'ecom' },
  { companyName: 'Brisant Conseil SAS', country: 'fr', industry: 'pro' },
  { companyName: 'Cairnbrook Advisory Ltd', country: 'ie', industry: 'pro' },
  { companyName: 'Glenmara Medical Devices Ltd', country: 'ie', industry: 'health' },
  { companyName: 'Ardvale Payments Ltd', country: 'ie', industry: 'fintech' },
  { companyName: 'Wisłowa Automation sp. z o.o.', country: 'pl', industry: 'mfg' },
  { companyName: 'Bursztyn Edu sp. z o.o.', country: 'pl', industry: 'edu' },
  { companyName: 'Kreska Software sp. z o.o.', country: 'pl', industry: 'tech' },
  { companyName: 'Olivar del Sur Foods S.L.', country: 'es', industry: 'food' },
  { companyName: 'Brisamar Hoteles S.L.', country: 'es', industry: 'hosp' },
  { companyName: 'Cierzo Renovables S.L.', country: 'es', industry: 'clean', overrides: { budgetRange: 'EUR 150k-300k' } },
  { companyName: 'Liepa Pay SIA', country: 'lv', industry: 'fintech' },
  { companyName: 'Vėjas Robotics UAB', country: 'lt', industry: 'mfg' },
  { companyName: 'Scheldepoort Coatings BV', country: 'be', industry: 'mfg' },
  { companyName: 'Almwiese Tourismus GmbH', country: 'at', industry: 'hosp' },
  { companyName: 'Ondazul Consultoria Lda.', country: 'pt', industry: 'pro' },
  { companyName: 'Vetroforma Design S.r.l.', country: 'it', industry: 'other' },
];

/** Partner types a company in each industry tends to look for: [reading one, reading two]. */
const PARTNER_TYPE_BY_INDUSTRY: Record<IndustryKey, readonly [readonly S['PreferredPartnerTypeOption'][], readonly S['PreferredPartnerTypeOption'][]]> = {
  tech: [['Consultant', 'Marketing', 'Legal'], ['Reseller', 'Strategic Partner']],
  fintech: [['Legal', 'Financial', 'Consultant'], ['Strategic Partner', 'Licensing Partner']],
  clean: [['Consultant', 'Legal', 'Financial'], ['Strategic Partner', 'Joint Venture']],
  health: [['Distributor', 'Legal', 'Consultant'], ['Local Pharma Plants/Distributors', 'Licensing Partner']],
  mfg: [['Distributor', 'Logistics'], ['Agent', 'Joint Venture', 'Distributor']],
  ecom: [['Logistics', 'Marketing', 'Distributor'], ['Reseller', 'Distributor']],
  pro: [['Legal', 'Consultant', 'Recruitment'], ['Strategic Partner', 'Agent']],
  food: [['Distributor', 'Logistics'], ['Distributor', 'Agent', 'Franchisee']],
  edu: [['Consultant', 'Marketing'], ['Licensing Partner', 'Reseller']],
  hosp: [['Recruitment', 'Consultant', 'Marketing'], ['Joint Venture', 'Franchisee']],
  other: [['Consultant', 'Other'], ['Agent', 'Strategic Partner']],
};

const GOALS_BY_INDUSTRY: Partial<Record<IndustryKey, readonly S['ExpansionGoalOption'][]>> = {
  mfg: ['Manufacturing Setup', 'Distribution Network', 'Joint Ventures'],
  food: ['Distribution Network', 'Market Entry', 'Local Partnerships'],
  health: ['Local Partnerships', 'Market Entry', 'Distribution Network'],
  hosp: ['Joint Ventures', 'Market Expansion', 'Local Partnerships'],
};
const COMMON_GOALS: readonly S['ExpansionGoalOption'][] = ['Market Entry', 'Market Entry', 'Market Expansion', 'Local Partnerships'];

function companySize(rng: Rng): string {
  // mostly small and mid-sized companies
  const roll = rng.next();
  if (roll < 0.2) return '1-10';
  if (roll < 0.5) return '11-50';
  if (roll < 0.78) return '51-200';
  if (roll < 0.92) return '201-500';
  return rng.pick(COMPANY_SIZES_FOREIGN.slice(4));
}

export interface ForeignBuildOptions {
  user?: SeedUser;
  ownerName?: string;
  logo?: boolean;
}

export function buildForeignBusiness(
  ctx: SeedContext,
  rng: Rng,
  spec: ForeignSpec,
  createdAtMs: number,
  options: ForeignBuildOptions = {},
): Built<ForeignProfileRecord> {
  const country = COUNTRIES[spec.country];
  const ownerName = options.ownerName ?? options.user?.name ?? personName(rng, country.people);
  const user =
    options.user ?? businessUser(ctx, { name: ownerName, businessName: spec.companyName, category: 'foreign', createdAtMs });
  const [typesOne, typesTwo] = PARTNER_TYPE_BY_INDUSTRY[spec.industry];
  const readingTwo = rng.chance(0.3);
  const profileCreatedMs = Date.parse(user.createdAt) + rng.int(5, 120) * MINUTE_MS;
  const updatedMs = rng.chance(0.35) ? Math.min(profileCreatedMs + rng.int(2, 50) * DAY_MS, ANCHOR_MS - DAY_MS) : profileCreatedMs;

  const profile: ForeignProfileRecord = {
    _id: ctx.ids.next('fb'),
    ID: user.id,
    companyName: spec.companyName,
    industry: IND[spec.industry],
    companySize: companySize(rng),
    operatingRegion: country.region,
    expansionGoal: rng.pick(GOALS_BY_INDUSTRY[spec.industry] ?? COMMON_GOALS),
    targetRevenue: rng.int(2, 60) * 5,
    // the edit form writes the second reading of each list; some profiles were edited
    expansionTimeline: readingTwo ? rng.pick(TIMELINES_2.slice(0, 4)) : rng.pick(TIMELINES_1),
    marketType: rng.chance(0.35) ? rng.pick(FOREIGN_MARKET_TYPES_2.slice(0, 3)) : rng.pick(FOREIGN_MARKET_TYPES_1),
    preferredPartnerType: readingTwo ? rng.pick(typesTwo) : rng.pick(typesOne),
    budgetRange: readingTwo ? rng.pick(BUDGETS_2.slice(0, 6)) : rng.pick(BUDGETS_1),
    status: 'Active',
    createdAt: iso(profileCreatedMs),
    updatedAt: iso(updatedMs),
  };
  if (options.logo ?? rng.chance(0.85)) profile.businessLogo = makeLogo(spec.companyName);
  Object.assign(profile, spec.overrides);
  return { user, profile };
}

export function buildBaseForeignBusinesses(ctx: SeedContext, rng: Rng): Built<ForeignProfileRecord>[] {
  return rng
    .shuffle(FOREIGN_SPECS)
    .map((spec) => buildForeignBusiness(ctx, rng, spec, ANCHOR_MS - joinedDaysAgo(rng.next, 20, 268) * DAY_MS - rng.int(0, 600) * MINUTE_MS));
}
