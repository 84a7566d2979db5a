// Places and languages: emirates and free zones, countries, macro regions, the investor's
// geography focus (Local/National/Regional resolved against where the investor is registered),
// and the languages a company works in.

import { maskScanner, memo } from './normalize';

export const EMIRATES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'] as const;
export const ZONES = [
  'DIFC', 'ADGM', 'Dubai Healthcare City', 'DMCC', 'JAFZA', 'Dubai Silicon Oasis / Internet City', 'Masdar City', 'KEZAD',
  'Hub71', 'RAKEZ', 'SAIF Zone', 'Dubai South', 'twofour54', 'SRTIP', 'Shams', 'IFZA', 'Meydan Free Zone', 'DAFZA',
  'Dubai World Trade Centre', 'Dubai Design District',
] as const;
/** Emirate of each free zone. */
const ZONE_EMIRATE = [0, 1, 0, 0, 0, 0, 1, 1, 1, 4, 2, 0, 1, 2, 2, 0, 0, 0, 0, 0];

export const AREA = { UAE: 0, GCC: 1, ME: 2, NORDICS: 3, EUROPE: 4, NA: 5, APAC: 6, AFRICA: 7, LATAM: 8, GLOBAL: 9, UK: 10 } as const;
export const AREA_LABELS = ['the UAE', 'the GCC', 'the Middle East', 'the Nordics', 'Europe', 'North America', 'Asia-Pacific', 'Africa', 'Latin America', 'global markets', 'the UK'] as const;
const A = (...xs: number[]) => xs.reduce((m, x) => m | (1 << x), 0);

// name, areas, languages (bit indices into LANGS)
export const LANGS = ['English', 'Arabic', 'Swedish', 'Norwegian', 'Danish', 'Finnish', 'Icelandic', 'German', 'French', 'Dutch', 'Spanish', 'Italian', 'Portuguese', 'Russian', 'Hindi', 'Urdu', 'Chinese', 'Tagalog', 'Polish', 'Estonian', 'Persian', 'Turkish', 'Malayalam', 'Latvian', 'Lithuanian'] as const;
const L = (...names: Array<(typeof LANGS)[number]>) => names.reduce((m, n) => m | (1 << LANGS.indexOf(n)), 0);

const COUNTRIES: ReadonlyArray<{ name: string; re: string; areas: number; langs: number }> = [
  { name: 'Sweden', re: String.raw`sweden|swedish|stockholm|gothenburg|g[oö]teborg|malm[oö]|uppsala|lund`, areas: A(AREA.NORDICS, AREA.EUROPE), langs: L('Swedish') },
  { name: 'Norway', re: String.raw`norway|norwegian|oslo|bergen|trondheim|stavanger`, areas: A(AREA.NORDICS, AREA.EUROPE), langs: L('Norwegian') },
  { name: 'Denmark', re: String.raw`denmark|danish|copenhagen|aarhus|odense`, areas: A(AREA.NORDICS, AREA.EUROPE), langs: L('Danish') },
  { name: 'Finland', re: String.raw`finland|finnish|helsinki|espoo|tampere|turku|oulu`, areas: A(AREA.NORDICS, AREA.EUROPE), langs: L('Finnish', 'Swedish') },
  { name: 'Iceland', re: String.raw`iceland\w*|reykjav[ií]k`, areas: A(AREA.NORDICS, AREA.EUROPE), langs: L('Icelandic') },
  { name: 'Germany', re: String.raw`germany|german|berlin|munich|m[uü]nchen|hamburg|frankfurt`, areas: A(AREA.EUROPE), langs: L('German') },
  { name: 'Netherlands', re: String.raw`netherlands|dutch|holland|amsterdam|rotterdam|eindhoven`, areas: A(AREA.EUROPE), langs: L('Dutch') },
  { name: 'France', re: String.raw`france|french|paris|lyon`, areas: A(AREA.EUROPE), langs: L('French') },
  { name: 'United Kingdom', re: String.raw`united kingdom|\buk\b|britain|british|england|scotland|london|manchester|edinburgh`, areas: A(AREA.EUROPE, AREA.UK), langs: L('English') },
  { name: 'Ireland', re: String.raw`ireland|irish|dublin`, areas: A(AREA.EUROPE), langs: L('English') },
  { name: 'Estonia', re: String.raw`estonia\w*|tallinn`, areas: A(AREA.EUROPE), langs: L('Estonian') },
  { name: 'Latvia', re: String.raw`latvia\w*|\briga\b`, areas: A(AREA.EUROPE), langs: L('Latvian') },
  { name: 'Lithuania', re: String.raw`lithuania\w*|vilnius|kaunas`, areas: A(AREA.EUROPE), langs: L('Lithuanian') },
  { name: 'Poland', re: String.raw`poland|polish|warsaw|krak[oó]w`, areas: A(AREA.EUROPE), langs: L('Polish') },
  { name: 'Spain', re: String.raw`spain|spanish|madrid|barcelona`, areas: A(AREA.EUROPE), langs: L('Spanish') },
  { name: 'Italy', re: String.raw`italy|italian|milan|rome`, areas: A(AREA.EUROPE), langs: L('Italian') },
  { name: 'Switzerland', re: String.raw`switzerland|swiss|zurich|z[uü]rich|geneva|basel`, areas: A(AREA.EUROPE), langs: L('German', 'French') },
  { name: 'Austria', re: String.raw`austria\w*|vienna`, areas: A(AREA.EUROPE), langs: L('German') },
  { name: 'Belgium', re: String.raw`belgi\w*|brussels|antwerp`, areas: A(AREA.EUROPE), langs: L('Dutch', 'French') },
  { name: 'Portugal', re: String.raw`portugal|portuguese|lisbon|porto`, areas: A(AREA.EUROPE), langs: L('Portuguese') },
  { name: 'United States', re: String.raw`united states|\busa?\b|(?<!latin |south |north |central )america\b|american|new york|san francisco|boston|silicon valley|california|texas`, areas: A(AREA.NA), langs: L('English') },
  { name: 'Canada', re: String.raw`canada|canadian|toronto|vancouver|montreal`, areas: A(AREA.NA), langs: L('English', 'French') },
  { name: 'Saudi Arabia', re: String.raw`saudi\w*|\bksa\b|riyadh|jeddah|dammam|neom`, areas: A(AREA.GCC, AREA.ME), langs: L('Arabic') },
  { name: 'Qatar', re: String.raw`qatar\w*|doha`, areas: A(AREA.GCC, AREA.ME), langs: L('Arabic') },
  { name: 'Bahrain', re: String.raw`bahrain\w*|manama`, areas: A(AREA.GCC, AREA.ME), langs: L('Arabic') },
  { name: 'Kuwait', re: String.raw`kuwait\w*`, areas: A(AREA.GCC, AREA.ME), langs: L('Arabic') },
  { name: 'Oman', re: String.raw`\boman\b|omani|muscat`, areas: A(AREA.GCC, AREA.ME), langs: L('Arabic') },
  { name: 'India', re: String.raw`india\b|indian|mumbai|bangalore|bengaluru|delhi`, areas: A(AREA.APAC), langs: L('Hindi', 'English') },
  { name: 'Singapore', re: String.raw`singapore\w*`, areas: A(AREA.APAC), langs: L('English', 'Chinese') },
  { name: 'China', re: String.raw`china|chinese|beijing|shanghai|shenzhen|hong kong`, areas: A(AREA.APAC), langs: L('Chinese') },
  { name: 'Egypt', re: String.raw`egypt\w*|cairo`, areas: A(AREA.AFRICA, AREA.ME), langs: L('Arabic') },
  { name: 'United Arab Emirates', re: String.raw`\buae\b|u\.a\.e|united arab emirates|emirat\w*`, areas: A(AREA.UAE, AREA.GCC, AREA.ME), langs: L('Arabic', 'English') },
];
const UAE_COUNTRY = COUNTRIES.length - 1;

const scanCountries = maskScanner(COUNTRIES.map((c, i) => [c.re, i] as const));

// Emirates are codes 0..6, zones 7..26 (zone z is code 7 + z).
const scanUae = maskScanner([
  [String.raw`difc|dubai international financial cent(?:er|re)`, 7 + 0],
  [String.raw`adgm|abu dhabi global market`, 7 + 1],
  [String.raw`dubai healthcare city|\bdhcc\b|\bdhca\b`, 7 + 2],
  [String.raw`dmcc|jumeirah lake\w*|\bjlt\b|multi commodities`, 7 + 3],
  [String.raw`jafza|jebel ali`, 7 + 4],
  [String.raw`silicon oasis|\bdso\b|internet city|\bdic\b|in5|dubai science park|dubai media city`, 7 + 5],
  [String.raw`masdar`, 7 + 6],
  [String.raw`kezad|khalifa (?:economic|industrial)|kizad`, 7 + 7],
  [String.raw`hub ?71`, 7 + 8],
  [String.raw`rakez|rak (?:free|economic)`, 7 + 9],
  [String.raw`\bsaif\b|sharjah airport`, 7 + 10],
  [String.raw`dubai south|\bdwc\b|dubai world central`, 7 + 11],
  [String.raw`twofour54`, 7 + 12],
  [String.raw`srtip|sharjah research`, 7 + 13],
  [String.raw`\bshams\b`, 7 + 14],
  [String.raw`\bifza\b`, 7 + 15],
  [String.raw`meydan`, 7 + 16],
  [String.raw`dafza|dubai airport free\w*`, 7 + 17],
  [String.raw`dwtc|world trade cent(?:er|re)`, 7 + 18],
  [String.raw`\bd3\b|dubai design`, 7 + 19],
  [String.raw`abu ?dhabi|\bauh\b|al ain`, 1],
  [String.raw`dubai|\bdxb\b`, 0],
  [String.raw`sharjah`, 2],
  [String.raw`ajman`, 3],
  [String.raw`ras al[- ]?khaimah|\brak\b`, 4],
  [String.raw`fujairah`, 5],
  [String.raw`umm al[- ]?quwain|\buaq\b`, 6],
]);

const scanAreas = maskScanner([
  [String.raw`nordic\w*|scandinavia\w*`, AREA.NORDICS],
  // The Baltic states are not Nordic (nor Scandinavian-speaking): Europe.
  [String.raw`europe\w*|\beu\b|\beea\b|dach|benelux|baltic\w*`, AREA.EUROPE],
  [String.raw`\bgcc\b|gulf`, AREA.GCC],
  [String.raw`middle east|\bmena\b|\bmena[pt]?\b|levant|arab world`, AREA.ME],
  [String.raw`north america|\bnam\b`, AREA.NA],
  [String.raw`asia[- ]?pacific|\bapac\b|\basia\b|southeast asia|\basean\b|australia|japan|korea`, AREA.APAC],
  [String.raw`africa\w*|nigeria|kenya`, AREA.AFRICA],
  [String.raw`latin america|latam|south america|brazil|mexico`, AREA.LATAM],
  [String.raw`global\w*|worldwide|\binternational(?! financial)\b|cross-?border`, AREA.GLOBAL],
]);

export type Loc = {
  /** 0 when nothing was recognised. */
  known: number;
  emirates: number;
  zones: number;
  countries: number;
  areas: number;
  langs: number;
};

export const EMPTY_LOC: Loc = { known: 0, emirates: 0, zones: 0, countries: 0, areas: 0, langs: 0 };

/** Where something is: "Stockholm, Sweden", "DIFC, Dubai", "Nordics", "Riyadh / GCC", "Abu Dhabi (ADGM)". */
export const parseLocation = memo((raw: string): Loc => {
  if (!raw.trim()) return EMPTY_LOC;
  const uae = scanUae(raw);
  let emirates = uae & 0x7f;
  const zones = uae >>> 7;
  for (let z = 0; z < ZONES.length; z++) if (zones & (1 << z)) emirates |= 1 << ZONE_EMIRATE[z]!;
  let countries = scanCountries(raw);
  if (emirates) countries |= 1 << UAE_COUNTRY;
  let areas = scanAreas(raw);
  let langs = 0;
  for (let c = 0; c < COUNTRIES.length; c++) {
    if (countries & (1 << c)) {
      areas |= COUNTRIES[c]!.areas;
      langs |= COUNTRIES[c]!.langs;
    }
  }
  if (areas & (1 << AREA.NORDICS)) areas |= 1 << AREA.EUROPE;
  if (areas & (1 << AREA.GCC)) areas |= 1 << AREA.ME;
  if (areas & (1 << AREA.UAE)) areas |= (1 << AREA.GCC) | (1 << AREA.ME);
  // Languages come from a named country only: "Nordics" alone does not say which one is spoken.
  const known = emirates | zones | countries | areas ? 1 : 0;
  return { known, emirates, zones, countries, areas, langs };
});

export const UAE_LOC: Loc = parseLocation('United Arab Emirates');

export function inUae(l: Loc): boolean {
  return (l.areas & (1 << AREA.UAE)) !== 0;
}

/** A short name for a place, for explanations. */
export function locLabel(l: Loc): string {
  for (let z = 0; z < ZONES.length; z++) if (l.zones & (1 << z)) return ZONES[z]!;
  for (let e = 0; e < EMIRATES.length; e++) if (l.emirates & (1 << e)) return EMIRATES[e]!;
  for (let c = 0; c < COUNTRIES.length; c++) if (l.countries & (1 << c)) return COUNTRIES[c]!.name;
  for (let a = 0; a < AREA_LABELS.length; a++) if (l.areas & (1 << a)) return AREA_LABELS[a]!.replace(/^the /, '');
  return 'an unrecognised place';
}

// ---------------------------------------------------------------- investor geography focus

export type Focus = { known: number; global: boolean; emirates: number; countries: number; areas: number };

/**
 * An investor's geography focus. "Local" and "National" mean the investor's own emirate/country,
 * "Regional" its region (GCC for a UAE investor, the Nordics/Europe for a Nordic one).
 */
export function parseFocus(raw: string, home: Loc): Focus {
  const s = raw.toLowerCase();
  const place = parseLocation(raw);
  let { emirates, countries, areas } = place;
  const global = (areas & (1 << AREA.GLOBAL)) !== 0 || /\bany\b|agnostic|everywhere/.test(s);
  let known = place.known || global ? 1 : 0;
  if (home.known) {
    if (/\blocal\b/.test(s)) {
      emirates |= home.emirates;
      countries |= home.countries;
      if (home.areas & (1 << AREA.UAE)) areas |= 1 << AREA.UAE;
      known = 1;
    }
    if (/national|domestic|home market/.test(s)) {
      countries |= home.countries;
      if (home.areas & (1 << AREA.UAE)) areas |= 1 << AREA.UAE;
      known = 1;
    }
    if (/regional|region\b/.test(s)) {
      const gulf = (1 << AREA.UAE) | (1 << AREA.GCC) | (1 << AREA.ME);
      if (home.areas & gulf) areas |= gulf;
      else if (home.areas & (1 << AREA.NORDICS)) areas |= 1 << AREA.NORDICS;
      else areas |= home.areas & ~(1 << AREA.GLOBAL);
      known = 1;
    }
  }
  if (areas & (1 << AREA.GCC)) areas |= 1 << AREA.UAE;
  if (areas & (1 << AREA.ME)) areas |= (1 << AREA.UAE) | (1 << AREA.GCC);
  return { known, global, emirates, countries, areas };
}

/** How well a place falls inside a focus: 1 same country/emirate, 0.9–0.95 same region, 0.8 global, else 0.2. NaN when unknown. */
export function focusFit(f: Focus, l: Loc): number {
  if (!f.known || !l.known) return NaN;
  let best = f.global ? 0.8 : 0.2;
  if ((f.countries & l.countries & ~(1 << UAE_COUNTRY)) !== 0 || (f.emirates & l.emirates) !== 0) return 1;
  const shared = f.areas & l.areas & ~(1 << AREA.GLOBAL);
  if (shared) {
    const tight = (1 << AREA.UAE) | (1 << AREA.NORDICS) | (1 << AREA.UK);
    best = Math.max(best, shared & tight ? 0.95 : 0.9);
  }
  return best;
}

export function focusLabel(f: Focus): string {
  if (f.global) return 'global';
  const parts: string[] = [];
  for (let e = 0; e < EMIRATES.length; e++) if (f.emirates & (1 << e)) parts.push(EMIRATES[e]!);
  if (f.areas & (1 << AREA.UAE) && !parts.length && !(f.areas & (1 << AREA.GCC))) parts.push('UAE');
  if (f.areas & (1 << AREA.GCC)) parts.push('GCC');
  for (let c = 0; c < COUNTRIES.length - 1; c++) if (f.countries & (1 << c)) parts.push(COUNTRIES[c]!.name);
  for (const a of [AREA.NORDICS, AREA.EUROPE, AREA.NA, AREA.APAC, AREA.AFRICA, AREA.LATAM]) if (f.areas & (1 << a)) parts.push(AREA_LABELS[a]!.replace(/^the /, ''));
  return parts.slice(0, 3).join('/') || 'unclear';
}

// ---------------------------------------------------------------- languages

const scanLangs = maskScanner([
  [String.raw`english|\beng?\b`, 0],
  [String.raw`arabic|\bar\b`, 1],
  [String.raw`swedish|svenska|\bsv\b`, 2],
  [String.raw`norwegian|norsk|\bnb\b`, 3],
  [String.raw`danish|dansk|\bda\b`, 4],
  [String.raw`finnish|suomi|\bfi\b`, 5],
  [String.raw`icelandic`, 6],
  [String.raw`german|deutsch|\bde\b`, 7],
  [String.raw`french|fran[cç]ais|\bfr\b`, 8],
  [String.raw`dutch|nederlands|\bnl\b`, 9],
  [String.raw`spanish|espa[nñ]ol|\bes\b`, 10],
  [String.raw`italian`, 11],
  [String.raw`portuguese|\bpt\b`, 12],
  [String.raw`russian|\bru\b`, 13],
  [String.raw`hindi|\bhi\b`, 14],
  [String.raw`urdu`, 15],
  [String.raw`chinese|mandarin|cantonese|\bzh\b`, 16],
  [String.raw`tagalog|filipino`, 17],
  [String.raw`polish`, 18],
  [String.raw`estonian`, 19],
  [String.raw`persian|farsi`, 20],
  [String.raw`turkish`, 21],
  [String.raw`malayalam`, 22],
  [String.raw`latvian`, 23],
  [String.raw`lithuanian`, 24],
]);

const SCANDINAVIAN = L('Swedish', 'Norwegian', 'Danish');

/** Languages a partner works in, from "English, Arabic, Swedish" or "Scandinavian languages". */
export const parseLanguages = memo((raw: string): number => {
  let mask = scanLangs(raw);
  if (/scandinavian|nordic/i.test(raw)) mask |= SCANDINAVIAN;
  return mask;
});

export const LANG_ENGLISH = 1;

/** Language fit of a partner for a company from a place: 1 home language, 0.85 a neighbouring Scandinavian one, 0.6 English, else 0.25. */
export function languageFit(home: number, partner: number): number {
  if (!partner) return NaN;
  if (home & partner) return 1;
  if (home & SCANDINAVIAN && partner & SCANDINAVIAN) return 0.85;
  if (partner & LANG_ENGLISH) return home ? 0.6 : 0.65;
  return 0.25;
}

export function langLabel(mask: number): string {
  const names: string[] = [];
  for (let i = 0; i < LANGS.length; i++) if (mask & (1 << i)) names.push(LANGS[i]!);
  return names.slice(0, 3).join(', ');
}

/** Searchable words for a place (country names, their languages, regions), added to text documents. */
export function locWords(l: Loc): string {
  if (!l.known) return '';
  const words: string[] = [];
  for (let c = 0; c < COUNTRIES.length; c++) if (l.countries & (1 << c)) words.push(COUNTRIES[c]!.name);
  for (let i = 0; i < LANGS.length; i++) if (l.langs & (1 << i) && i > 1) words.push(LANGS[i]!);
  if (l.areas & (1 << AREA.NORDICS)) words.push('Nordic Scandinavian');
  if (l.areas & (1 << AREA.EUROPE)) words.push('Europe European');
  if (l.areas & (1 << AREA.GCC)) words.push('Gulf GCC');
  for (let e = 0; e < EMIRATES.length; e++) if (l.emirates & (1 << e)) words.push(EMIRATES[e]!);
  return words.join(' ');
}
