import type { ForeignProfileRecord, InvestorProfileRecord, LocalProfileRecord } from '../records';
import { ANCHOR_MS, DAY_MS, MINUTE_MS } from './dates';
import { buildForeignBusiness } from './foreign-businesses';
import { buildInvestor } from './investors';
import { buildLocalPartner } from './local-partners';
import { COUNTRIES, COUNTRY_KEYS } from './names';
import { IND, INVESTOR_TYPES_1, INVESTOR_TYPES_2, type IndustryKey } from './options';
import type { Rng } from './prng';
import { INVESTOR_REGION_KEYS, UAE_REGION_KEYS } from './regions';
import { SERVICES, SERVICE_KEYS } from './services';
import type { Built, SeedContext, SeedUser } from './types';

/**
 * Extra generated businesses for load-testing the admin table (e.g. 5,000): about 40% local
 * partners, 35% foreign businesses and 25% investors, with mixed verification statuses. Names are
 * built from two word lists by index, so they stay distinct for thousands of rows.
 */
export interface ExtraBusinesses {
  /** Every new user, in the order their ids were given. */
  users: SeedUser[];
  local: Built<LocalProfileRecord>[];
  foreign: Built<ForeignProfileRecord>[];
  investors: Built<InvestorProfileRecord>[];
}

const LOCAL_WORDS_A = [
  'Al Wadi', 'Sidra', 'Sandpiper', 'Lagoon', 'Palmwood', 'Coral Key', 'Desert Lark', 'Golden Dhow', 'Mina',
  'Sabah', 'Zayna', 'Hamra', 'Shorouq', 'Bahri', 'Jawhara', 'Nahar', 'Ghadeer', 'Rimal', 'Dana Bay', 'Fanar',
  'Tilal', 'Wahat', 'Sarab', 'Masar', 'Rawaq', 'Nakhil', 'Layan', 'Qasr', 'Bawadi', 'Safeer', 'Amal', 'Nada',
  'Sail', 'Anchor', 'Mariner', 'Compass', 'Keystone', 'Cedar', 'Oryx', 'Gazelle',
] as const;
const LOCAL_WORDS_B = [
  'Bridge', 'Gate', 'Point', 'Crest', 'Line', 'Way', 'House', 'Square', 'Court', 'Hill', 'Bay', 'Field', 'Star',
  'Light', 'Tower', 'Park', 'Lane', 'Quay', 'Harbour', 'Grove', 'Reef', 'Ridge', 'Shore', 'Peak', 'Path',
] as const;
const FOREIGN_STEMS = [
  'Norr', 'Fjell', 'Sol', 'Vind', 'Hav', 'Lumi', 'Kivi', 'Berg', 'Lind', 'Ek', 'Björk', 'Stjern', 'Skog', 'Sjö',
  'Ljus', 'Järv', 'Tamm', 'Kask', 'Brenn', 'Auen', 'Dijk', 'Klaver', 'Rhein', 'Sorel', 'Cairn', 'Glen', 'Wisła',
  'Olivar', 'Cierzo', 'Vetro', 'Almen', 'Schelde', 'Ravn', 'Isa', 'Hraun', 'Jökul', 'Viru', 'Bursz', 'Kreska', 'Liepa',
] as const;
const FOREIGN_ENDINGS = [
  'vik', 'mark', 'holm', 'berg', 'dal', 'lund', 'stad', 'by', 'ström', 'ness', 'haven', 'wood', 'field', 'bridge',
  'gate', 'sted', 'borg', 'fors', 'lid', 'hus', 'kamp', 'veld', 'mont', 'brook', 'more',
] as const;
const FOREIGN_DESCRIPTOR: Record<IndustryKey, readonly string[]> = {
  tech: ['Software', 'Analytics', 'Cloud', 'Data'],
  fintech: ['Payments', 'Ledger', 'Pay', 'Finance'],
  clean: ['Energy', 'Solar', 'Grid', 'Water'],
  health: ['Health', 'Medtech', 'Pharma', 'Diagnostics'],
  mfg: ['Robotics', 'Industrial', 'Automation', 'Components'],
  ecom: ['Commerce', 'Design', 'Retail', 'Goods'],
  pro: ['Advisory', 'Consulting', 'Partners'],
  food: ['Foods', 'Dairy', 'Seafood', 'Bakery'],
  edu: ['Learning', 'Edtech', 'Academy'],
  hosp: ['Hotels', 'Hospitality', 'Travel'],
  other: ['Studio', 'Works', 'Group'],
};
const INVESTOR_SUFFIX: Record<string, readonly string[]> = {
  'Angel Investor': ['Angels', 'Angel Network'],
  Syndicate: ['Syndicate', 'Investor Club'],
  'Crowdfunding Platform': ['Crowd', 'Crowdinvest'],
  Bank: ['Bank', 'Banking Group'],
  'Family Office': ['Family Office', 'Family Holdings'],
  'Accelerator/Incubator': ['Launchpad', 'Accelerator'],
  'Private Equity (PE)': ['Capital Partners', 'Equity Partners'],
  'Private Equity': ['Capital Partners', 'Growth Equity'],
  'Corporate Venture': ['Corporate Ventures', 'Ventures'],
};
const INDUSTRY_KEYS = Object.keys(IND) as IndustryKey[];

/**
 * The index-th distinct pair of words, with a numeral once the pairs run out. The second word moves
 * on with every row (diagonally), so neighbouring rows differ in both words; the pairs stay distinct
 * because a.length + 1 and b.length have no common factor.
 */
function combine(index: number, a: readonly string[], b: readonly string[], join: (x: string, y: string) => string): string {
  const round = Math.floor(index / a.length);
  const x = a[index % a.length] as string;
  const y = b[(index + round) % b.length] as string;
  const cycle = Math.floor(index / (a.length * b.length));
  return cycle === 0 ? join(x, y) : `${join(x, y)} ${cycle + 1}`;
}

function status(rng: Rng, approved: number, pending: number): 'Approved' | 'Pending' | 'Rejected' {
  const roll = rng.next();
  return roll < approved ? 'Approved' : roll < approved + pending ? 'Pending' : 'Rejected';
}

export function buildExtraBusinesses(ctx: SeedContext, rng: Rng, count: number): ExtraBusinesses {
  const out: ExtraBusinesses = { users: [], local: [], foreign: [], investors: [] };
  for (let i = 0; i < count; i += 1) {
    const slot = i % 20;
    const createdMs = ANCHOR_MS - rng.int(1, 270) * DAY_MS - rng.int(0, 1200) * MINUTE_MS;
    if (slot < 8) {
      const serviceKey = rng.pick(SERVICE_KEYS);
      const service = SERVICES[serviceKey];
      const brand = combine(out.local.length, LOCAL_WORDS_A, LOCAL_WORDS_B, (x, y) => `${x} ${y}`);
      out.local.push(
        buildLocalPartner(
          ctx,
          rng,
          {
            brand,
            service: serviceKey,
            industry: rng.pick(INDUSTRY_KEYS),
            region: rng.chance(0.8) ? rng.pick(service.regions) : rng.pick(UAE_REGION_KEYS),
            status: status(rng, 0.7, 0.2),
          },
          rng.int(0, 59),
          createdMs,
        ),
      );
    } else if (slot < 15) {
      const industry = rng.pick(INDUSTRY_KEYS);
      const country = rng.pick(COUNTRY_KEYS);
      const brand = combine(out.foreign.length, FOREIGN_STEMS, FOREIGN_ENDINGS, (x, y) => `${x}${y}`);
      const companyName = `${brand} ${rng.pick(FOREIGN_DESCRIPTOR[industry])} ${COUNTRIES[country].legalForm}`;
      out.foreign.push(buildForeignBusiness(ctx, rng, { companyName, country, industry }, createdMs));
    } else {
      const investorType = rng.chance(0.6) ? rng.pick(INVESTOR_TYPES_1) : rng.pick(INVESTOR_TYPES_2);
      const suffix = rng.pick(INVESTOR_SUFFIX[investorType] ?? ['Ventures', 'Capital']);
      const brand = combine(out.investors.length, LOCAL_WORDS_A, LOCAL_WORDS_B, (x, y) => `${x} ${y}`);
      out.investors.push(
        buildInvestor(
          ctx,
          rng,
          { legalName: `${brand} ${suffix}`, investorType, region: rng.pick(INVESTOR_REGION_KEYS), status: status(rng, 0.75, 0.15) },
          createdMs,
        ),
      );
    }
    const last = slot < 8 ? out.local.at(-1) : slot < 15 ? out.foreign.at(-1) : out.investors.at(-1);
    if (last) out.users.push(last.user);
  }
  return out;
}
