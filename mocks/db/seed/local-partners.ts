import type { LocalProfileRecord } from '../records';
import { ANCHOR_MS, DAY_MS, MINUTE_MS, iso, joinedDaysAgo } from './dates';
import { makeLogo } from './logo';
import { LOCAL_DESIGNATIONS, COUNTRIES, COUNTRY_KEYS, uaeStaffName } from './names';
import { COMPANY_SIZES_PARTNER, IND, INDUSTRIES, INDUSTRY_PHRASE, type IndustryKey } from './options';
import type { Rng } from './prng';
import { UAE_REGIONS, uaePhone, type UaeRegionKey } from './regions';
import { MATCH_CRITERIA, SERVICES, SLA_REPORTING, SLA_RESPONSE, SLA_TERMS, type ServiceKey } from './services';
import { fill, fixArticles, trn } from './text';
import type { Built, SeedContext, SeedUser } from './types';
import { businessUser } from './users';

export interface LocalSpec {
  brand: string;
  service: ServiceKey;
  industry: IndustryKey;
  region: UaeRegionKey;
  status?: 'Approved' | 'Pending' | 'Rejected';
  /** The full company name, instead of brand + the service's usual suffix. */
  companyName?: string;
  /** When the partner signed up, in days before the anchor (drawn when not given). */
  joinedDaysAgo?: number;
  /** Values that replace the generated ones (legacy values, second readings, hand-written texts). */
  overrides?: Partial<LocalProfileRecord>;
}

/**
 * The 61 verified partners besides the demo account (62 with it, the marketing figure), spread over
 * every service category, every industry and the emirates and free zones. Fintech-focused banks and
 * law firms are the demo foreign account's obvious matches and are deliberately left uncontacted.
 */
export const APPROVED_LOCAL_SPECS: readonly LocalSpec[] = [
  { brand: 'Sandgate', service: 'formation', industry: 'pro', region: 'dubai' },
  { brand: 'Creekline', service: 'formation', industry: 'tech', region: 'dmcc' },
  { brand: 'Baraha Point', service: 'formation', industry: 'ecom', region: 'sharjah' },
  { brand: 'Qamar Bay', service: 'formation', industry: 'hosp', region: 'abuDhabi' },
  { brand: 'Sahil Gate', service: 'formation', industry: 'food', region: 'dubai', overrides: { companySize: '30-50' } },
  { brand: 'Ghaf Grove', service: 'formation', industry: 'edu', region: 'rakez' },
  { brand: 'Dunebridge', service: 'banking', industry: 'fintech', region: 'difc' },
  { brand: 'Murjan Reef', service: 'banking', industry: 'fintech', region: 'adgm' },
  { brand: 'Khor Lantern', service: 'banking', industry: 'mfg', region: 'dubai' },
  { brand: 'Anwar Crest', service: 'banking', industry: 'ecom', region: 'abuDhabi' },
  { brand: 'Bayan Square', service: 'banking', industry: 'clean', region: 'adgm' },
  { brand: 'Sidr Valley', service: 'legal', industry: 'fintech', region: 'difc' },
  { brand: 'Falcon Ridge', service: 'legal', industry: 'health', region: 'dubai' },
  { brand: 'Saffron Gate', service: 'legal', industry: 'tech', region: 'adgm' },
  { brand: 'Harbourline', service: 'legal', industry: 'mfg', region: 'sharjah', overrides: { pricingModel: 'Retainer + success fee' } },
  { brand: 'Crescent Quay', service: 'legal', industry: 'hosp', region: 'difc' },
  { brand: 'Twin Palms', service: 'legal', industry: 'other', region: 'abuDhabi' },
  { brand: 'Tamr House', service: 'freezone', industry: 'food', region: 'dmcc' },
  { brand: 'Yasmin Court', service: 'freezone', industry: 'clean', region: 'masdar' },
  { brand: 'Oud Street', service: 'freezone', industry: 'tech', region: 'rakez' },
  { brand: 'Sadaf Shore', service: 'freezone', industry: 'mfg', region: 'hamriyah' },
  { brand: 'Mirqab', service: 'freezone', industry: 'ecom', region: 'dubaiSouth' },
  { brand: 'Hadeel', service: 'freezone', industry: 'health', region: 'dhcc' },
  { brand: 'Nakhla Grove', service: 'logistics', industry: 'food', region: 'jafza' },
  { brand: 'Windtower', service: 'logistics', industry: 'ecom', region: 'dubaiSouth' },
  { brand: 'Majlis Row', service: 'logistics', industry: 'mfg', region: 'kezad' },
  { brand: 'Tideway', service: 'logistics', industry: 'health', region: 'jafza' },
  { brand: 'Silverdune', service: 'logistics', industry: 'clean', region: 'hamriyah' },
  { brand: 'Qasba Lane', service: 'distribution', industry: 'food', region: 'dubai' },
  { brand: 'Rawdha Park', service: 'distribution', industry: 'health', region: 'dubai' },
  { brand: 'Jadeel', service: 'distribution', industry: 'ecom', region: 'sharjah' },
  { brand: 'Saraab', service: 'distribution', industry: 'mfg', region: 'jafza', overrides: { collaborationPreferences: 'Preferred supplier agreement' } },
  { brand: 'Aseel', service: 'distribution', industry: 'hosp', region: 'abuDhabi' },
  { brand: 'Najm', service: 'distribution', industry: 'edu', region: 'saif' },
  { brand: 'Rukn', service: 'recruitment', industry: 'tech', region: 'dic' },
  { brand: 'Misk Gate', service: 'recruitment', industry: 'health', region: 'dubai' },
  { brand: 'Lailak', service: 'recruitment', industry: 'hosp', region: 'abuDhabi' },
  { brand: 'Zahra Fields', service: 'recruitment', industry: 'fintech', region: 'dmcc' },
  { brand: 'Seef Harbour', service: 'recruitment', industry: 'edu', region: 'sharjah' },
  { brand: 'Marsa Linq', service: 'marketing', industry: 'ecom', region: 'dubai' },
  { brand: 'Bustan Hill', service: 'marketing', industry: 'hosp', region: 'dic' },
  { brand: 'Red Wadi', service: 'marketing', industry: 'food', region: 'dmcc' },
  { brand: 'Amwaj Line', service: 'marketing', industry: 'edu', region: 'abuDhabi' },
  {
    brand: 'Bahar Blue', service: 'marketing', industry: 'tech', region: 'dubai', companyName: 'Bahar Blue Brand Studio',
    overrides: { businessType: 'Sole Proprietorship', companySize: '1-10' },
  },
  { brand: 'Nujoom', service: 'it', industry: 'tech', region: 'dic' },
  { brand: 'Sharq Compass', service: 'it', industry: 'fintech', region: 'adgm' },
  { brand: 'Gharb Meridian', service: 'it', industry: 'health', region: 'dhcc' },
  { brand: 'Qimma Peak', service: 'it', industry: 'edu', region: 'masdar', overrides: { companySize: '30-50' } },
  { brand: 'Suhail Star', service: 'it', industry: 'pro', region: 'dubai' },
  { brand: 'Manar Light', service: 'it', industry: 'clean', region: 'masdar' },
  // the demo foreign business leases its DMCC office through Aflaj Way (see contracts.ts)
  { brand: 'Aflaj Way', service: 'realestate', industry: 'tech', region: 'dmcc', joinedDaysAgo: 214 },
  { brand: 'Kayan Stone', service: 'realestate', industry: 'mfg', region: 'kezad' },
  { brand: 'Ibtikar', service: 'realestate', industry: 'pro', region: 'difc' },
  { brand: 'Ufuq', service: 'realestate', industry: 'hosp', region: 'dubai' },
  { brand: 'Rahat', service: 'realestate', industry: 'other', region: 'sharjah' },
  { brand: 'Sawt', service: 'tax', industry: 'pro', region: 'dubai' },
  { brand: 'Jisr', service: 'tax', industry: 'fintech', region: 'difc' },
  { brand: 'Safwa', service: 'tax', industry: 'ecom', region: 'abuDhabi' },
  { brand: 'Mahara', service: 'tax', industry: 'food', region: 'rakez' },
  { brand: 'Tafawuq', service: 'tax', industry: 'clean', region: 'abuDhabi' },
  { brand: 'Nabras', service: 'tax', industry: 'health', region: 'sharjah' },
];

/** Applications waiting for the admin, and two the admin turned down. */
export const UNVERIFIED_LOCAL_SPECS: readonly LocalSpec[] = [
  { brand: 'Sabkha Point', service: 'formation', industry: 'pro', region: 'sharjah', status: 'Pending' },
  { brand: 'Thamra', service: 'distribution', industry: 'food', region: 'jafza', status: 'Pending' },
  { brand: 'Areej', service: 'marketing', industry: 'hosp', region: 'dubai', status: 'Pending' },
  { brand: 'Hilal Crest', service: 'legal', industry: 'fintech', region: 'adgm', status: 'Pending' },
  { brand: 'Sanad', service: 'it', industry: 'tech', region: 'dic', status: 'Pending' },
  { brand: 'QuickStart', service: 'formation', industry: 'other', region: 'dubai', status: 'Rejected', companyName: 'QuickStart Licence Hub' },
  { brand: 'Overnight', service: 'logistics', industry: 'ecom', region: 'sharjah', status: 'Rejected', companyName: 'Overnight Freight Brokers' },
];

const EXTRA_LANGUAGES = [
  'Hindi', 'Urdu', 'French', 'Russian', 'Swedish', 'German', 'Malayalam', 'Tagalog', 'Persian', 'Mandarin', 'Spanish',
  'Norwegian', 'Danish', 'Finnish', 'Italian',
] as const;

const EUROPEAN_ADJECTIVES = COUNTRY_KEYS.map((k) => COUNTRIES[k].adjective);

/** How many people a team sentence may mention, by company size. */
const TEAM_RANGE: Record<string, readonly [number, number]> = {
  '1-10': [3, 9],
  '11-50': [12, 45],
  '30-50': [30, 48],
  '51-200': [40, 150],
  '201-500': [60, 250],
  '501-1000': [80, 300],
  '1000+': [100, 400],
};

function companySizeFor(rng: Rng, service: ServiceKey): string {
  if (service === 'banking') return rng.pick(['201-500', '501-1000', '1000+']);
  if (service === 'logistics' || service === 'distribution') return rng.pick(['51-200', '201-500', '11-50', '501-1000']);
  return rng.pick(COMPANY_SIZES_PARTNER.slice(0, 5));
}

/** Picks fragment `variant` from a list, so consecutive partners of one kind read differently. */
function nth<T>(items: readonly T[], variant: number): T {
  return items[variant % items.length] as T;
}

export interface LocalBuildOptions {
  /** The owning user, when it is made elsewhere (the demo account). */
  user?: SeedUser;
  contactName?: string;
  logo?: boolean;
}

/**
 * One local partner and its user. `variant` rotates the text fragments (the k-th partner of a
 * service gets the k-th opening sentence, and so on); `createdAtMs` is when the user signed up.
 */
export function buildLocalPartner(
  ctx: SeedContext,
  rng: Rng,
  spec: LocalSpec,
  variant: number,
  createdAtMs: number,
  options: LocalBuildOptions = {},
): Built<LocalProfileRecord> {
  const service = SERVICES[spec.service];
  const region = UAE_REGIONS[spec.region];
  const industry = IND[spec.industry];
  const companyName = spec.companyName ?? `${spec.brand} ${nth(service.nameSuffixes, variant)}`;
  const contactName = options.contactName ?? options.user?.name ?? uaeStaffName(rng);
  const user = options.user ?? businessUser(ctx, { name: contactName, businessName: companyName, category: 'local', createdAtMs });

  const size = String(spec.overrides?.companySize ?? companySizeFor(rng, spec.service));
  const [teamMin, teamMax] = TEAM_RANGE[size] ?? [8, 40];
  const values: Record<string, string | (() => string)> = {
    zone: region.label.includes('—') ? (region.label.split('— ')[1] as string) : region.city,
    city: region.city,
    industry: INDUSTRY_PHRASE[industry],
    country: () => rng.pick(EUROPEAN_ADJECTIVES),
    n: () => String(rng.int(4, 40)),
    m: () => String(rng.int(3, 20)),
    big: () => String(rng.int(12, 90) * 10),
    team: () => String(rng.int(teamMin, teamMax)),
  };
  const text = (parts: (string | null)[]) => fixArticles(fill(parts.filter((p): p is string => p !== null).join(' '), values));

  const description = text([
    nth(service.intros, variant),
    nth(service.offers, variant + Math.floor(variant / service.offers.length)),
    variant % 4 === 3 ? null : nth(service.closers, variant),
  ]);
  const teamExpertise = text([nth(service.expertise, variant), nth(service.expertise, variant + 1)]);
  const previousExperience = text([nth(service.experience, variant), nth(service.experience, variant + 2)]);
  // engagement terms are shared by every kind of partner, so they are drawn rather than rotated
  const sla = text([rng.pick(SLA_RESPONSE), rng.pick(SLA_REPORTING), rng.chance(0.6) ? rng.pick(SLA_TERMS) : null]);

  const languages = ['English', 'Arabic', ...rng.sample(EXTRA_LANGUAGES, rng.int(0, 3))];
  const otherIndustries = rng.sample(
    INDUSTRIES.filter((i) => i !== industry && i !== 'Other'),
    rng.int(1, 2),
  );
  const certifications = rng.sample(service.certifications, rng.int(1, 2));
  const profileCreatedMs = Date.parse(user.createdAt) + rng.int(8, 90) * MINUTE_MS;
  const updatedMs = rng.chance(0.4) ? Math.min(profileCreatedMs + rng.int(3, 60) * DAY_MS, ANCHOR_MS - DAY_MS) : profileCreatedMs;

  const profile: LocalProfileRecord = {
    _id: ctx.ids.next('lp'),
    ID: user.id,
    companyName,
    businessType: nth(service.businessTypes, variant),
    industryFocus: industry,
    yearsInOperation: rng.int(2, 28),
    companySize: size,
    registeredRegion: region.label,
    businessRegistrationNumber: region.registration(rng.next),
    taxID: trn(rng.next),
    complianceCertifications: certifications.join(', '),
    serviceCategory: service.serviceCategory,
    detailedServiceDescription: description,
    supportedMarketTypes: rng.pick(service.markets),
    languagesSupported: languages.join(', '),
    preferredClientIndustries: [industry, ...otherIndustries].join(', '),
    serviceCapacity: fill(rng.pick(service.capacity), { n: String(rng.int(4, 20)) }),
    SLAEngagementPreferences: sla,
    previousExperience,
    primaryContactName: contactName,
    designation: rng.pick(service.designations ?? LOCAL_DESIGNATIONS),
    contactEmail: user.email,
    contactPhone: uaePhone(rng, region.area, rng.chance(0.25)),
    teamExpertise,
    pricingModel: rng.pick(service.pricing),
    collaborationPreferences: rng.pick(service.collaboration),
    hasPurchased: rng.chance(0.25),
    verificationStatus: spec.status ?? 'Approved',
    createdAt: iso(profileCreatedMs),
    updatedAt: iso(updatedMs),
  };
  if (rng.chance(0.5)) profile.matchScoreCriteria = rng.pick(MATCH_CRITERIA);
  if (options.logo ?? rng.chance(0.88)) profile.businessLogo = makeLogo(companyName);
  Object.assign(profile, spec.overrides);
  return { user, profile };
}

/**
 * The seeded partners other than the demo account: 61 approved, 5 pending, 2 rejected. Approved
 * ones signed up 9 to 1 months before the anchor; applications still waiting are recent.
 */
export function buildBaseLocalPartners(ctx: SeedContext, rng: Rng): Built<LocalProfileRecord>[] {
  const counters = new Map<ServiceKey, number>();
  const built: Built<LocalProfileRecord>[] = [];
  const order = rng.shuffle(APPROVED_LOCAL_SPECS);
  for (const spec of [...order, ...UNVERIFIED_LOCAL_SPECS]) {
    const k = counters.get(spec.service) ?? 0;
    counters.set(spec.service, k + 1);
    const daysAgo =
      spec.status === 'Pending' ? rng.int(2, 25) : spec.status === 'Rejected' ? rng.int(30, 90) : spec.joinedDaysAgo ?? joinedDaysAgo(rng.next, 30, 268);
    built.push(buildLocalPartner(ctx, rng, spec, k, ANCHOR_MS - daysAgo * DAY_MS - rng.int(0, 600) * MINUTE_MS));
  }
  return built;
}
