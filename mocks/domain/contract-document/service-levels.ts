/**
 * The service levels, involvement and pricing terms of the contract document, read from what the
 * parties stated in their profiles.
 */
import { escapeHtml, numberIn, plural } from './text';

/** The first-response commitment, read from the partner's stated SLA preferences. */
export function firstResponseTime(slaPreferences: string): string {
  const text = slaPreferences.toLowerCase();
  const hours = /(\d{1,3}|one|two|three|four|five|six|eight|twelve)\s*(?:business\s+|working\s+)?(?:hours?|hrs?)\b/.exec(text);
  if (hours) {
    const n = numberIn(hours[1]!) ?? 8;
    return n >= 24 ? `within ${plural(Math.ceil(n / 24), 'business day')}` : `within ${plural(n, 'business hour')}`;
  }
  if (/same[\s-](?:business\s+|working\s+)?day/.test(text)) return 'within the same business day';
  const days = /(\d{1,2}|one|two|three|four|five)\s*(?:business\s+|working\s+)?days?\b/.exec(text);
  if (days) return `within ${plural(numberIn(days[1]!) ?? 1, 'business day')}`;
  return 'within 1 business day';
}

/** Urgent matters: within the partner's stated hours when that is sooner than 4 business hours. */
export function urgentResponseTime(slaPreferences: string): string {
  const first = /^within (\d+) business hours?$/.exec(firstResponseTime(slaPreferences));
  const hours = first ? Math.min(Number(first[1]), 4) : 4;
  return `within ${plural(hours, 'business hour')}`;
}

/** How often the partner reports progress, read from its stated SLA preferences. */
export function reportingCadence(slaPreferences: string): string {
  const text = slaPreferences.toLowerCase();
  if (/\bweek(ly)?\b|every week/.test(text)) return 'A written progress report every week';
  if (/fortnight|every two weeks|bi-?weekly/.test(text)) return 'A written progress report every two weeks';
  if (/\bmonth(ly)?\b/.test(text)) return 'A written progress report every month';
  if (/\bdaily\b|every day/.test(text)) return 'Progress updates every business day';
  if (/quarter/.test(text)) return 'A written progress report every quarter';
  return 'A written progress report every two weeks';
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

/** How soon work on this engagement starts: sooner for partners with more room. */
export function kickOffTime(serviceCapacity: string): string {
  const perMonth = monthlyCapacity(serviceCapacity);
  if (perMonth === null) return 'within 10 business days of the Effective Date';
  if (perMonth >= 4) return 'within 5 business days of the Effective Date';
  if (perMonth >= 1) return 'within 10 business days of the Effective Date';
  return 'within 15 business days of the Effective Date';
}

const INVOLVEMENT: Record<string, { label: string; cadence: string }> = {
  'hands-off': { label: 'Hands-off (no operational involvement)', cadence: 'A written investor update every quarter' },
  advisory: { label: 'Advisory', cadence: 'A written investor update every month and an advisory call every month' },
  'strategic advisor': { label: 'Strategic advisor', cadence: 'A written investor update every month and an advisory call every month' },
  boardseatpreferred: { label: 'Board seat', cadence: 'A monthly board pack and a board meeting every quarter' },
  'board seat': { label: 'Board seat', cadence: 'A monthly board pack and a board meeting every quarter' },
  activeoperator: { label: 'Active operator', cadence: 'A weekly operating review and a monthly written update' },
  'active mentor': { label: 'Active mentor', cadence: 'A mentoring session every two weeks and a monthly written update' },
  'operational support': { label: 'Operational support', cadence: 'A weekly operating review and a monthly written update' },
};

export function involvementOf(level: string) {
  return INVOLVEMENT[level.trim().toLowerCase()] ?? { label: level, cadence: 'A written investor update every quarter' };
}

const PRICING: Record<string, string> = {
  hourly: 'Fees are charged per hour of work at rates agreed in writing before the work starts, and invoiced monthly in arrears.',
  fixed: 'A fixed fee per agreed milestone, invoiced when the milestone is completed.',
  'performance-based': 'Fees are linked to results agreed in writing before the work starts, and invoiced when each result is reached.',
  retainer: 'A monthly retainer for an agreed volume of work, invoiced monthly in advance and reviewed every quarter.',
  'revenue share': 'A share of the revenue the engagement generates, at a rate agreed in writing, settled every quarter.',
  mixed: 'A combination of fixed fees and variable fees, each agreed in writing before the work starts.',
};

export function pricingText(model: string): string {
  const known = PRICING[model.trim().toLowerCase()];
  if (known) return known;
  return model
    ? `The pricing model stated by the Partner ("${escapeHtml(model)}"), with amounts agreed in writing before the work starts.`
    : 'Fees and amounts agreed in writing before the work starts.';
}
