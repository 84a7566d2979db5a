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
import type { Claim, ReasonKind } from '../reasons';

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
  /** For the text factor: the terms the two profiles share, strongest first. */
  terms: string[];
};

export type PairModel<A extends Features = Features, B extends Features = Features> = {
  kinds: readonly [PartyKind, PartyKind];
  specs: ReadonlyArray<Spec<A, B>>;
  /** Picks the reason kind of a factor and computes its values (the text is the kind's template). */
  explain: Partial<Record<FactorName, (x: ExplainInput<A, B>) => Claim>>;
  /** Every reason kind the explain functions can pick. */
  reasons: ReadonlyArray<ReasonKind<A, B>>;
  /** Profile fields behind each factor, for side 0's profile and side 1's profile. */
  fields: readonly [Partial<Record<FactorName, readonly string[]>>, Partial<Record<FactorName, readonly string[]>>];
};

/** Index of each factor in FACTORS (a prototype-free object, so "toString" is not a factor). */
export const FACTOR_INDEX: Record<string, number> = Object.assign(
  Object.create(null) as Record<string, number>,
  Object.fromEntries(FACTORS.map((f, i) => [f, i])),
);

/** Text similarity r ≥ 0 to a fit: floor + (1 − floor)(1 − e^(−r/τ)). */
export const TEXT_TAU = 0.12;
export function textFit(r: number, floor: number): number {
  return floor + (1 - floor) * (1 - Math.exp(-r / TEXT_TAU));
}

/** Weights of one model after feedback multipliers. */
export type Prepared<A extends Features, B extends Features> = {
  model: PairModel<A, B>;
  specs: ReadonlyArray<Spec<A, B>>;
  eff: Float64Array;
  side: Uint8Array;
  /** FACTORS index of each spec. */
  fidx: Uint8Array;
  /** Per FACTORS index: the spec on side 0 and on side 1 (-1 when none). */
  sideSpec: Int8Array;
  /** Per FACTORS index: 1 when the factor is weighed in this model. */
  present: Uint8Array;
  total: [number, number];
  /** 100·eff / (2·total of its side): the points one unit of fit above 0.5 is worth. */
  scale: Float64Array;
  isText: Uint8Array;
};

export function prepare<A extends Features, B extends Features>(model: PairModel<A, B>, mult: Float64Array): Prepared<A, B> {
  const specs = model.specs;
  const n = specs.length;
  const eff = new Float64Array(n);
  const side = new Uint8Array(n);
  const fidx = new Uint8Array(n);
  const isText = new Uint8Array(n);
  const sideSpec = new Int8Array(FACTORS.length * 2).fill(-1);
  const present = new Uint8Array(FACTORS.length);
  const total: [number, number] = [0, 0];
  for (let i = 0; i < n; i++) {
    const s = specs[i]!;
    const k = FACTOR_INDEX[s.factor]!;
    const w = s.weight * (mult[k] ?? 1);
    eff[i] = w;
    side[i] = s.side;
    fidx[i] = k;
    isText[i] = s.factor === 'text' ? 1 : 0;
    sideSpec[k * 2 + s.side] = i;
    if (w > 0) present[k] = 1;
    total[s.side] += w;
  }
  const scale = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = total[side[i] as Side];
    scale[i] = t > 0 ? (100 * eff[i]!) / (2 * t) : 0;
  }
  return { model, specs, eff, side, fidx, sideSpec, present, total, scale, isText };
}

/** Floored fit of every spec into `out` from `offset`; returns H. */
export function evaluate<A extends Features, B extends Features>(p: Prepared<A, B>, a: A, b: B, r: number, out: Float64Array, offset = 0): number {
  const specs = p.specs;
  const eff = p.eff;
  const side = p.side;
  const isText = p.isText;
  let s0 = 0;
  let s1 = 0;
  for (let i = 0; i < specs.length; i++) {
    const s = specs[i]!;
    let f = isText[i] ? (r > 0 ? textFit(r, s.floor) : NaN) : s.fit(a, b, r);
    f = clampFit(f, s.floor);
    out[offset + i] = f;
    if (side[i] === 0) s0 += eff[i]! * f;
    else s1 += eff[i]! * f;
  }
  return harmonicOfSides(p.total, s0, s1);
}

/**
 * evaluate() with the fits of memoised factors read from per-tuple tables (value-tuples.ts): spec i
 * takes fit0 / fit1 at `of[row + its factor]` when that tuple is ≥ 0 — the number its function
 * returns for those values, already floored — and is computed as in evaluate() otherwise. The sums
 * run in the same order, so H is the same to the last bit.
 */
export function evaluateKeyed<A extends Features, B extends Features>(
  p: Prepared<A, B>, a: A, b: B, r: number, out: Float64Array, offset: number,
  of: Int32Array, row: number, fit0: Float64Array, fit1: Float64Array,
): number {
  const specs = p.specs;
  const eff = p.eff;
  const side = p.side;
  const isText = p.isText;
  const fidx = p.fidx;
  let s0 = 0;
  let s1 = 0;
  for (let i = 0; i < specs.length; i++) {
    const t = isText[i] ? -1 : of[row + fidx[i]!]!;
    let f: number;
    if (t >= 0) f = side[i] === 0 ? fit0[t]! : fit1[t]!;
    else {
      const s = specs[i]!;
      f = isText[i] ? (r > 0 ? textFit(r, s.floor) : NaN) : s.fit(a, b, r);
      f = clampFit(f, s.floor);
    }
    out[offset + i] = f;
    if (side[i] === 0) s0 += eff[i]! * f;
    else s1 += eff[i]! * f;
  }
  return harmonicOfSides(p.total, s0, s1);
}

export function directionScores<A extends Features, B extends Features>(p: Prepared<A, B>, fits: ArrayLike<number>): [number, number] {
  let s0 = 0;
  let s1 = 0;
  for (let i = 0; i < p.specs.length; i++) {
    if (p.side[i] === 0) s0 += p.eff[i]! * fits[i]!;
    else s1 += p.eff[i]! * fits[i]!;
  }
  return [p.total[0] > 0 ? s0 / p.total[0] : 0, p.total[1] > 0 ? s1 / p.total[1] : 0];
}

/**
 * Points of every factor (by FACTORS index; NaN for factors this model does not weigh) such that
 * 50 + Σ points + reciprocity = 100·H exactly (up to float rounding). Returns the reciprocity term.
 */
export function decompose<A extends Features, B extends Features>(p: Prepared<A, B>, fits: ArrayLike<number>, out: Float64Array): number {
  for (let k = 0; k < out.length; k++) out[k] = p.present[k] ? 0 : NaN;
  let s0 = 0;
  let s1 = 0;
  for (let i = 0; i < p.specs.length; i++) {
    const f = fits[i]!;
    if (p.eff[i] !== 0) out[p.fidx[i]!] = out[p.fidx[i]!]! + p.scale[i]! * (f - 0.5);
    if (p.side[i] === 0) s0 += p.eff[i]! * f;
    else s1 += p.eff[i]! * f;
  }
  const d0 = p.total[0] > 0 ? s0 / p.total[0] : 0;
  const d1 = p.total[1] > 0 ? s1 / p.total[1] : 0;
  const h = d0 + d1 > 0 ? (2 * d0 * d1) / (d0 + d1) : 0;
  return 100 * (h - (d0 + d1) / 2);
}

/** A factor's fit kept between its floor and 1 (NaN, an unknown fit, becomes the floor). */
function clampFit(f: number, floor: number): number {
  if (!(f >= floor)) return floor;
  return f > 1 ? 1 : f;
}

/** H: the harmonic mean of how well each side fits what the other wants (0 when either is 0). */
function harmonicOfSides(total: readonly number[], s0: number, s1: number): number {
  const d0 = total[0]! > 0 ? s0 / total[0]! : 0;
  const d1 = total[1]! > 0 ? s1 / total[1]! : 0;
  return d0 + d1 > 0 ? (2 * d0 * d1) / (d0 + d1) : 0;
}
