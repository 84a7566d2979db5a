// The tokenizer of the text factor: a text to a document of stems (stop words dropped, synonyms
// folded, plurals folded, long words truncated) with their frequencies, memoised by text.

import { Scratch, idsOf, termGeneration, termId } from './term-ids';

export type TermDoc = {
  /** Stems, unique, in order of first appearance. */
  terms: readonly string[];
  tf: readonly number[];
  /** The first word seen for each stem (for explanations). */
  surface: readonly string[];
  /** Process-wide id of each stem (term-ids.ts), valid while `gen` is the ids' generation. */
  ids: Int32Array;
  gen: number;
  /** A number of its own for each document made (memo keys of text reasons); 0 for the empty one. */
  uid: number;
  /** sat(tf) of each term (text-similarity.ts), worked out on first use: the document's part of every corpus it is in. */
  sat: Float64Array | undefined;
};
let uids = 0;

export const EMPTY_DOC: TermDoc = { terms: [], tf: [], surface: [], ids: new Int32Array(0), gen: 0, uid: 0, sat: undefined };

const STOP = new Set(
  (
    'a an the and or but if then else of to in on at by for with from into onto over under about as is are was were be been being ' +
    'this that these those it its we our ours us you your yours they them their he she his her i me my not no nor so than too very ' +
    'can could will would shall should may might must do does did done have has had having also any all each every some such ' +
    'more most other own same only just both few many much per via across within without between up down out off again further ' +
    'here there when where why how what which who whom whose while during before after above below once e g eg ie etc inc ltd llc ' +
    'fz fze fzco co company companies based looking seeking want wants need needs help helping provide provides providing offer offers ' +
    'work working including include includes well new year years'
  ).split(/\s+/),
);

/** Abbreviations and spellings folded before tokenising ("JV" and "joint venture" then match). */
const SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bjvs?\b/gi, 'joint venture'],
  [/\bf\s*&\s*b\b/gi, 'food beverage'],
  [/\bhoreca\b/gi, 'hotel restaurant catering'],
  [/\b3pl\b/gi, 'third-party logistics'],
  [/\bksa\b/gi, 'saudi'],
  [/\bgcc\b/gi, 'gulf gcc'],
  [/\bmed-?tech\b/gi, 'medtech medical device'],
  [/\bed-?tech\b/gi, 'edtech education'],
  [/\bclean-?tech\b/gi, 'cleantech clean energy'],
  [/\bprop-?tech\b/gi, 'proptech property'],
  [/\bsaas\b/gi, 'saas software'],
  [/\bfin-?tech\b/gi, 'fintech financial'],
  [/\blicen[cs]/gi, 'licens'],
  [/\bpharmaceutical/gi, 'pharma'],
];

/** Stems kept whole because truncation would merge them with an unrelated word. */
const KEEP = new Set(['hospitality', 'internet', 'international', 'transparent', 'insurance']);

/** Light stemming: fold plurals, then truncate long words to six letters ("resellers", "reselling" → "resell"). */
function stem(w: string): string {
  if (KEEP.has(w)) return w;
  let x = w;
  const n = x.length;
  // endsWith instead of regular expressions: this runs for every word of every new text
  if (n > 4 && x.endsWith('ies')) x = `${x.slice(0, -3)}y`;
  else if (n > 4 && x.endsWith('es') && (x.endsWith('sses') || x.endsWith('xes') || x.endsWith('ches') || x.endsWith('shes'))) x = x.slice(0, -2);
  else if (n > 3 && x.endsWith('s') && !(x.endsWith('ss') || x.endsWith('us') || x.endsWith('is'))) x = x.slice(0, -1);
  return x.length > 6 ? x.slice(0, 6) : x;
}

const MAX_TOKENS = 3000;

const SYNONYM_RE = new RegExp(SYNONYMS.map(([re]) => `(${re.source})`).join('|'), 'gi');
function expandSynonyms(text: string): string {
  return text.replace(SYNONYM_RE, (...m: unknown[]) => {
    for (let g = 1; g <= SYNONYMS.length; g++) if (m[g] !== undefined) return SYNONYMS[g - 1]![1];
    return String(m[0]);
  });
}

/** Tokens of a text: lower case, letters/digits, stop words dropped, plurals folded, long words truncated. */
export function tokenize(text: string): TermDoc {
  if (!text) return EMPTY_DOC;
  // Texts repeat (option values, and every description each time its profile is read afresh), so
  // they are memoised by value; only huge texts are tokenised every time.
  if (text.length > MAX_MEMO_TEXT) return tokenizeText(text);
  let doc = memo.get(text);
  if (doc === undefined) memo.set(text, (doc = tokenizeText(text)));
  return doc;
}

/**
 * A bounded memo by string: two generations of up to `cap` entries each; when the newer fills up,
 * the older is dropped and the newer becomes the older (a hit in the older is carried over), so a
 * working set of up to `cap` keys is never dropped all at once, as a plain capped Map would be.
 */
export class TwoGenerationMemo<T> {
  private now = new Map<string, T>();
  private old = new Map<string, T>();
  constructor(private readonly cap: number) {}
  get(key: string): T | undefined {
    const hit = this.now.get(key);
    if (hit !== undefined) return hit;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }
  set(key: string, value: T): void {
    if (this.now.size >= this.cap) {
      this.old = this.now;
      this.now = new Map();
    }
    this.now.set(key, value);
  }
}

/** Documents are immutable and shared; texts past MAX_MEMO_TEXT are tokenised every time. */
const memo = new TwoGenerationMemo<TermDoc>(30_000);
const MAX_MEMO_TEXT = 4000;

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Is code unit c part of a word? ASCII fast path; other characters by Unicode class. */
function isWordChar(c: number, ch: string): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
  return WORD_CHAR.test(ch);
}

const SEEN = new Scratch();

function tokenizeText(text: string): TermDoc {
  const t = expandSynonyms(text).toLowerCase();
  // slot[id] - 1: where the stem with that id already is in this document (0: not yet)
  let slot = SEEN.fit();
  const ids: number[] = [];
  const terms: string[] = [];
  const tf: number[] = [];
  const surface: string[] = [];
  let n = 0;
  let i = 0;
  const len = t.length;
  while (i < len && n <= MAX_TOKENS) {
    while (i < len && !isWordChar(t.charCodeAt(i), t[i]!)) i++;
    const start = i;
    let digits = true;
    while (i < len) {
      const c = t.charCodeAt(i);
      if (!isWordChar(c, t[i]!)) break;
      if (c < 48 || c > 57) digits = false;
      i++;
    }
    const size = i - start;
    if (size < 2 || size > 40 || digits) continue;
    const w = t.slice(start, i);
    if (STOP.has(w)) continue;
    if (++n > MAX_TOKENS) break;
    const s = stem(w);
    const id = termId(s);
    if (id >= slot.length) slot = SEEN.fit(true);
    const at = slot[id]! - 1;
    if (at < 0) {
      slot[id] = terms.length + 1;
      ids.push(id);
      terms.push(s);
      tf.push(1);
      surface.push(w);
    } else tf[at] = tf[at]! + 1;
  }
  for (let k = 0; k < ids.length; k++) slot[ids[k]!] = 0;
  return { terms, tf, surface, ids: new Int32Array(ids), gen: termGeneration(), uid: ++uids, sat: undefined };
}

/** Join several texts into one document (term frequencies add up; first-appearance order kept). */
export function mergeDocs(docs: readonly TermDoc[]): TermDoc {
  const nonEmpty = docs.filter((d) => d.terms.length > 0);
  if (nonEmpty.length === 0) return EMPTY_DOC;
  if (nonEmpty.length === 1) return nonEmpty[0]!;
  for (const d of nonEmpty) idsOf(d);
  const slot = MERGED.fit();
  const ids: number[] = [];
  const terms: string[] = [];
  const tf: number[] = [];
  const surface: string[] = [];
  for (const d of nonEmpty) {
    const g = d.ids;
    for (let i = 0; i < g.length; i++) {
      const id = g[i]!;
      const at = slot[id]! - 1;
      if (at < 0) {
        slot[id] = terms.length + 1;
        ids.push(id);
        terms.push(d.terms[i]!);
        tf.push(d.tf[i]!);
        surface.push(d.surface[i]!);
      } else tf[at] = tf[at]! + d.tf[i]!;
    }
  }
  for (let k = 0; k < ids.length; k++) slot[ids[k]!] = 0;
  return { terms, tf, surface, ids: new Int32Array(ids), gen: termGeneration(), uid: ++uids, sat: undefined };
}
const MERGED = new Scratch();

