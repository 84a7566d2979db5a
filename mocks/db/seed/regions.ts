import type { Rng } from './prng';
import { digits } from './text';

/** Where UAE partners are registered: the three emirates' mainland and their free zones. */
export interface UaeRegion {
  label: string;
  /** Landline area code: 4 Dubai, 2 Abu Dhabi, 6 Sharjah, 7 Ras Al Khaimah. */
  area: '4' | '2' | '6' | '7';
  city: string;
  /** Builds a registration number in the style of the registering authority. */
  registration: (next: () => number) => string;
}

const withPrefix = (prefix: string, n: number) => (next: () => number) => `${prefix}${digits(next, n)}`;

export const UAE_REGIONS = {
  difc: { label: 'Dubai — DIFC', area: '4', city: 'Dubai', registration: withPrefix('CL', 4) },
  dmcc: { label: 'Dubai — DMCC', area: '4', city: 'Dubai', registration: withPrefix('DMCC-', 6) },
  jafza: { label: 'Dubai — JAFZA', area: '4', city: 'Dubai', registration: withPrefix('JAFZA-', 5) },
  dubaiSouth: { label: 'Dubai — Dubai South', area: '4', city: 'Dubai', registration: withPrefix('DWC-', 5) },
  dhcc: { label: 'Dubai — Dubai Healthcare City', area: '4', city: 'Dubai', registration: withPrefix('DHCC-', 5) },
  dic: { label: 'Dubai — Dubai Internet City', area: '4', city: 'Dubai', registration: withPrefix('DIC-', 5) },
  dubai: { label: 'Dubai', area: '4', city: 'Dubai', registration: withPrefix('', 7) },
  adgm: { label: 'Abu Dhabi — ADGM', area: '2', city: 'Abu Dhabi', registration: withPrefix('000', 6) },
  masdar: { label: 'Abu Dhabi — Masdar City', area: '2', city: 'Abu Dhabi', registration: withPrefix('MC-', 5) },
  kezad: { label: 'Abu Dhabi — KEZAD', area: '2', city: 'Abu Dhabi', registration: withPrefix('KZ-', 6) },
  abuDhabi: { label: 'Abu Dhabi', area: '2', city: 'Abu Dhabi', registration: withPrefix('CN-', 7) },
  hamriyah: { label: 'Sharjah — Hamriyah Free Zone', area: '6', city: 'Sharjah', registration: withPrefix('HFZA-', 5) },
  saif: { label: 'Sharjah — SAIF Zone', area: '6', city: 'Sharjah', registration: withPrefix('SAIF-', 5) },
  sharjah: { label: 'Sharjah', area: '6', city: 'Sharjah', registration: withPrefix('SHJ-', 6) },
  rakez: { label: 'Ras Al Khaimah — RAKEZ', area: '7', city: 'Ras Al Khaimah', registration: withPrefix('RAKEZ-', 6) },
} satisfies Record<string, UaeRegion>;

export type UaeRegionKey = keyof typeof UAE_REGIONS;
export const UAE_REGION_KEYS = Object.keys(UAE_REGIONS) as UaeRegionKey[];

/** "+971 4 331 2208" (landline) or, now and then, "+971 50 412 7763" (mobile). */
export function uaePhone(rng: Rng, area: UaeRegion['area'], mobile = false): string {
  const next = () => rng.next();
  if (mobile) return `+971 ${rng.pick(['50', '52', '55', '56'])} ${rng.int(2, 9)}${digits(next, 2)} ${digits(next, 4)}`;
  return `+971 ${area} ${rng.int(2, 8)}${digits(next, 2)} ${digits(next, 4)}`;
}

/** Where investors are registered, with a phone format for each. */
export interface InvestorRegion {
  label: string;
  phone: (rng: Rng) => string;
  /** Which people staff it. */
  people: 'gulf' | 'british' | 'nordic-se' | 'nordic-no' | 'nordic-dk' | 'nordic-fi' | 'baltic-ee';
}

const fmt = (prefix: string, groups: number[]) => (rng: Rng) =>
  `${prefix} ${groups.map((n, i) => (i === 0 ? `${rng.int(2, 8)}${digits(() => rng.next(), n - 1)}` : digits(() => rng.next(), n))).join(' ')}`;

export const INVESTOR_REGIONS = {
  adgm: { label: 'Abu Dhabi — ADGM', phone: (rng) => uaePhone(rng, '2'), people: 'gulf' },
  abuDhabi: { label: 'Abu Dhabi', phone: (rng) => uaePhone(rng, '2'), people: 'gulf' },
  masdar: { label: 'Abu Dhabi — Masdar City', phone: (rng) => uaePhone(rng, '2'), people: 'gulf' },
  kezad: { label: 'Abu Dhabi — KEZAD', phone: (rng) => uaePhone(rng, '2'), people: 'gulf' },
  difc: { label: 'Dubai — DIFC', phone: (rng) => uaePhone(rng, '4'), people: 'gulf' },
  dubai: { label: 'Dubai', phone: (rng) => uaePhone(rng, '4'), people: 'gulf' },
  dic: { label: 'Dubai — Dubai Internet City', phone: (rng) => uaePhone(rng, '4'), people: 'gulf' },
  sharjah: { label: 'Sharjah', phone: (rng) => uaePhone(rng, '6'), people: 'gulf' },
  riyadh: { label: 'Riyadh', phone: fmt('+966 11', [3, 4]), people: 'gulf' },
  doha: { label: 'Doha', phone: fmt('+974', [4, 4]), people: 'gulf' },
  manama: { label: 'Manama', phone: fmt('+973 17', [2, 4]), people: 'gulf' },
  muscat: { label: 'Muscat', phone: fmt('+968 24', [2, 4]), people: 'gulf' },
  london: { label: 'London', phone: fmt('+44 20', [4, 4]), people: 'british' },
  stockholm: { label: 'Stockholm', phone: fmt('+46 8', [3, 3, 2]), people: 'nordic-se' },
  oslo: { label: 'Oslo', phone: fmt('+47', [2, 2, 2, 2]), people: 'nordic-no' },
  copenhagen: { label: 'Copenhagen', phone: fmt('+45', [2, 2, 2, 2]), people: 'nordic-dk' },
  helsinki: { label: 'Helsinki', phone: fmt('+358 9', [4, 4]), people: 'nordic-fi' },
  tallinn: { label: 'Tallinn', phone: fmt('+372', [3, 4]), people: 'baltic-ee' },
} satisfies Record<string, InvestorRegion>;

export type InvestorRegionKey = keyof typeof INVESTOR_REGIONS;
export const INVESTOR_REGION_KEYS = Object.keys(INVESTOR_REGIONS) as InvestorRegionKey[];
