// Free-text similarity of a pair: BM25-style weighting (idf × saturated term frequency) over the
// two profiles' documents (their free text plus the labels of what they are and want). The measure
// is symmetric — the same number whichever side asks — so a pair has one score on both dashboards:
//
//   s(a, b) = Σ_{t ∈ a ∩ b} idf(t) · sat(tf_{t,a}) · sat(tf_{t,b})      sat(x) = x / (x + 0.5)
//   r(a, b) = s(a, b) / TEXT_NORM                                        (≥ 0; the fit saturates)
//   idf(t)  = ln(1 + (N − df + 0.5) / (df + 0.5))
//
// N and df come from one corpus: the population the caller names (every profile, so both sides
// see the same idf), else the candidates plus the subject. There is no length normalisation on
// purpose: then removing text from either profile can never raise their similarity, which keeps
// the engine monotone ("blanking a field never raises a score").
import { memo } from './normalize';

export type TermDoc = {
  /** Stems, unique, in order of first appearance. */
  terms: readonly string[];
  tf: readonly number[];
  /** The first word seen for each stem (for explanations). */
  surface: readonly string[];
};

export const EMPTY_DOC: TermDoc = { terms: [], tf: [], surface: [] };

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
  if (x.length > 4 && x.endsWith('ies')) x = `${x.slice(0, -3)}y`;
  else if (x.length > 4 && /(?:ss|x|ch|sh)es$/.test(x)) x = x.slice(0, -2);
  else if (x.length > 3 && x.endsWith('s') && !/(?:ss|us|is)$/.test(x)) x = x.slice(0, -1);
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
  // Short texts (labels, option values) repeat across profiles and are memoised; long ones rarely do.
  return text.length <= 160 ? tokenizeShort(text) : tokenizeText(text);
}

const tokenizeShort = memo((text: string) => tokenizeText(text), 20000);

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Is code unit c part of a word? ASCII fast path; other characters by Unicode class. */
function isWordChar(c: number, ch: string): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
  return WORD_CHAR.test(ch);
}

function tokenizeText(text: string): TermDoc {
  const t = expandSynonyms(text).toLowerCase();
  const index = new Map<string, number>();
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
    const at = index.get(s);
    if (at === undefined) {
      index.set(s, terms.length);
      terms.push(s);
      tf.push(1);
      surface.push(w);
    } else tf[at] = tf[at]! + 1;
  }
  return { terms, tf, surface };
}

/** Join several texts into one document (term frequencies add up; first-appearance order kept). */
export function mergeDocs(docs: readonly TermDoc[]): TermDoc {
  const nonEmpty = docs.filter((d) => d.terms.length > 0);
  if (nonEmpty.length === 0) return EMPTY_DOC;
  if (nonEmpty.length === 1) return nonEmpty[0]!;
  const index = new Map<string, number>();
  const terms: string[] = [];
  const tf: number[] = [];
  const surface: string[] = [];
  for (const d of nonEmpty) {
    for (let i = 0; i < d.terms.length; i++) {
      const t = d.terms[i]!;
      const at = index.get(t);
      if (at === undefined) {
        index.set(t, terms.length);
        terms.push(t);
        tf.push(d.tf[i]!);
        surface.push(d.surface[i]!);
      } else tf[at] = tf[at]! + d.tf[i]!;
    }
  }
  return { terms, tf, surface };
}

export const sat = (x: number) => x / (x + 0.5);

/** The candidate documents of one candidate array, flattened, with document frequencies. */
export class Corpus {
  readonly vocab = new Map<string, number>();
  readonly terms: string[] = [];
  readonly df: number[] = [];
  readonly start: Int32Array;
  readonly ids: Int32Array;
  readonly w: Float64Array;
  readonly size: number;
  readonly docs: ReadonlyArray<TermDoc | null>;

  constructor(docs: ReadonlyArray<TermDoc | null>) {
    this.size = docs.length;
    this.docs = docs;
    let total = 0;
    for (const d of docs) if (d) total += d.terms.length;
    this.start = new Int32Array(docs.length + 1);
    this.ids = new Int32Array(total);
    this.w = new Float64Array(total);
    let k = 0;
    for (let i = 0; i < docs.length; i++) {
      this.start[i] = k;
      const d = docs[i];
      if (!d) continue;
      for (let j = 0; j < d.terms.length; j++) {
        const t = d.terms[j]!;
        let id = this.vocab.get(t);
        if (id === undefined) {
          id = this.terms.length;
          this.vocab.set(t, id);
          this.terms.push(t);
          this.df.push(0);
        }
        this.df[id]! += 1;
        this.ids[k] = id;
        this.w[k] = sat(d.tf[j]!);
        k++;
      }
    }
    this.start[docs.length] = k;
  }
}

/** A subject document prepared against one corpus: a dense weight per vocabulary term. */
export type Query = { weights: Float64Array; empty: boolean };

/** The typical weight of a profile's document; divides s(a, b) into r. */
export const TEXT_NORM = 15;

/**
 * Weights idf(t)·sat(tf) of the subject's terms against a corpus. `df`: the corpus that gives N
 * and df (default: `corpus`); `selfInDf`: the subject's own profile is one of its documents (then
 * it is not counted twice).
 */
export function prepareQuery(corpus: Corpus, q: TermDoc, selfInDf: boolean, df: Corpus = corpus): Query {
  const weights = new Float64Array(corpus.terms.length);
  const extra = selfInDf ? 0 : 1;
  const N = df.size + extra;
  let empty = true;
  for (let i = 0; i < q.terms.length; i++) {
    const t = q.terms[i]!;
    const id = corpus.vocab.get(t);
    if (id === undefined) {
      empty = false;
      continue;
    }
    const at = df === corpus ? id : df.vocab.get(t);
    const n = (at === undefined ? 0 : df.df[at]!) + extra;
    const idf = Math.log(1 + (Math.max(0, N - n) + 0.5) / (n + 0.5));
    weights[id] = idf * sat(q.tf[i]!);
    empty = false;
  }
  return { weights, empty };
}

/** r ≥ 0: how much the subject and document i share, weighted by rarity (symmetric in the two). */
export function similarity(corpus: Corpus, query: Query, i: number): number {
  if (query.empty) return 0;
  const ws = query.weights;
  let s = 0;
  for (let k = corpus.start[i]!, end = corpus.start[i + 1]!; k < end; k++) s += ws[corpus.ids[k]!]! * corpus.w[k]!;
  return s / TEXT_NORM;
}

/** The terms that contributed most to document i's similarity, strongest first (ties: alphabetical). */
export function topTerms(corpus: Corpus, query: Query, i: number, max = 3): string[] {
  const doc = corpus.docs[i];
  if (!doc) return [];
  const best: string[] = [];
  const score: number[] = [];
  for (let k = corpus.start[i]!, end = corpus.start[i + 1]!, j = 0; k < end; k++, j++) {
    const c = query.weights[corpus.ids[k]!]! * corpus.w[k]!;
    if (!(c > 0)) continue;
    const word = doc.surface[j] ?? corpus.terms[corpus.ids[k]!]!;
    let at = best.length;
    while (at > 0 && (score[at - 1]! < c || (score[at - 1] === c && best[at - 1]! > word))) at--;
    if (at >= max) continue;
    best.splice(at, 0, word);
    score.splice(at, 0, c);
    if (best.length > max) {
      best.pop();
      score.pop();
    }
  }
  return best;
}
