// The scoring model shared by every pair of kinds.
//
// A pair model lists factor specs. Each spec belongs to one side's wishes ("side 0 wants", "side 1
// wants"), has a weight, a floor and a fit in [floor, 1]. A missing or unreadable value scores the
// floor: no evidence earns no credit, and the floor is never above any fit a real value can get, so
// blanking a field can never raise a score.
//
//   D_side = Σ_side w·m·fit / Σ_side w·m                 (m: feedback multiplier of the factor, 0.5–1.5)
//   H      = 2·D0·D1 / (D0 + D1)                          (harmonic mean: a one-sided fit cannot reach the top)
//   score  = round(100 · H)
//
// Decomposition (exact): 100·H = 50 + Σ_specs points_s + reciprocity, with
//   points_s    = 100 · w·m / (2·Σ_side w·m) · (fit_s − 0.5)
//   reciprocity = 100 · (H − (D0 + D1) / 2)   (≤ 0, the price of a one-sided fit)

import type { Features } from '../features';
import { FACTORS, type FactorName, type PartyKind } from '../types';

export type Side = 0 | 1;

export type Spec<A extends Features, B extends Features> = {
  factor: FactorName;
  side: Side;
  weight: number;
  floor: number;
  /** Raw fit in [0, 1], or NaN when a value is missing. `text` is the pair's text fit. */
  fit: (a: A, b: B, text: number) => number;
};

export type ExplainInput<A extends Features, B extends Features> = {
  a: A;
  b: B;
  subjectIsA: boolean;
  points: number;
  /** The factor's fit on each side after flooring, NaN where the factor is not on that side. */
  fit: [number, number];
  /** Raw fit was missing (NaN) on that side. */
  missing: [boolean, boolean];
  /** For the text factor: the terms the two profiles share, strongest first. */
  terms: string[];
};

export type PairModel<A extends Features = Features, B extends Features = Features> = {
  kinds: readonly [PartyKind, PartyKind];
  specs: ReadonlyArray<Spec<A, B>>;
  explain: Partial<Record<FactorName, (x: ExplainInput<A, B>) => string>>;
  /** Profile fields behind each factor, for side 0's profile and side 1's profile. */
  fields: readonly [Partial<Record<FactorName, readonly string[]>>, Partial<Record<FactorName, readonly string[]>>];
};

/** Index of each factor in FACTORS (a prototype-free object, so "toString" is not a factor). */
export const FACTOR_INDEX: Record<string, number> = Object.assign(
  Object.create(null) as Record<string, number>,
  Object.fromEntries(FACTORS.map((f, i) => [f, i])),
);

/** Text similarity r ∈ [0,1) to a fit: floor + (1 − floor)(1 − e^(−r/τ)). */
export const TEXT_TAU = 0.12;
export function textFit(r: number, floor: number): number {
  return floor + (1 - floor) * (1 - Math.exp(-r / TEXT_TAU));
}

/** Weights of one model after feedback multipliers; the text factor is dropped when the subject has no text. */
export type Prepared<A extends Features, B extends Features> = {
  model: PairModel<A, B>;
  eff: Float64Array;
  side: Uint8Array;
  total: [number, number];
  textSpec: number;
};

export function prepare<A extends Features, B extends Features>(model: PairModel<A, B>, mult: Float64Array, useText: boolean): Prepared<A, B> {
  const n = model.specs.length;
  const eff = new Float64Array(n);
  const side = new Uint8Array(n);
  const total: [number, number] = [0, 0];
  let textSpec = -1;
  for (let i = 0; i < n; i++) {
    const s = model.specs[i]!;
    if (s.factor === 'text' && textSpec < 0) textSpec = i;
    const w = s.factor === 'text' && !useText ? 0 : s.weight * (mult[FACTOR_INDEX[s.factor]!] ?? 1);
    eff[i] = w;
    side[i] = s.side;
    total[s.side] += w;
  }
  return { model, eff, side, total, textSpec };
}

/** Floored fit of every spec into `out`; returns H. `rawMissing` (optional) records NaN fits. */
export function evaluate<A extends Features, B extends Features>(
  p: Prepared<A, B>,
  a: A,
  b: B,
  r: number,
  out: Float64Array,
  rawMissing?: Uint8Array,
): number {
  const specs = p.model.specs;
  let s0 = 0;
  let s1 = 0;
  for (let i = 0; i < specs.length; i++) {
    const s = specs[i]!;
    let f = s.factor === 'text' ? (r > 0 ? textFit(r, s.floor) : NaN) : s.fit(a, b, r);
    if (rawMissing) rawMissing[i] = Number.isNaN(f) ? 1 : 0;
    if (!(f >= s.floor)) f = s.floor;
    else if (f > 1) f = 1;
    out[i] = f;
    if (p.side[i] === 0) s0 += p.eff[i]! * f;
    else s1 += p.eff[i]! * f;
  }
  const d0 = p.total[0] > 0 ? s0 / p.total[0] : 0;
  const d1 = p.total[1] > 0 ? s1 / p.total[1] : 0;
  return d0 + d1 > 0 ? (2 * d0 * d1) / (d0 + d1) : 0;
}

export function directionScores<A extends Features, B extends Features>(p: Prepared<A, B>, fits: Float64Array): [number, number] {
  let s0 = 0;
  let s1 = 0;
  for (let i = 0; i < fits.length; i++) {
    if (p.side[i] === 0) s0 += p.eff[i]! * fits[i]!;
    else s1 += p.eff[i]! * fits[i]!;
  }
  return [p.total[0] > 0 ? s0 / p.total[0] : 0, p.total[1] > 0 ? s1 / p.total[1] : 0];
}

/** Points of every factor (by FACTORS index) plus the reciprocity term, such that 50 + Σ = 100·H exactly (up to float rounding). */
export function decompose<A extends Features, B extends Features>(p: Prepared<A, B>, fits: Float64Array, out: Float64Array): number {
  out.fill(0);
  for (let i = 0; i < fits.length; i++) {
    const t = p.total[p.side[i] as Side];
    if (!(t > 0) || p.eff[i] === 0) continue;
    out[FACTOR_INDEX[p.model.specs[i]!.factor]!]! += (100 * p.eff[i]!) / (2 * t) * (fits[i]! - 0.5);
  }
  const [d0, d1] = directionScores(p, fits);
  const h = d0 + d1 > 0 ? (2 * d0 * d1) / (d0 + d1) : 0;
  return 100 * (h - (d0 + d1) / 2);
}
