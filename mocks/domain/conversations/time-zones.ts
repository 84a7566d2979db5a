import type { AnyProfile } from '../profiles';

/*
 * Where a party is, as a city and an IANA time zone, read from its profile: local partners are in
 * the UAE (one zone, the emirate as the city); a foreign business by the country of its operating
 * region; an investor by its registered region. The meeting form and the invitations write both
 * zones out, so a guess is better than nothing: an unknown place falls back to its kind's default.
 */

export interface Place {
  city?: string;
  timeZone: string;
}

const UAE_ZONE = 'Asia/Dubai';

const EMIRATES = ['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'] as const;

/** A country, or a city people write instead of one, with its capital (or that city) and zone. */
const PLACES: ReadonlyArray<{ names: readonly string[]; city: string; timeZone: string }> = [
  { names: ['sweden', 'stockholm'], city: 'Stockholm', timeZone: 'Europe/Stockholm' },
  { names: ['gothenburg', 'göteborg'], city: 'Gothenburg', timeZone: 'Europe/Stockholm' },
  { names: ['malmö', 'malmo'], city: 'Malmö', timeZone: 'Europe/Stockholm' },
  { names: ['norway', 'oslo'], city: 'Oslo', timeZone: 'Europe/Oslo' },
  { names: ['bergen'], city: 'Bergen', timeZone: 'Europe/Oslo' },
  { names: ['denmark', 'copenhagen'], city: 'Copenhagen', timeZone: 'Europe/Copenhagen' },
  { names: ['aarhus'], city: 'Aarhus', timeZone: 'Europe/Copenhagen' },
  { names: ['finland', 'helsinki'], city: 'Helsinki', timeZone: 'Europe/Helsinki' },
  { names: ['iceland', 'reykjavik', 'reykjavík'], city: 'Reykjavík', timeZone: 'Atlantic/Reykjavik' },
  { names: ['estonia', 'tallinn'], city: 'Tallinn', timeZone: 'Europe/Tallinn' },
  { names: ['latvia', 'riga'], city: 'Riga', timeZone: 'Europe/Riga' },
  { names: ['lithuania', 'vilnius'], city: 'Vilnius', timeZone: 'Europe/Vilnius' },
  { names: ['germany', 'berlin'], city: 'Berlin', timeZone: 'Europe/Berlin' },
  { names: ['munich', 'münchen'], city: 'Munich', timeZone: 'Europe/Berlin' },
  { names: ['hamburg'], city: 'Hamburg', timeZone: 'Europe/Berlin' },
  { names: ['austria', 'vienna', 'wien'], city: 'Vienna', timeZone: 'Europe/Vienna' },
  { names: ['switzerland', 'zurich', 'zürich'], city: 'Zurich', timeZone: 'Europe/Zurich' },
  { names: ['netherlands', 'amsterdam'], city: 'Amsterdam', timeZone: 'Europe/Amsterdam' },
  { names: ['belgium', 'brussels'], city: 'Brussels', timeZone: 'Europe/Brussels' },
  { names: ['luxembourg'], city: 'Luxembourg', timeZone: 'Europe/Luxembourg' },
  { names: ['france', 'paris'], city: 'Paris', timeZone: 'Europe/Paris' },
  { names: ['ireland', 'dublin'], city: 'Dublin', timeZone: 'Europe/Dublin' },
  { names: ['united kingdom', 'uk', 'england', 'london'], city: 'London', timeZone: 'Europe/London' },
  { names: ['poland', 'warsaw'], city: 'Warsaw', timeZone: 'Europe/Warsaw' },
  { names: ['spain', 'madrid'], city: 'Madrid', timeZone: 'Europe/Madrid' },
  { names: ['portugal', 'lisbon'], city: 'Lisbon', timeZone: 'Europe/Lisbon' },
  { names: ['italy', 'rome', 'milan'], city: 'Rome', timeZone: 'Europe/Rome' },
  { names: ['saudi arabia', 'riyadh'], city: 'Riyadh', timeZone: 'Asia/Riyadh' },
  { names: ['qatar', 'doha'], city: 'Doha', timeZone: 'Asia/Qatar' },
  { names: ['bahrain', 'manama'], city: 'Manama', timeZone: 'Asia/Bahrain' },
  { names: ['oman', 'muscat'], city: 'Muscat', timeZone: 'Asia/Muscat' },
  { names: ['kuwait'], city: 'Kuwait City', timeZone: 'Asia/Kuwait' },
];

/** Without a recognisable place: a foreign business is most likely on Central European Time. */
const DEFAULT_FOREIGN_ZONE = 'Europe/Berlin';

const wordsOf = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

function emirateIn(text: string): string | undefined {
  const words = wordsOf(text);
  return EMIRATES.find((emirate) => words.includes(wordsOf(emirate)));
}

/** The first known place named in the text, earliest in it first ("Stockholm, Sweden" → Stockholm). */
function placeIn(text: string): Place | undefined {
  const words = wordsOf(text);
  let best: { at: number; place: Place } | undefined;
  for (const place of PLACES) {
    for (const name of place.names) {
      const at = words.indexOf(wordsOf(name));
      if (at >= 0 && (!best || at < best.at)) best = { at, place: { city: place.city, timeZone: place.timeZone } };
    }
  }
  return best?.place;
}

const uae = (text: string): Place => {
  const city = emirateIn(text);
  return city ? { city, timeZone: UAE_ZONE } : { timeZone: UAE_ZONE };
};

/** Where a registered region, operating region or location is (see the file's comment for the defaults). */
export function placeOf(kind: AnyProfile['kind'], region: string): Place {
  switch (kind) {
    case 'local':
      return uae(region);
    case 'foreign':
      return (emirateIn(region) ? uae(region) : placeIn(region)) ?? { timeZone: DEFAULT_FOREIGN_ZONE };
    case 'investor':
      return emirateIn(region) ? uae(region) : (placeIn(region) ?? { timeZone: UAE_ZONE });
  }
}

/** The place of a profile. */
export function placeOfProfile(party: AnyProfile): Place {
  const region = party.kind === 'foreign' ? party.profile.operatingRegion : party.profile.registeredRegion;
  return placeOf(party.kind, typeof region === 'string' ? region : '');
}

/**
 * The zone's canonical IANA name ("europe/stockholm" → "Europe/Stockholm"), or null for a name the
 * runtime does not know. A UTC offset ("+04:00", which newer runtimes accept) is not a zone.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64 || /^[+-]/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
