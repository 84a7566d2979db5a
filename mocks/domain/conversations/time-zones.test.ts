import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../db/seed/names';
import { INVESTOR_REGIONS, UAE_REGIONS } from '../../db/seed/regions';
import { canonicalTimeZone, placeOf } from './time-zones';

describe('where a party is', () => {
  it('puts every local partner in the UAE, with its emirate as the city', () => {
    expect(placeOf('local', 'Dubai — DIFC')).toEqual({ city: 'Dubai', timeZone: 'Asia/Dubai' });
    expect(placeOf('local', 'Abu Dhabi — ADGM')).toEqual({ city: 'Abu Dhabi', timeZone: 'Asia/Dubai' });
    expect(placeOf('local', 'Ras Al Khaimah — RAKEZ')).toEqual({ city: 'Ras Al Khaimah', timeZone: 'Asia/Dubai' });
    expect(placeOf('local', 'Sharjah — SAIF Zone')).toEqual({ city: 'Sharjah', timeZone: 'Asia/Dubai' });
    expect(placeOf('local', 'somewhere')).toEqual({ timeZone: 'Asia/Dubai' });
    for (const region of Object.values(UAE_REGIONS)) expect(placeOf('local', region.label)).toEqual({ city: region.city, timeZone: 'Asia/Dubai' });
  });

  it('places a foreign business by its country (the capital), or a city it names, else on Central European Time', () => {
    expect(placeOf('foreign', 'Sweden, Nordics')).toEqual({ city: 'Stockholm', timeZone: 'Europe/Stockholm' });
    expect(placeOf('foreign', 'Norway, Nordics')).toEqual({ city: 'Oslo', timeZone: 'Europe/Oslo' });
    expect(placeOf('foreign', 'Denmark, Nordics')).toEqual({ city: 'Copenhagen', timeZone: 'Europe/Copenhagen' });
    expect(placeOf('foreign', 'Finland, Nordics')).toEqual({ city: 'Helsinki', timeZone: 'Europe/Helsinki' });
    expect(placeOf('foreign', 'Germany, DACH')).toEqual({ city: 'Berlin', timeZone: 'Europe/Berlin' });
    expect(placeOf('foreign', 'Gothenburg, Sweden')).toEqual({ city: 'Gothenburg', timeZone: 'Europe/Stockholm' });
    expect(placeOf('foreign', 'Iceland')).toEqual({ city: 'Reykjavík', timeZone: 'Atlantic/Reykjavik' });
    expect(placeOf('foreign', 'Atlantis')).toEqual({ timeZone: 'Europe/Berlin' });
    // "uk" is a word of its own, not the end of "Bukhara".
    expect(placeOf('foreign', 'Bukhara')).toEqual({ timeZone: 'Europe/Berlin' });
    for (const country of Object.values(COUNTRIES)) expect(placeOf('foreign', country.region).city, country.name).toBeDefined();
  });

  it('places an investor by its registered region, in the Gulf by default', () => {
    expect(placeOf('investor', 'Abu Dhabi — ADGM')).toEqual({ city: 'Abu Dhabi', timeZone: 'Asia/Dubai' });
    expect(placeOf('investor', 'Riyadh')).toEqual({ city: 'Riyadh', timeZone: 'Asia/Riyadh' });
    expect(placeOf('investor', 'Doha')).toEqual({ city: 'Doha', timeZone: 'Asia/Qatar' });
    expect(placeOf('investor', 'London')).toEqual({ city: 'London', timeZone: 'Europe/London' });
    expect(placeOf('investor', 'Tallinn')).toEqual({ city: 'Tallinn', timeZone: 'Europe/Tallinn' });
    expect(placeOf('investor', '')).toEqual({ timeZone: 'Asia/Dubai' });
    for (const region of Object.values(INVESTOR_REGIONS)) expect(placeOf('investor', region.label).city, region.label).toBeDefined();
  });

  it('gives only zones this runtime knows, by their canonical IANA names', () => {
    const zones = [...Object.values(COUNTRIES).map((country) => placeOf('foreign', country.region).timeZone), ...Object.values(INVESTOR_REGIONS).map((region) => placeOf('investor', region.label).timeZone)];
    for (const zone of zones) expect(canonicalTimeZone(zone)).toBe(zone);
  });
});

describe('a time zone sent by a client', () => {
  it('is known by its IANA name, in any case; an offset, a made-up name or a long string is not', () => {
    expect(canonicalTimeZone('Europe/Stockholm')).toBe('Europe/Stockholm');
    expect(canonicalTimeZone('asia/dubai')).toBe('Asia/Dubai');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    for (const zone of ['', 'Mars/Olympus', '+04:00', '-01:00', 'Europe/'.repeat(10), '   ']) expect(canonicalTimeZone(zone), zone).toBeNull();
  });
});
