// Sizes, market types, money (budgets and tickets), timelines, capacity and pricing as users type them.

import { toNumber, memo, maskScanner } from './text';

// ---------------------------------------------------------------- company size

export const SIZE_LABELS = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

function bandOf(n: number): number {
  if (n <= 10) return 0;
  if (n <= 50) return 1;
  if (n <= 200) return 2;
  if (n <= 500) return 3;
  if (n <= 1000) return 4;
  return 5;
}

/** Company size band 0..5 (1-10 … 1000+), both readings ("30-50" sits in 11-50), free text; -1 unknown. */
export const parseSize = memo((raw: string): number => {
  const s = raw.toLowerCase().replace(/,(?=\d{3})/g, '');
  const range = /(\d+(?:\.\d+)?)\s*(k)?\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*(k)?/.exec(s);
  if (range) {
    const a = Number(range[1]) * (range[2] ? 1000 : 1);
    const b = Number(range[3]) * (range[4] ? 1000 : 1);
    if (Number.isFinite(a) && Number.isFinite(b)) return bandOf(a <= b ? (a + b) / 2 : a);
  }
  const plus = /(\d+(?:\.\d+)?)\s*(k)?\s*(?:\+|plus|or more)/.exec(s) ?? /(?:over|more than|above)\s*(\d+(?:\.\d+)?)\s*(k)?/.exec(s);
  if (plus) return bandOf(Number(plus[1]) * (plus[2] ? 1000 : 1) + 1);
  const one = /(\d+(?:\.\d+)?)\s*(k)?/.exec(s);
  if (one) return bandOf(Number(one[1]) * (one[2] ? 1000 : 1));
  if (/\b(?:solo|freelanc\w*|micro|one[- ]person)\b/.test(s)) return 0;
  if (/\b(?:start-?ups?|small)\b/.test(s)) return 0;
  if (/\b(?:sme|mid-?size\w*|medium)\b/.test(s)) return 2;
  if (/\b(?:enterprise|large|corporat\w*|multinational)\b/.test(s)) return 5;
  return -1;
});

// ---------------------------------------------------------------- market types

export const MARKET = { B2B: 1, B2C: 2, B2G: 4 } as const;
export const MATURITY_LABELS = ['', 'established', 'emerging', 'niche'] as const;

export type MarketInfo = { mask: number; maturity: number };

/** B2B/B2C/B2G/Hybrid (and "B2B / Hospitals"), plus the other reading established/emerging/niche. */
export const parseMarket = memo((raw: string): MarketInfo => {
  const s = raw.toLowerCase();
  let mask = 0;
  if (/b2b|business[- ]to[- ]business|enterprise clients|corporate clients|hospitals?|wholesale/.test(s)) mask |= MARKET.B2B;
  if (/b2c|consumer|retail customers|d2c|dtc/.test(s)) mask |= MARKET.B2C;
  if (/b2g|government|public sector/.test(s)) mask |= MARKET.B2G;
  if (/hybrid|both|b2b2c|all markets|mixed/.test(s)) mask |= MARKET.B2B | MARKET.B2C;
  let maturity = 0;
  if (/establish|mature|low risk/.test(s)) maturity = 1;
  else if (/emerg|high growth|growth market/.test(s)) maturity = 2;
  else if (/niche|speciali[sz]/.test(s)) maturity = 3;
  return { mask, maturity };
});

export function marketLabel(mask: number): string {
  if ((mask & 3) === 3) return mask & 4 ? 'B2B, B2C and B2G' : 'B2B and B2C';
  const parts: string[] = [];
  if (mask & 1) parts.push('B2B');
  if (mask & 2) parts.push('B2C');
  if (mask & 4) parts.push('B2G');
  return parts.join('/');
}

// ---------------------------------------------------------------- money: budgets and tickets

const CURRENCY: ReadonlyArray<readonly [RegExp, number]> = [
  [/aed|dirham|dhs?\b/, 0.272],
  [/€|eur/, 1.08],
  [/£|gbp/, 1.27],
  [/sek|nok|kronor|kroner/, 0.095],
  [/dkk/, 0.145],
];

function money(num: string, suffix: string | undefined): number {
  // "1,000,000" uses commas for thousands; "1,5" is a decimal comma.
  const clean = /,\d{3}(?!\d)/.test(num) ? num.replace(/,/g, '') : num.replace(',', '.');
  let n = Number(clean);
  const suf = (suffix ?? '').toLowerCase();
  if (suf === 'k' || suf === 'thousand') n *= 1e3;
  else if (suf === 'm' || suf === 'mn' || suf === 'million' || suf === 'mil') n *= 1e6;
  else if (suf === 'b' || suf === 'bn' || suf === 'billion') n *= 1e9;
  return n;
}

export type Range = {
  lo: number;
  hi: number;
  /** How the amount was stated (for wording): a range, an upper or lower bound, or about one figure. */
  bound?: 'range' | 'under' | 'over' | 'about';
};

/**
 * A budget as a USD range: "under50k", "$50,000-$100,000", "500k-plus", "Over $1,000,000",
 * "USD 5M-10M", "around €200k", "AED 500,000". Null when no amount can be read.
 */
export const parseBudget = memo((raw: string): Range | null => {
  const s = raw.toLowerCase();
  const re = /(\d[\d.,]*)\s*(k|m|mn|mil|million|thousand|bn|b)?(?![a-z])/g;
  const nums: Array<{ n: string; suf: string | undefined }> = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(s)) !== null && nums.length < 4) nums.push({ n: m[1]!.replace(/[.,]$/, ''), suf: m[2] });
  if (nums.length === 0) return null;
  let rate = 1;
  for (const [cre, r] of CURRENCY) if (cre.test(s)) { rate = r; break; }
  const first = nums[0]!;
  const second = nums[1];
  // "$1-2M": the first number borrows the second's suffix.
  const suf1 = first.suf ?? (second?.suf && Number(first.n) < Number(second.n) ? second.suf : undefined);
  let a = money(first.n, suf1) * rate;
  if (!Number.isFinite(a) || a < 0) return null;
  if (second && /\d\s*[a-z]*\s*(?:-|–|to|and)\s*[$€£]?\s*(?:usd|aed|eur)?\s*\d/.test(s)) {
    let b = money(second.n, second.suf) * rate;
    if (!Number.isFinite(b)) b = a;
    if (b < a) [a, b] = [b, a];
    return { lo: a, hi: Math.max(b, a), bound: 'range' };
  }
  if (/under|below|less than|up to|max|<|within/.test(s)) return { lo: a / 5, hi: a, bound: 'under' };
  if (/over|above|more than|plus|\+|>|at least|min/.test(s)) return { lo: a, hi: a * 5, bound: 'over' };
  return { lo: a * 0.8, hi: a * 1.25, bound: 'about' };
});

export function formatUSD(n: number): string {
  if (!Number.isFinite(n)) return '?';
  if (n >= 1e6) {
    const v = n / 1e6;
    return `$${Number.isInteger(v) ? v : v.toFixed(1)}M`;
  }
  const r = Math.round(n);
  return `$${String(r).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

export function budgetLabel(r: Range): string {
  if (r.bound === 'under') return `under ${formatUSD(r.hi)}`;
  if (r.bound === 'over') return `over ${formatUSD(r.lo)}`;
  if (r.bound === 'about') return `about ${formatUSD(Math.sqrt(r.lo * r.hi))}`;
  return `${formatUSD(r.lo)}–${formatUSD(r.hi)}`;
}

/**
 * An investor's ticket as a USD range. Numbers are USD; a pair of values both under 1,000 is read
 * as thousands (the forms display thousands with K). min > max is swapped; one missing side is
 * widened by ×10 from the other.
 */
export function parseTicket(minRaw: unknown, maxRaw: unknown): Range | null {
  let lo = toNumber(minRaw);
  let hi = toNumber(maxRaw);
  if (!(lo > 0)) lo = NaN;
  if (!(hi > 0)) hi = NaN;
  if (Number.isNaN(lo) && Number.isNaN(hi)) return null;
  if (Number.isNaN(lo)) lo = hi / 10;
  if (Number.isNaN(hi)) hi = lo * 10;
  if (lo > hi) [lo, hi] = [hi, lo];
  if (hi < 1000) {
    lo *= 1000;
    hi *= 1000;
  }
  return { lo, hi };
}

// ---------------------------------------------------------------- expansion timeline and capacity

export const URGENCY_LABELS = ['within 3 months', 'in 3-6 months', 'in 6-12 months', 'in a year or more'] as const;

/** Urgency 0 (0-3 months) … 3 (12+ months), from both readings and free text; -1 unknown. */
export const parseTimeline = memo((raw: string): number => {
  const s = raw.toLowerCase();
  if (/immediate|asap|urgent|right away|\bnow\b|0\s*[-–]\s*3|1\s*[-–]\s*3\s*months|next quarter|this quarter/.test(s)) return 0;
  if (/long[- ]term|12\s*\+|1\s*[-–]\s*2\s*years?|2\s*\+?\s*years|18\s*months|next year|24\s*months/.test(s)) return 3;
  if (/short[- ]term|3\s*[-–]\s*6/.test(s)) return 1;
  if (/medium[- ]term|mid[- ]term|6\s*[-–]\s*12|this year|within a year|20\d\d/.test(s)) return 2;
  const months = /(\d+)\s*(?:months?|mo)\b/.exec(s);
  if (months) {
    const n = Number(months[1]);
    return n <= 3 ? 0 : n <= 6 ? 1 : n <= 12 ? 2 : 3;
  }
  const years = /(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\b/.exec(s);
  if (years) return Number(years[1]) < 1 ? 2 : 3;
  if (/soon|quick|fast/.test(s)) return 0;
  return -1;
});

/**
 * How readily a partner can take a new client now, 0.3 (waitlist, fully booked) … 1 (available
 * immediately, large team), from free text such as "Up to 10 new clients per month"; NaN unknown.
 */
export const parseCapacity = memo((raw: string): number => {
  const s = raw.toLowerCase();
  if (!s.trim()) return NaN;
  if (/fully booked|no capacity|at capacity|waiting list|waitlist|wait list|not accepting|booked until|closed/.test(s)) return 0.3;
  const per = /(\d+)\s*(?:\+\s*)?(?:new\s+)?(?:clients?|projects?|engagements?|companies|onboardings?|customers?|mandates?|accounts?)?\s*(?:per|a|each|\/)\s*(month|week|quarter|year|annum)/.exec(s);
  if (per) {
    const n = Number(per[1]);
    const perMonth = per[2] === 'week' ? n * 4 : per[2] === 'quarter' ? n / 3 : per[2] === 'month' ? n : n / 12;
    return perMonth >= 5 ? 0.95 : perMonth >= 2 ? 0.75 : perMonth >= 1 ? 0.55 : 0.4;
  }
  if (/limited|low|small|few|selective|boutique/.test(s)) return 0.4;
  if (/immediate|available now|open|high|unlimited|scalable|large|24\/7|dedicated team|ample|ready/.test(s)) return 1;
  if (/medium|moderate|average|some/.test(s)) return 0.65;
  const team = /(\d+)\s*(?:\+\s*)?(?:consultants|advisors|lawyers|staff|people|professionals|employees|experts|team members)/.exec(s);
  if (team) return Number(team[1]) >= 20 ? 0.9 : Number(team[1]) >= 5 ? 0.75 : 0.55;
  return 0.6;
});

// ---------------------------------------------------------------- pricing models

export const PRICING = ['Hourly', 'Fixed', 'Performance-based', 'Retainer', 'Revenue Share', 'Mixed', 'Wholesale/Retail'] as const;

export const parsePricing = maskScanner([
  [String.raw`\bhour\w*|per hour|time (?:and|&) materials?|day rates?`, 0],
  [String.raw`\bfixed|flat[- ]fee|packages?|project[- ]based|per project`, 1],
  [String.raw`performance|success[- ]fee|commission|contingen\w*|results?[- ]based`, 2],
  [String.raw`retainer|monthly fee|subscription|annual fee`, 3],
  [String.raw`revenue[- ]shar\w*|rev[- ]share|profit[- ]shar\w*|equity`, 4],
  [String.raw`mixed|hybrid|combination|flexible`, 5],
  [String.raw`wholesale|retail|margin|mark-?up`, 6],
]);
