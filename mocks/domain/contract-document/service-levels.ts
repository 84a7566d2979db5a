/**
 * The service levels, involvement and pricing terms of the contract document, read from what the
 * parties stated in their profiles. Each term is read once into a fact (a number of hours, a
 * cadence, a key) that every language words in its own way (words.ts, words-ar.ts); the English
 * functions below are what the English document has always said.
 */
import { escapeHtml, numberIn, plural } from './text';

/** How soon a first response is due: a number of business hours or days, or the same business day. */
export type Span = { unit: 'hour' | 'day'; n: number } | { unit: 'same-day' };

/** The first-response commitment, read from the partner's stated SLA preferences. */
export function firstResponse(slaPreferences: string): Span {
  const text = slaPreferences.toLowerCase();
  const hours = /(\d{1,3}|one|two|three|four|five|six|eight|twelve)\s*(?:business\s+|working\s+)?(?:hours?|hrs?)\b/.exec(text);
  if (hours) {
    const n = numberIn(hours[1]!) ?? 8;
    return n >= 24 ? { unit: 'day', n: Math.ceil(n / 24) } : { unit: 'hour', n };
  }
  if (/same[\s-](?:business\s+|working\s+)?day/.test(text)) return { unit: 'same-day' };
  const days = /(\d{1,2}|one|two|three|four|five)\s*(?:business\s+|working\s+)?days?\b/.exec(text);
  if (days) return { unit: 'day', n: numberIn(days[1]!) ?? 1 };
  return { unit: 'day', n: 1 };
}

/** Urgent matters: within the partner's stated hours when that is sooner than 4 business hours. */
export function urgentHours(slaPreferences: string): number {
  const first = firstResponse(slaPreferences);
  return first.unit === 'hour' ? Math.min(first.n, 4) : 4;
}

export type Cadence = 'week' | 'fortnight' | 'month' | 'day' | 'quarter';

/** How often the partner reports progress, read from its stated SLA preferences. */
export function reporting(slaPreferences: string): Cadence {
  const text = slaPreferences.toLowerCase();
  if (/\bweek(ly)?\b|every week/.test(text)) return 'week';
  if (/fortnight|every two weeks|bi-?weekly/.test(text)) return 'fortnight';
  if (/\bmonth(ly)?\b/.test(text)) return 'month';
  if (/\bdaily\b|every day/.test(text)) return 'day';
  if (/quarter/.test(text)) return 'quarter';
  return 'fortnight';
}

/** New engagements a partner can take on per month, from "Up to 12 new clients per quarter" and the like. */
export function monthlyCapacity(serviceCapacity: string): number | null {
  const n = numberIn(serviceCapacity);
  if (n === null || n <= 0) return null;
  const text = serviceCapacity.toLowerCase();
  if (/per\s+(?:calendar\s+)?year|a\s+year|annually|yearly/.test(text)) return n / 12;
  if (/quarter/.test(text)) return n / 3;
  if (/week/.test(text)) return n * 4;
  return n; // per month, or "at a time"
}

/** How many business days after the Effective Date work starts: sooner for partners with more room. */
export function kickOffDays(serviceCapacity: string): 5 | 10 | 15 {
  const perMonth = monthlyCapacity(serviceCapacity);
  if (perMonth === null) return 10;
  if (perMonth >= 4) return 5;
  if (perMonth >= 1) return 10;
  return 15;
}

export type Involvement = 'hands-off' | 'advisory' | 'strategic-advisor' | 'board-seat' | 'active-operator' | 'active-mentor' | 'operational-support';

const INVOLVEMENT: Record<string, Involvement> = {
  'hands-off': 'hands-off',
  advisory: 'advisory',
  'strategic advisor': 'strategic-advisor',
  boardseatpreferred: 'board-seat',
  'board seat': 'board-seat',
  activeoperator: 'active-operator',
  'active mentor': 'active-mentor',
  'operational support': 'operational-support',
};

/** The investor's stated involvement as a known level, or null for a value outside the lists. */
export const involvementKey = (level: string): Involvement | null => INVOLVEMENT[level.trim().toLowerCase()] ?? null;

export type Reporting = 'quarterly-update' | 'monthly-update-and-call' | 'board' | 'weekly-review' | 'mentoring';

/** What the Company reports after an investment, by the investor's involvement. */
export function investorReporting(level: Involvement | null): Reporting {
  switch (level) {
    case 'advisory':
    case 'strategic-advisor':
      return 'monthly-update-and-call';
    case 'board-seat':
      return 'board';
    case 'active-operator':
    case 'operational-support':
      return 'weekly-review';
    case 'active-mentor':
      return 'mentoring';
    default:
      return 'quarterly-update';
  }
}

export type Pricing = 'hourly' | 'fixed' | 'performance-based' | 'retainer' | 'revenue share' | 'mixed';

const PRICING_KEYS: readonly Pricing[] = ['hourly', 'fixed', 'performance-based', 'retainer', 'revenue share', 'mixed'];

/** The partner's pricing model as a known key, or null. */
export function pricingKey(model: string): Pricing | null {
  const key = model.trim().toLowerCase();
  return (PRICING_KEYS as readonly string[]).includes(key) ? (key as Pricing) : null;
}

// ---- English, as the document has always worded these terms (and the tests of the service levels read).

const spanText = (span: Span) => (span.unit === 'same-day' ? 'within the same business day' : `within ${plural(span.n, `business ${span.unit}`)}`);

export const firstResponseTime = (slaPreferences: string): string => spanText(firstResponse(slaPreferences));

export const urgentResponseTime = (slaPreferences: string): string => `within ${plural(urgentHours(slaPreferences), 'business hour')}`;

export const CADENCE_EN: Record<Cadence, string> = {
  week: 'A written progress report every week',
  fortnight: 'A written progress report every two weeks',
  month: 'A written progress report every month',
  day: 'Progress updates every business day',
  quarter: 'A written progress report every quarter',
};

export const reportingCadence = (slaPreferences: string): string => CADENCE_EN[reporting(slaPreferences)];

export const kickOffTime = (serviceCapacity: string): string => `within ${kickOffDays(serviceCapacity)} business days of the Effective Date`;

export const INVOLVEMENT_EN: Record<Involvement, string> = {
  'hands-off': 'Hands-off (no operational involvement)',
  advisory: 'Advisory',
  'strategic-advisor': 'Strategic advisor',
  'board-seat': 'Board seat',
  'active-operator': 'Active operator',
  'active-mentor': 'Active mentor',
  'operational-support': 'Operational support',
};

export const REPORTING_EN: Record<Reporting, string> = {
  'quarterly-update': 'A written investor update every quarter',
  'monthly-update-and-call': 'A written investor update every month and an advisory call every month',
  board: 'A monthly board pack and a board meeting every quarter',
  'weekly-review': 'A weekly operating review and a monthly written update',
  mentoring: 'A mentoring session every two weeks and a monthly written update',
};

/** The label and reporting cadence of an involvement level (a value outside the lists is its own label). */
export function involvementOf(level: string) {
  const key = involvementKey(level);
  return { label: key ? INVOLVEMENT_EN[key] : level, cadence: REPORTING_EN[investorReporting(key)] };
}

export const PRICING_EN: Record<Pricing, string> = {
  hourly: 'Fees are charged per hour of work at rates agreed in writing before the work starts, and invoiced monthly in arrears.',
  fixed: 'A fixed fee per agreed milestone, invoiced when the milestone is completed.',
  'performance-based': 'Fees are linked to results agreed in writing before the work starts, and invoiced when each result is reached.',
  retainer: 'A monthly retainer for an agreed volume of work, invoiced monthly in advance and reviewed every quarter.',
  'revenue share': 'A share of the revenue the engagement generates, at a rate agreed in writing, settled every quarter.',
  mixed: 'A combination of fixed fees and variable fees, each agreed in writing before the work starts.',
};

export function pricingText(model: string): string {
  const known = pricingKey(model);
  if (known) return PRICING_EN[known];
  return model
    ? `The pricing model stated by the Partner ("${escapeHtml(model)}"), with amounts agreed in writing before the work starts.`
    : 'Fees and amounts agreed in writing before the work starts.';
}
