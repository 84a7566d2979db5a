import { TZDate } from '@date-fns/tz';
import { defaultFormatLocale, parseDate } from './format';

/*
 * Instants in named time zones, for two parties in different places: "Wed 2 Dec, 10:00 Stockholm ·
 * 13:00 Dubai". Wall-clock times become instants through @date-fns/tz (the zone rules of the
 * platform's Intl data), never through offsets written by hand.
 */

/** The zone the browser runs in ("UTC" when it cannot say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** True for an IANA zone this runtime knows ("Europe/Stockholm"), false for anything else. */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The place an IANA zone is named after: its last segment, underscores as spaces ("America/New_York" → "New York"). */
export function cityOfTimeZone(zone: string): string {
  const last = zone.split('/').pop() ?? zone;
  return last.replace(/_/g, ' ');
}

/** Every zone the runtime knows, the given ones first (each once, unknown ones left out). */
export function timeZoneChoices(first: ReadonlyArray<string | null | undefined> = []): string[] {
  let all: string[] = [];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    all = [];
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const zone of [...first, ...all]) {
    if (!isTimeZone(zone) || seen.has(zone)) continue;
    seen.add(zone);
    out.push(zone);
  }
  return out;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'day' | 'time' | 'offset', timeZone: string, locale: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}|${locale}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { weekday: 'short', day: 'numeric', month: 'short' }
        : kind === 'time'
          ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
          : { timeZoneName: 'shortOffset' };
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** The day an instant falls on in a zone, as "Wed 2 Dec" (weekday, day, month; no comma). */
export function formatZonedDay(instant: Date, timeZone: string, locale = defaultFormatLocale): string {
  return formatter('day', timeZone, locale)
    .formatToParts(instant)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
}

/** The pieces of that day, for a calendar tile: { weekday: "Wed", day: "2", month: "Dec" } (Arabic: "الأربعاء", "2", "ديسمبر"). */
export function zonedDayParts(instant: Date, timeZone: string, locale = defaultFormatLocale): { weekday: string; day: string; month: string } {
  const parts = formatter('day', timeZone, locale).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return { weekday: value('weekday'), day: value('day'), month: value('month') };
}

/** The comma the locale writes after a weekday (", " in English, "، " in Arabic), taken from Intl's own output. */
function dateComma(locale: string): string {
  const literal = formatter('day', 'UTC', locale)
    .formatToParts(new Date(0))
    .find((part) => part.type === 'literal' && part.value.trim() !== '');
  return literal?.value ?? ', ';
}

/** The 24-hour time of an instant in a zone: "13:00". */
export function formatZonedTime(instant: Date, timeZone: string, locale = defaultFormatLocale): string {
  return formatter('time', timeZone, locale).format(instant);
}

/** The zone's offset from UTC at an instant: "GMT+1", "GMT+4", "GMT" (it changes with daylight saving). */
export function formatZoneOffset(instant: Date, timeZone: string, locale = defaultFormatLocale): string {
  return formatter('offset', timeZone, locale).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** A zone with the name written beside its times ("Stockholm", or a party's city). */
export interface ZoneLabel {
  timeZone: string;
  label: string;
}

/**
 * One instant in several zones, the day written once and again only where it differs:
 * "Wed 2 Dec, 10:00 Stockholm · 13:00 Dubai", "Wed 2 Dec, 23:30 Stockholm · Thu 3 Dec, 02:30 Dubai".
 * A zone listed twice (the same IANA id) is shown once, under its first label.
 */
export function formatInZones(value: string | Date, zones: readonly ZoneLabel[], locale = defaultFormatLocale): string {
  const instant = parseDate(value);
  if (!instant) return typeof value === 'string' ? value : '';
  const shown = zones.filter((zone, index) => isTimeZone(zone.timeZone) && zones.findIndex((other) => other.timeZone === zone.timeZone) === index);
  let previousDay = '';
  const comma = dateComma(locale);
  return shown
    .map((zone) => {
      const day = formatZonedDay(instant, zone.timeZone, locale);
      const time = `${formatZonedTime(instant, zone.timeZone, locale)} ${zone.label}`;
      const text = day === previousDay ? time : `${day}${comma}${time}`;
      previousDay = day;
      return text;
    })
    .join(' · ');
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Why a wall-clock time names no instant: a day or time that cannot be read, or one the zone skips (clocks going forward). */
export type WallClockProblem = 'invalid' | 'skipped';

/**
 * The instant a calendar day and a time of day ("2026-12-02", "10:00") name in a zone. A time the
 * zone skips when its clocks go forward is refused; a time it lives twice when they go back is
 * the later (standard-time) one.
 */
export function zonedInstant(day: string, time: string, timeZone: string): { instant: Date } | { problem: WallClockProblem } {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t || !isTimeZone(timeZone)) return { problem: 'invalid' };
  const [year, month, date] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hours, minutes] = [Number(t[1]), Number(t[2])];
  const zoned = new TZDate(year, month - 1, date, hours, minutes, timeZone);
  if (Number.isNaN(zoned.getTime())) return { problem: 'invalid' };
  if (zoned.getFullYear() !== year || zoned.getMonth() !== month - 1 || zoned.getDate() !== date) return { problem: 'invalid' };
  if (zoned.getHours() !== hours || zoned.getMinutes() !== minutes) return { problem: 'skipped' };
  return { instant: new Date(zoned.getTime()) };
}

/** The calendar day ("2026-12-02") and time of day ("10:00") of an instant in a zone: the inverse of `zonedInstant`. */
export function wallClockOf(instant: Date, timeZone: string): { day: string; time: string } {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
  };
}

/*
 * The zone a person chose to see and enter meeting times in (the meeting form's "Change"), kept
 * on this device; without one, the browser's.
 */

const STORAGE_KEY = 'preferredTimeZone';
const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The remembered zone when it is still a known one, else the browser's. */
export function preferredTimeZone(): string {
  const stored = readStored();
  return isTimeZone(stored) ? stored : browserTimeZone();
}

/** Remembers a zone (the browser's own forgets the choice), and tells the screens that show times. */
export function rememberTimeZone(zone: string): void {
  if (!isTimeZone(zone)) return;
  try {
    if (zone === browserTimeZone()) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, zone);
  } catch {
    // Storage blocked: the choice lasts for this form only.
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the remembered zone changes, here or in another tab; returns the unsubscribe. */
export function subscribePreferredTimeZone(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
