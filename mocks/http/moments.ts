/*
 * Days and instants as the mock's Arabic sentences read them. The English sentences write them
 * with short English names ("Tue 2 Dec 2031, 09:00 UTC", "on 1 Dec 2026"); Arabic takes the names
 * from Intl (UAE Arabic, Latin digits, as the app by default) and keeps the digits and the zone.
 */

const LOCALE = 'ar-AE-u-nu-latn';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

let names: { weekdays: string[]; months: string[] } | null = null;

/** The Arabic weekday and month names, read once from Intl (2000-01-02 was a Sunday). */
function arabicNames(): { weekdays: string[]; months: string[] } {
  if (names) return names;
  const weekday = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });
  names = {
    weekdays: WEEKDAYS.map((_, i) => weekday.format(Date.UTC(2000, 0, 2 + i))),
    months: MONTHS.map((_, i) => month.format(Date.UTC(2000, i, 1))),
  };
  return names;
}

/** "2026-12-01" → "1 ديسمبر 2026"; null for anything else. */
export function arabicDay(value: string | number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
  const month = match ? arabicNames().months[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : null;
}

/** An instant in UTC: "الثلاثاء 2 ديسمبر 2031، 09:00 UTC"; null when it is not one. */
export function arabicUtcMoment(value: string | number): string | null {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) return null;
  const at = new Date(ms);
  const { weekdays, months } = arabicNames();
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return `${weekdays[at.getUTCDay()]} ${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}، ${time} UTC`;
}

/**
 * A moment an English sentence wrote, in Arabic: "Tue 2 Dec 2031, 09:00–09:30 UTC" (a slot in
 * UTC), "Tue 2 Dec, 10:00 (Asia/Dubai)" (a time in a zone; en-GB may write September "Sept").
 * Null for any other text.
 */
export function arabicMoment(text: string): string | null {
  const match =
    /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)(?: (\d{4}))?, (\d{2}:\d{2})(?:–(\d{2}:\d{2}))?( UTC)?(?: \(([^()]+)\))?$/.exec(
      text,
    );
  if (!match) return null;
  const [, weekday = '', day = '', month = '', year, start = '', end, utc, zone] = match;
  const { weekdays, months } = arabicNames();
  return [
    `${weekdays[WEEKDAYS.indexOf(weekday)]} ${day} ${months[MONTHS.indexOf(month.slice(0, 3))]}${year ? ` ${year}` : ''}`,
    `، ${start}${end ? `–${end}` : ''}${utc ? ' UTC' : ''}${zone ? ` (${zone})` : ''}`,
  ].join('');
}
