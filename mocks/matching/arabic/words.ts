// Arabic wording helpers for the match reasons (issue 15): who is "you" and who is "this partner",
// with the verb and adjective agreement Arabic needs, and the values of a reason written in Arabic
// (lists with Intl.ListFormat, counts with the Arabic plural rules through ICU messages). The
// English reasons and everything else the engine outputs are untouched: these read a reason's
// `code` and `values` only.

import { IntlMessageFormat } from 'intl-messageformat';
import { arabicLabel } from '../../i18n/ar/labels';
import { PREF_LABELS, PREF_NOUNS } from '../normalize';
import type { PartyKind } from '../types';
import type { Value, Values } from '../reasons';

/** Arabic with Latin digits, grouped as the English reasons show them ("250,000"). */
export const LOCALE = 'ar-u-nu-latn';

/** One side of a pair as the reader sees it: "you" (second person) or the other party. */
export type ArRole = {
  you: boolean;
  /** Grammatical gender of the third person: a business (شركة) is feminine, a partner or an investor masculine. */
  g: 'm' | 'f';
  /** "أنت", "هذه الشركة", "هذا الشريك", "هذا المستثمر" */
  subj: string;
};

const YOU: ArRole = Object.freeze({ you: true, g: 'm', subj: 'أنت' });
const THEM: Record<PartyKind, ArRole> = {
  foreign: Object.freeze({ you: false, g: 'f', subj: 'هذه الشركة' }),
  local: Object.freeze({ you: false, g: 'm', subj: 'هذا الشريك' }),
  investor: Object.freeze({ you: false, g: 'm', subj: 'هذا المستثمر' }),
};

export function arRole(kind: PartyKind, isReader: boolean): ArRole {
  return isReader ? YOU : THEM[kind];
}

/** What a writer gets: the two sides (A: side 0 of the pair, B: side 1) and the reason's values. */
export type Ctx = { A: ArRole; B: ArRole; v: Values };
export type Writer = (c: Ctx) => string;

/** A verb for a side: the second person, or the third (masculine, feminine: the second's spelling by default). */
export function vb(r: ArRole, you: string, he: string, she = you): string {
  return r.you ? you : r.g === 'f' ? she : he;
}

/** A verb with its subject: "تعمل" for you, "يعمل هذا الشريك" for the other side. */
export function act(r: ArRole, you: string, he: string, she = you): string {
  return r.you ? you : `${vb(r, you, he, she)} ${r.subj}`;
}

/** A side's thing: "قطاعك" for you, "قطاع هذه الشركة" for the other side. */
export function own(r: ArRole, yours: string, head: string): string {
  return r.you ? yours : `${head} ${r.subj}`;
}

/** A side's thing with لـ: "طاقتك الاستيعابية", "الطاقة الاستيعابية لهذا الشريك". */
export function ofl(r: ArRole, yours: string, head: string): string {
  return r.you ? yours : `${head} ل${r.subj}`;
}

/** "لديك" / "لدى هذا المستثمر". */
export function has(r: ArRole): string {
  return r.you ? 'لديك' : `لدى ${r.subj}`;
}

/** "لكنك" / "لكنه" / "لكنها". */
export function but(r: ArRole): string {
  return r.you ? 'لكنك' : r.g === 'f' ? 'لكنها' : 'لكنه';
}

/** An adjective for a side (the reader is addressed in the masculine, as the app's catalogue does). */
export function adj(r: ArRole, m: string, f: string): string {
  return !r.you && r.g === 'f' ? f : m;
}

/** Said of a field that is not given: the English "— lower confidence". */
export const LOWER = ' — ثقة أقل في التقدير';

// ---------------------------------------------------------------- lists and plurals

const AND = new Intl.ListFormat('ar', { type: 'conjunction' });
const OR = new Intl.ListFormat('ar', { type: 'disjunction' });

export const and = (items: readonly string[]): string => AND.format(items);
export const or = (items: readonly string[]): string => OR.format(items);

const messages = new Map<string, IntlMessageFormat>();
/**
 * A count with its noun in the Arabic plural form for `n` (zero, one, two, few, many, other).
 * `{shown}` is the number as the English reason writes it ("1000" for a size band, "250,000" for
 * an amount), so both languages show the same figures.
 */
function icu(message: string, n: number, shown: string): string {
  let m = messages.get(message);
  if (!m) messages.set(message, (m = new IntlMessageFormat(message, LOCALE)));
  return String(m.format({ n, shown }));
}

const YEARS = '{n, plural, zero {{shown} سنة} one {سنة واحدة} two {سنتان} few {{shown} سنوات} many {{shown} سنة} other {{shown} سنة}}';
const EMPLOYEES = '{n, plural, zero {{shown} موظف} one {موظف واحد} two {موظفَين} few {{shown} موظفين} many {{shown} موظفًا} other {{shown} موظف}}';
const DOLLARS = '{n, plural, zero {{shown} دولار} one {دولار واحد} two {دولاران} few {{shown} دولارات} many {{shown} دولارًا} other {{shown} دولار}}';
/** Millions as UAE business writing has them: "مليون دولار", "2 مليون دولار", "5 ملايين دولار". */
const MILLIONS = '{n, plural, one {مليون دولار} few {{shown} ملايين دولار} other {{shown} مليون دولار}}';

export const years = (n: number, shown = String(n)): string => icu(YEARS, n, shown);
export const employees = (n: number, shown = String(n)): string => icu(EMPLOYEES, n, shown);
export const dollars = (n: number, shown: string): string => icu(DOLLARS, n, shown);
export const millions = (n: number, shown = String(n)): string => icu(MILLIONS, n, shown);

// ---------------------------------------------------------------- values

/** A value that names a label: its Arabic label. */
export const label = (v: Value | undefined): string => arabicLabel(typeof v === 'string' ? v : String(v ?? ''));

/** A list value (an array) in Arabic, each item by its label. */
export const labels = (v: Value | undefined): string => and(toItems(v).map(arabicLabel));

const toItems = (v: Value | undefined): string[] => (Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : []);

/** A sector as a place of work: "قطاع الخدمات المهنية", or "قطاعات أخرى" for the catch-all. */
export function sector(v: Value | undefined): string {
  return v === 'other industries' ? label(v) : `قطاع ${label(v)}`;
}

/**
 * A sectors label ("a, b and more", from sectorsLabel): "أ، ب وغيرها". Commas as in the English,
 * since a sector's own name holds a "و" ("الأغذية والمشروبات").
 */
export function sectors(v: Value | undefined): string {
  const s = typeof v === 'string' ? v : '';
  const more = s.endsWith(' and more');
  const items = (more ? s.slice(0, -' and more'.length) : s).split(', ').filter(Boolean).map(arabicLabel);
  return more ? `${items.join('، ')} وغيرها` : items.join('، ');
}

const SEGMENT: Record<string, string> = { B2B: 'الشركات', B2C: 'المستهلكين', B2G: 'الجهات الحكومية' };

/** A market label ("B2B and B2C", "B2B/B2G"): who is sold to, "الشركات والمستهلكين". */
export function market(v: Value | undefined): string {
  const found = typeof v === 'string' ? (v.match(/B2[BCG]/g) ?? []) : [];
  return and(found.map((m) => SEGMENT[m]!));
}

/** A list of languages ("Arabic, Hindi"), joined with و or أو. */
export function languages(v: Value | undefined, joiner: (items: readonly string[]) => string = and): string {
  return joiner((typeof v === 'string' ? v.split(', ') : []).filter(Boolean).map(arabicLabel));
}

/** How many languages a list value names. */
export const languageCount = (v: Value | undefined): number => (typeof v === 'string' ? v.split(', ').filter(Boolean).length : 0);

/** A geography focus label ("GCC/Europe", "global"). */
export function focus(v: Value | undefined): string {
  return and((typeof v === 'string' ? v.split('/') : []).filter(Boolean).map(arabicLabel));
}

/** A place (an emirate, a free zone, a country, a region). */
export const place = label;

/** Where in the UAE: "في عجمان بدولة الإمارات", or "في دولة الإمارات" when the place is the country itself. */
export function inThe(v: Value | undefined): string {
  return v === 'UAE' || v === 'United Arab Emirates' ? 'في دولة الإمارات' : `في ${place(v)} بدولة الإمارات`;
}

/** An amount as formatUSD writes it ("$250,000", "$1.5M"): "250,000 دولار", "1.5 مليون دولار". */
export function amount(v: Value | undefined): string {
  const s = typeof v === 'string' ? v : '';
  const millionsOf = /^\$(\d+(?:\.\d+)?)M$/.exec(s);
  if (millionsOf) return millions(Number(millionsOf[1]), millionsOf[1]);
  const plain = /^\$(\d{1,3}(?:,\d{3})*)$/.exec(s);
  if (plain) return dollars(Number(plain[1]!.replace(/,/g, '')), plain[1]!);
  return s;
}

/** A range "$25,000–$250,000": "من 25,000 دولار إلى 250,000 دولار". */
export function range(v: Value | undefined): string {
  const [lo, hi] = (typeof v === 'string' ? v : '').split('–');
  return hi === undefined ? amount(lo) : `من ${amount(lo)} إلى ${amount(hi)}`;
}

/** A budget label (budgetLabel): "under $50,000", "over $1M", "about $216,000", or a range. */
export function budget(v: Value | undefined): string {
  const s = typeof v === 'string' ? v : '';
  const bound = /^(under|over|about) (.+)$/.exec(s);
  if (!bound) return range(s);
  const words = { under: 'أقل من', over: 'أكثر من', about: 'نحو' } as const;
  return `${words[bound[1] as keyof typeof words]} ${amount(bound[2])}`;
}

/** A company size as the reasons give it ("11-50-person", "1000+-person"): who works there. */
export function size(v: Value | undefined): string {
  const s = typeof v === 'string' ? v.replace(/-person$/, '') : '';
  const span = /^(\d+)-(\d+)$/.exec(s);
  if (span) return `يعمل فيها من ${span[1]} إلى ${employees(Number(span[2]), span[2])}`;
  const plus = /^(\d+)\+$/.exec(s);
  if (plus) return `يعمل فيها أكثر من ${employees(Number(plus[1]), plus[1])}`;
  return `بحجم ${s}`;
}

/** An exit horizon in years ("10+"): "10 سنوات فأكثر". */
export const horizon = (v: Value | undefined): string => `${years(Number(v))} فأكثر`;

/** A goal the business has ("market entry", "a Distributor partner"): what it sets out to do. */
export function goal(v: Value | undefined): string {
  const s = typeof v === 'string' ? v : '';
  // "a Legal partner": the partner type the business asked for, when it named no goal
  const wanted = PREF_LABELS.indexOf((/^an? (.+) partner$/.exec(s)?.[1] ?? '') as never);
  if (wanted >= 0) return `إيجاد ${arabicLabel(PREF_NOUNS[wanted]!)}`;
  return arabicLabel(s);
}

/** The words both profiles use: kept as written (free text), joined in Arabic. */
export const terms = (v: Value | undefined): string => and(toItems(v));

/** Joins a preposition with a definite noun: ل + الشراكات → للشراكات. */
export function li(noun: string): string {
  return noun.startsWith('ال') ? `لل${noun.slice(2)}` : `ل${noun}`;
}
