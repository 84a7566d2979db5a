// Reading profile values the way users type them: both readings of every option list,
// comma-separated lists, free text, out-of-list values and garbage (numbers, null, objects,
// huge strings). Every parser is total: unknown input gives "missing", never an exception.

/** Longest piece of any one field the engine reads; the rest of a huge string is ignored. */
export const MAX_FIELD_CHARS = 6000;

/** A value as text: strings as they are, finite numbers printed, arrays joined; anything else ''. */
export function toText(v: unknown, max = MAX_FIELD_CHARS, depth = 0): string {
  if (typeof v === 'string') return v.length > max ? v.slice(0, max) : v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (Array.isArray(v) && depth < 2) {
    let out = '';
    const n = Math.min(v.length, 50);
    for (let i = 0; i < n && out.length < max; i++) {
      const t = toText(v[i], max, depth + 1);
      if (t) out = out ? `${out}, ${t}` : t;
    }
    return out.length > max ? out.slice(0, max) : out;
  }
  return '';
}

/** A value as a finite number: numbers as they are, numeric strings parsed ("1,500", "$2.5"); else NaN. */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : NaN;
  if (typeof v === 'string' && v.length < 60) {
    const m = /-?\d[\d,]*(?:\.\d+)?/.exec(v);
    if (!m) return NaN;
    const n = Number(m[0].replace(/,/g, ''));
    return Number.isFinite(n) ? n : NaN;
  }
  return NaN;
}

/** Memoise a pure string parser. Bounded: the cache is dropped when it grows past `cap`. */
export function memo<T>(fn: (s: string) => T, cap = 20000): (s: string) => T {
  let cache = new Map<string, T>();
  return (s: string) => {
    const hit = cache.get(s);
    if (hit !== undefined || cache.has(s)) return hit as T;
    const v = fn(s);
    if (cache.size >= cap) cache = new Map();
    cache.set(s, v);
    return v;
  };
}

/**
 * A keyword scanner: rules are [regex source (no capturing groups), code]. Returns the bitmask of
 * codes found. Earlier rules win where two start at the same place, and a match consumes its text
 * (so "pre-seed" is not also read as "seed", "renewable energy" not also as "energy").
 */
export function maskScanner(rules: ReadonlyArray<readonly [string, number]>): (s: string) => number {
  const re = new RegExp(rules.map(([src]) => `(${src})`).join('|'), 'giu');
  const codes = rules.map(([, c]) => c);
  return memo((s: string) => {
    if (!s) return 0;
    let mask = 0;
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(s)) !== null) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      for (let g = 1; g < m.length; g++) {
        if (m[g] !== undefined) {
          mask |= 1 << codes[g - 1]!;
          break;
        }
      }
    }
    return mask;
  });
}

export function popcount(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

/** Indices of the set bits of a mask, lowest first. */
export function bits(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; mask; i++, mask >>>= 1) if (mask & 1) out.push(i);
  return out;
}

/** Index of the lowest set bit of a mask (-1 for 0). */
export function firstBit(mask: number): number {
  return mask ? 31 - Math.clz32(mask & -mask) : -1;
}

/** Best value of table[i][j] over the set bits i of `a` and j of `b`; `none` when either is empty. */
export function bestPair(a: number, b: number, table: ReadonlyArray<ArrayLike<number>>, none: number): number {
  if (!a || !b) return none;
  let best = -Infinity;
  for (let i = 0, x = a; x; i++, x >>>= 1) {
    if (!(x & 1)) continue;
    const row = table[i];
    if (!row) continue;
    for (let j = 0, y = b; y; j++, y >>>= 1) if (y & 1 && (row[j] ?? -Infinity) > best) best = row[j]!;
  }
  return best === -Infinity ? none : best;
}

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

// ---------------------------------------------------------------- partner types and business types

/** Preferred partner type codes (foreign side), both readings plus free text. */
export const PREF = {
  consultant: 0, legal: 1, financial: 2, distributor: 3, recruitment: 4, marketing: 5, logistics: 6, other: 7,
  agent: 8, reseller: 9, strategic: 10, jv: 11, licensing: 12, franchisee: 13, pharma: 14,
} as const;
export const PREF_LABELS = [
  'Consultant', 'Legal', 'Financial', 'Distributor', 'Recruitment', 'Marketing', 'Logistics', 'Other',
  'Agent', 'Reseller', 'Strategic Partner', 'Joint Venture', 'Licensing Partner', 'Franchisee', 'Pharma Plant/Distributor',
] as const;

export const parsePreferredType = maskScanner([
  [String.raw`local pharma\w*|pharma\w* (?:plants?|distribut\w*|manufactur\w*)`, PREF.pharma],
  [String.raw`strategic`, PREF.strategic],
  [String.raw`joint[- ]ventures?|\bjv\b`, PREF.jv],
  [String.raw`licen[sc]\w*`, PREF.licensing],
  [String.raw`franchis\w*`, PREF.franchisee],
  [String.raw`resell\w*|dealers?|\bvar\b`, PREF.reseller],
  [String.raw`\bagents?\b|agency|sales rep\w*`, PREF.agent],
  [String.raw`distribut\w*|import\w*|wholesal\w*`, PREF.distributor],
  [String.raw`consult\w*|advis\w*|business setup|company formation|\bpro\b`, PREF.consultant],
  [String.raw`legal|\blaw\b|law[- ]?firm|lawyers?|attorneys?|solicitors?|notar\w*`, PREF.legal],
  [String.raw`financ\w*|bank\w*|funding|capital|investors?|accounting`, PREF.financial],
  [String.raw`recruit\w*|staffing|talent|headhunt\w*|\bhr\b|human resources`, PREF.recruitment],
  [String.raw`marketing|advertis\w*|branding|\bpr\b|public relations|media`, PREF.marketing],
  [String.raw`logistic\w*|freight|shipping|warehous\w*|supply chain|3pl`, PREF.logistics],
  [String.raw`\bother\b`, PREF.other],
]);

/** Partner business type codes (local side): businessType and serviceCategory. */
export const BIZ = {
  consultant: 0, legal: 1, banking: 2, logistics: 3, distributor: 4, marketing: 5, recruitment: 6,
  it: 7, realestate: 8, other: 9, sole: 10, freezone: 11, setup: 12,
} as const;
/** What a partner of each business type is called in explanations. */
export const BIZ_NOUNS = [
  'consultancy', 'legal firm', 'bank', 'logistics provider', 'distributor', 'marketing agency', 'recruitment firm',
  'IT services firm', 'real-estate firm', 'service firm', 'sole proprietor', 'free zone', 'business-setup firm',
] as const;
/** What each preferred partner type is called in explanations ("a legal partner"). */
export const PREF_NOUNS = [
  'consultant', 'legal partner', 'financial partner', 'distributor', 'recruitment partner', 'marketing partner', 'logistics partner',
  'partner', 'agent', 'reseller', 'strategic partner', 'joint-venture partner', 'licensing partner', 'franchisee', 'pharma plant or distributor',
] as const;
export const BIZ_LABELS = [
  'Consultant', 'Legal', 'Banking', 'Logistics', 'Distributor', 'Marketing', 'Recruitment',
  'IT Services', 'Real Estate', 'Other', 'Sole Proprietorship', 'Free Zone', 'Business Setup',
] as const;

export const parseBusinessType = maskScanner([
  [String.raw`free[- ]?zones?|freezone|authority`, BIZ.freezone],
  [String.raw`company formation|business set-?up|company set-?up|incorporation|\bpro services?|corporate services|licen[sc]ing services|trade licen[sc]e`, BIZ.setup],
  [String.raw`sole proprietor\w*|freelanc\w*`, BIZ.sole],
  [String.raw`legal|\blaw\b|law[- ]?firm|lawyers?|attorneys?|notar\w*|litigation|arbitration`, BIZ.legal],
  [String.raw`bank\w*|financ\w*|lending|escrow|treasury|payments?|fintech`, BIZ.banking],
  [String.raw`logistic\w*|freight|shipping|warehous\w*|customs|3pl|courier|supply chain|cold chain`, BIZ.logistics],
  [String.raw`distribut\w*|wholesal\w*|import\w*|trading|resell\w*|dealers?`, BIZ.distributor],
  [String.raw`marketing|advertis\w*|branding|\bpr\b|public relations|media|creative`, BIZ.marketing],
  [String.raw`recruit\w*|staffing|talent|headhunt\w*|\bhr\b|payroll|visa|emiratisation`, BIZ.recruitment],
  [String.raw`\bit\b|software|system integrat\w*|cloud|cyber\w*|tech(?:nology)? services`, BIZ.it],
  [String.raw`real estate|propert\w*|office space|co-?working|facilit\w*`, BIZ.realestate],
  [String.raw`consult\w*|advis\w*|accounting|audit\w*|\btax\b|strategy`, BIZ.consultant],
  [String.raw`\bother\b`, BIZ.other],
]);

// ---------------------------------------------------------------- goals and collaboration

export const GOAL = { entry: 0, expansion: 1, distribution: 2, partnerships: 3, jv: 4, manufacturing: 5, genericJV: 6 } as const;
export const GOAL_LABELS = [
  'market entry', 'market expansion', 'a distribution network', 'local partnerships', 'a joint venture',
  'a manufacturing setup', 'a generic-drug manufacturing JV',
] as const;

export const parseGoal = maskScanner([
  [String.raw`generic[- ]drugs?`, GOAL.genericJV],
  [String.raw`joint[- ]ventures?|\bjv\b`, GOAL.jv],
  [String.raw`manufactur\w*|production|factory|factories|plants?\b|assembly`, GOAL.manufacturing],
  [String.raw`distribut\w*|resell\w*|dealer network|retail network|wholesal\w*`, GOAL.distribution],
  [String.raw`local partner\w*|partnerships?`, GOAL.partnerships],
  [String.raw`market expansion|expan\w*|scal(?:e|ing)|grow\w*`, GOAL.expansion],
  [String.raw`market entry|\bent(?:er|ry|ering)\b|set(?:ting)?[- ]?up|establish\w*|licen[sc]\w*|launch\w*|incorporat\w*|office`, GOAL.entry],
]);

export const COLLAB = { longterm: 0, oneTime: 1, jv: 2, referral: 3, whiteLabel: 4, distribution: 5 } as const;
export const COLLAB_LABELS = [
  'long-term partnerships', 'one-time projects', 'joint ventures', 'referral arrangements',
  'white-label services', 'distribution and retail chains',
] as const;

export const parseCollaboration = maskScanner([
  [String.raw`long[- ]term|ongoing|retained|strategic|multi[- ]year`, COLLAB.longterm],
  [String.raw`one[- ]time|one[- ]off|project|ad[- ]hoc|single`, COLLAB.oneTime],
  [String.raw`joint[- ]ventures?|\bjv\b`, COLLAB.jv],
  [String.raw`referral|introduc\w*`, COLLAB.referral],
  [String.raw`white[- ]label\w*`, COLLAB.whiteLabel],
  [String.raw`distribution|retail chains?|resell\w*`, COLLAB.distribution],
]);

// ---------------------------------------------------------------- investors

export const INV = {
  vc: 0, angel: 1, pe: 2, bank: 3, cvc: 4, fo: 5, accelerator: 6, syndicate: 7, crowd: 8, sovereign: 9, other: 10,
} as const;
export const INV_LABELS = [
  'venture capital fund', 'angel investor', 'private equity firm', 'bank', 'corporate venture arm', 'family office',
  'accelerator', 'syndicate', 'crowdfunding platform', 'sovereign fund', 'investor',
] as const;

/** Investor type, both readings ("Venture Capital (VC)" and "Venture Capital") plus free text. */
export const parseInvestorType = maskScanner([
  [String.raw`corporate(?: venture\w*)?|\bcvc\b|strategic investor`, INV.cvc],
  [String.raw`venture|\bvcs?\b`, INV.vc],
  [String.raw`angels?`, INV.angel],
  [String.raw`private equity|\bpe\b|buy-?out`, INV.pe],
  [String.raw`family office|family`, INV.fo],
  [String.raw`accelerat\w*|incubat\w*|studio`, INV.accelerator],
  [String.raw`syndicate`, INV.syndicate],
  [String.raw`crowd\w*`, INV.crowd],
  [String.raw`sovereign|\bswf\b|government fund|state fund`, INV.sovereign],
  [String.raw`bank\w*`, INV.bank],
  [String.raw`\bother\b|fund`, INV.other],
]);

export const STAGE_LABELS = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Growth', 'Expansion', 'Late-stage', 'Bridge', 'Pre-IPO'] as const;
export const ALL_STAGES = (1 << STAGE_LABELS.length) - 1;

/** Target stages, both readings, comma lists and free text ("early stage", "stage agnostic"). */
export const parseStages = (() => {
  const scan = maskScanner([
    [String.raw`pre[- ]?seed`, 0],
    [String.raw`pre[- ]?ipo`, 9],
    [String.raw`\bseed`, 1],
    [String.raw`series[- ]?a\b|\ba[- ]round`, 2],
    [String.raw`series[- ]?b\b|\bb[- ]round`, 3],
    [String.raw`series[- ]?[c-f]\b`, 4],
    [String.raw`growth`, 5],
    [String.raw`expansion`, 6],
    [String.raw`late[- ]?stage|\blate\b|mature`, 7],
    [String.raw`bridge|mezzanine`, 8],
    [String.raw`\bipo\b`, 9],
  ]);
  return memo((s: string): number => {
    let mask = scan(s);
    const l = s.toLowerCase();
    if (/early[- ]?stage|\bearly\b|start-?ups?/.test(l)) mask |= 0b111;
    if (/all stages|any stage|stage[- ]agnostic|every stage/.test(l)) mask |= ALL_STAGES;
    return mask;
  });
})();

export const INVOLVEMENT_LABELS = ['hands-off', 'advisory', 'mentoring', 'board-level', 'hands-on operational'] as const;

/**
 * Involvement level 0 (hands-off) … 3 (active operator), both readings: hands-off/Hands-off,
 * advisory/Strategic Advisor, Active Mentor, boardSeatPreferred/Board Seat, activeOperator/Operational Support.
 */
export const parseInvolvement = memo((raw: string): number => {
  const s = raw.toLowerCase();
  if (/operat\w*|hands[- ]?on|active[- ]?operator|day[- ]to[- ]day/.test(s)) return 3;
  if (/board/.test(s)) return 2;
  if (/mentor|coach/.test(s)) return 1.75;
  if (/advis\w*|strategic|support/.test(s)) return 1;
  if (/hands[- ]?off|passive|silent|minimal|none/.test(s)) return 0;
  return NaN;
});

export function involvementLabel(level: number): string {
  if (level >= 2.5) return INVOLVEMENT_LABELS[4];
  if (level >= 1.9) return INVOLVEMENT_LABELS[3];
  if (level >= 1.5) return INVOLVEMENT_LABELS[2];
  if (level >= 0.5) return INVOLVEMENT_LABELS[1];
  return INVOLVEMENT_LABELS[0];
}

/** Exit horizon in years (lower bound of the band), from numbers or text such as "5-7 years". */
export function parseHorizon(v: unknown): number {
  const n = toNumber(v);
  return n >= 0 && n <= 100 ? n : NaN;
}

// ---------------------------------------------------------------- verification and deletion

/** Local partners are suggested only when approved ("approved", "verified" or "active", any case). */
export function isApprovedStatus(v: unknown): boolean {
  const s = toText(v, 40).trim().toLowerCase();
  return s === 'approved' || s === 'verified' || s === 'active';
}

export function isRejectedStatus(v: unknown): boolean {
  const s = toText(v, 40).trim().toLowerCase();
  return s === 'rejected' || s === 'deleted';
}

/** Soft-deleted records (an extension some stores use). */
export function isDeletedRecord(p: Record<string, unknown>): boolean {
  return p.deleted === true || p.isDeleted === true || (typeof p.deletedAt === 'string' && p.deletedAt.length > 0);
}
