// Foreign business (side 0) ↔ investor (side 1): the fits of the pair model and their helpers.

import type { ForeignFeatures, InvestorFeatures } from '../features';
import { INV_LABELS, PREF_NOUNS, budgetLabel, formatUSD } from '../normalize';
import { AREA, UAE_LOC, focusFit, inUae, type Focus, type Loc } from '../geography';
import type { Range } from '../normalize';
import { PREF_INV, marketFit } from './tables';
import type { ExplainInput } from './model';
import { indexOfLabel, type Values } from '../reasons';
import { type SideA } from './investor-common';

// Local aliases of hot imports (a plain binding is faster than a module getter under tsx).
const marketFit_ = marketFit;
const focusFit_ = focusFit;
const inUae_ = inUae;
const UAE_LOC_ = UAE_LOC;

export type F = ForeignFeatures;
export type I = InvestorFeatures;
export type X = ExplainInput<F, I>;

export const GULF = (1 << AREA.GCC) | (1 << AREA.ME);

/** An investor's presence as help for entering the UAE: 1 in the UAE, 0.85 in the Gulf, 0.65 in the business's home region, else 0.45. */
export function investorPresenceFit(home: Loc, loc: Loc): number {
  if (!loc.known) return NaN;
  if (inUae_(loc)) return 1;
  if (loc.areas & GULF) return 0.85;
  if (home.known && (home.countries & loc.countries || home.areas & loc.areas & ~(1 << AREA.GLOBAL))) return 0.65;
  return 0.45;
}

/** An investor's geography focus against a business from `home` that is entering the UAE. */
export function focusOnEntrantFit(focus: Focus, home: Loc): number {
  const dest = focusFit_(focus, UAE_LOC_);
  if (Number.isNaN(dest)) return NaN;
  const origin = home.known ? focusFit_(focus, home) : NaN;
  return Number.isNaN(origin) ? 0.9 * dest : Math.max(origin, 0.9 * dest);
}

export function marketFitFI(f: F, i: I): number {
  if (!f.market.mask) return f.market.maturity && i.market ? 0.5 : NaN;
  return marketFit_(i.market, f.market.mask);
}

export const SIDE_A: SideA<F> = { sectors: (f) => f.industry.mask, anyClients: () => false, hints: (f) => f.industry.hint ?? 0, place: (f) => f.home, size: (f) => f.size, entering: true };


/** The ticket and budget as the text writes them. */
export function ticketValues(t: Range, b: Range): Values {
  return { ticket: `${formatUSD(t.lo)}–${formatUSD(t.hi)}`, budget: budgetLabel(b) };
}

export function ticketOk(x: { a: F; b: I }, v: Values): boolean {
  return !!x.a.budget && !!x.b.ticket && v.ticket === `${formatUSD(x.b.ticket.lo)}–${formatUSD(x.b.ticket.hi)}` && v.budget === budgetLabel(x.a.budget);
}

export function prefInv(x: { a: F; b: I }, v: Values): number {
  const p = indexOfLabel(PREF_NOUNS, v.pref);
  const t = indexOfLabel(INV_LABELS, v.type);
  if (p < 0 || t < 0 || !(x.a.pref & (1 << p)) || !(x.b.type & (1 << t))) return -1;
  return PREF_INV[p]![t]!;
}
