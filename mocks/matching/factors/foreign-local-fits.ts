// Foreign business (side 0) ↔ local partner (side 1): the fits of the pair model and their helpers.

import type { ForeignFeatures, LocalFeatures } from '../features';
import { BIZ_NOUNS, COLLAB_LABELS, PREF, PREF_NOUNS, GOAL_LABELS, PREF_LABELS, PRICING, bits, firstBit } from '../normalize';
import { S } from '../industries';
import { inUae } from '../geography';
import { COLLAB_GOAL, COLLAB_PREF, PREF_BIZ, industryFit, marketFit, partnerTypeFit } from './tables';
import type { ExplainInput } from './model';
import { article } from './words';
import { indexOfLabel, type Value, type Values } from '../reasons';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const industryFit_ = industryFit;
const marketFit_ = marketFit;
const partnerTypeFit_ = partnerTypeFit;
const inUae_ = inUae;

export type F = ForeignFeatures;
export type L = LocalFeatures;
export type X = ExplainInput<F, L>;

/**
 * Where the partner is, for a business entering the UAE: 0.7–0.75 anywhere in the UAE, more in the
 * emirate (0.92) or free zone (1) the business names; 0.45 elsewhere in the Gulf; 0.3 abroad.
 * Naming a destination only ever adds credit, so an unnamed one is never better than a named one.
 */
export function uaePresenceFit(target: { emirates: number; zones: number }, loc: LocalFeatures['loc']): number {
  if (!loc.known) return NaN;
  if (inUae_(loc)) {
    if (target.zones & loc.zones) return 1;
    if (target.emirates & loc.emirates) return 0.92;
    return loc.emirates ? 0.75 : 0.7;
  }
  if (loc.areas & 0b110) return 0.45; // elsewhere in the GCC / Middle East
  return 0.3;
}

export function marketFitF(f: F, l: L): number {
  if (!f.market.mask) return f.market.maturity && l.market ? 0.5 : NaN;
  return marketFit_(f.market.mask, l.market);
}

/** Preferred types that resell the business's product: for them the partner must deal in the same sector. */
export const CHANNEL = (1 << PREF.distributor) | (1 << PREF.reseller) | (1 << PREF.agent) | (1 << PREF.pharma) | (1 << PREF.franchisee);

/**
 * Partner type fit. For channel partners (distributor, reseller, agent…) the type only counts as far
 * as the partner deals in the business's sector: fit × (0.55 + 0.45 × sector affinity of its focus).
 */
export function partnerFit(f: F, l: L): number {
  const service = partnerTypeFit_(f.pref & ~CHANNEL, l.biz);
  const channelType = partnerTypeFit_(f.pref & CHANNEL, l.biz);
  let channel = NaN;
  if (!Number.isNaN(channelType)) {
    const aff = industryFit_(f.industry, l.focus);
    channel = channelType * (0.55 + 0.45 * (Number.isNaN(aff) ? 0 : aff));
  }
  if (Number.isNaN(service)) return channel;
  if (Number.isNaN(channel)) return service;
  return Math.max(service, channel);
}

export const clientsOf = (l: L) => (l.clients.mask || l.clients.any ? l.clients : l.focus);

/** The best (collaboration, goal or wanted type) pair and its table value. */
export function bestCollab(collab: number, goals: number, pref: number): { c: number; goal: string; v: number } {
  let best = { c: firstBit(collab), goal: goals ? GOAL_LABELS[firstBit(goals)]! : `${article(PREF_LABELS[firstBit(pref)]!)} partner`, v: -1 };
  for (const c of bits(collab)) {
    for (const g of bits(goals)) if (COLLAB_GOAL[c]![g]! > best.v) best = { c, goal: GOAL_LABELS[g]!, v: COLLAB_GOAL[c]![g]! };
    for (const p of bits(pref)) if (COLLAB_PREF[c]![p]! > best.v) best = { c, goal: `${article(PREF_LABELS[p]!)} partner`, v: COLLAB_PREF[c]![p]! };
  }
  return best;
}

/** The table value of a named collaboration for a named goal ("market entry" or "a distributor partner"). */
export function collabValue(f: F, l: L, collab: Value | undefined, goal: Value | undefined): number {
  const c = indexOfLabel(COLLAB_LABELS, collab);
  if (c < 0 || !(l.collab & (1 << c))) return NaN;
  const g = indexOfLabel(GOAL_LABELS, goal);
  if (g >= 0) return f.goals & (1 << g) ? COLLAB_GOAL[c]![g]! : NaN;
  for (const p of bits(f.pref)) if (goal === `${article(PREF_LABELS[p]!)} partner`) return COLLAB_PREF[c]![p]!;
  return NaN;
}

/** Named sectors only: "other" shared by both says nothing about a fit. */
export const NAMED = ~(1 << S.other);
export const shared = (f: F, l: L) => f.industry.mask & (l.focus.mask | l.clients.mask) & NAMED;


export const PRICING_NAMES = PRICING.map((p) => p.toLowerCase());

export function prefBiz(x: { a: F; b: L }, v: Values): number {
  const p = indexOfLabel(PREF_NOUNS, v.pref);
  const b = indexOfLabel(BIZ_NOUNS, v.biz);
  if (p < 0 || b < 0 || !(x.a.pref & (1 << p)) || !(x.b.biz & (1 << b))) return -1;
  return PREF_BIZ[p]![b]!;
}

export function bestPrefBiz(pref: number, biz: number): number {
  let best = -1;
  for (const i of bits(pref)) for (const j of bits(biz)) best = Math.max(best, PREF_BIZ[i]![j]!);
  return best;
}
