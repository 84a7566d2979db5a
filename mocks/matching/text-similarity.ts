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
import { Scratch, idsOf } from './term-ids';
import type { TermDoc } from './tokenizer';

export { EMPTY_DOC, mergeDocs, tokenize, type TermDoc } from './tokenizer';

export const sat = (x: number) => x / (x + 0.5);

function satOf(tf: readonly number[]): Float64Array {
  const out = new Float64Array(tf.length);
  for (let j = 0; j < tf.length; j++) out[j] = sat(tf[j]!);
  return out;
}
const LOCAL = new Scratch();

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
    for (const d of docs) {
      if (!d) continue;
      total += d.terms.length;
      idsOf(d);
    }
    const start = (this.start = new Int32Array(docs.length + 1));
    const ids = (this.ids = new Int32Array(total));
    const w = (this.w = new Float64Array(total));
    const terms = this.terms;
    const df = this.df;
    // local[global id] - 1: the term's id in this corpus (0: not seen yet); ids in order of first appearance
    const local = LOCAL.fit();
    const seen: number[] = [];
    let k = 0;
    for (let i = 0; i < docs.length; i++) {
      start[i] = k;
      const d = docs[i];
      if (!d) continue;
      const g = d.ids;
      w.set((d.sat ??= satOf(d.tf)), k);
      for (let j = 0; j < g.length; j++) {
        let id = local[g[j]!]! - 1;
        if (id < 0) {
          id = terms.length;
          local[g[j]!] = id + 1;
          seen.push(g[j]!);
          terms.push(d.terms[j]!);
          df.push(0);
        }
        df[id]! += 1;
        ids[k++] = id;
      }
    }
    start[docs.length] = k;
    for (let j = 0; j < seen.length; j++) local[seen[j]!] = 0;
    for (let j = 0; j < this.terms.length; j++) this.vocab.set(this.terms[j]!, j);
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
