// What a business or a partner (side A) and an investor (side B) share: the investor's target
// industries, its target stages and its geography. The kinds and their explain functions are the same
// for both pair models; only how side A's sectors, place and size are read differs.

import type { Features, InvestorFeatures } from '../features';
import { SIZE_LABELS, STAGE_LABELS, bits, firstBit } from '../normalize';
import { AFFINITY, S, SECTOR_SHORT, bestAffinityPair, sectorsLabel } from '../industries';

/** Named sectors only: "other" shared by both says nothing about a fit. */
const NAMED = ~(1 << S.other);
import { AREA, UAE_LOC, focusFit, focusLabel, inUae, locLabel, type Focus, type Loc } from '../geography';
import { SIZE_STAGE_FIT, stageFit } from './tables';
import type { ExplainInput } from './model';
import { indexOfLabel, labelOf, labelsOf, type Claim, type Facts, type ReasonKind, type Values } from '../reasons';

type I = InvestorFeatures;
type Spec<A> = Omit<ReasonKind<A, I>, 'code'>;

/** How side A is read: its sectors, where it is (home market or registered region), its size band. */
export type SideA<A> = {
  sectors: (a: A) => number;
  /** Side A takes clients from any industry (a partner that says so). */
  anyClients: (a: A) => boolean;
  /** Sectors side A's free text only hints at (a business's expansion goal). */
  hints: (a: A) => number;
  place: (a: A) => Loc;
  size: (a: A) => number;
  /** Side A is entering the UAE, so an investor focus on the UAE counts as well as one on its place. */
  entering: boolean;
};

export function sizeLabel(band: number): string {
  return `${SIZE_LABELS[band]}-person`;
}


/** Does a geography focus take in the UAE (global, the Gulf, or an emirate)? */
export function coversUae(f: Focus): boolean {
  return f.known !== 0 && (f.global || (f.areas & (1 << AREA.UAE)) !== 0 || f.emirates !== 0);
}

function sizeOk<A>(s: SideA<A>, x: Facts<A, I>, v: Values): boolean {
  const band = s.size(x.a);
  return band >= 0 && v.size === sizeLabel(band);
}

/** The kinds of the investor's industry, stage and geography factors, for one reading of side A. */
export function investorKindSpecs<A>(s: SideA<A>, place: string): Record<string, Spec<A>> {
  const specs: Record<string, Spec<A>> = {
    'industry.unknown-own': {
      factor: 'industry', sign: '−', condition: `The ${place === 'home' ? 'business' : 'partner'} names no industry Corridor recognises`,
      template: '{A.Poss} industry is not stated or not recognised — lower confidence',
      holds: (x) => !s.sectors(x.a),
    },
    'industry.goal-in-targets': {
      factor: 'industry', sign: '+', condition: "The business's expansion goal mentions one of the investor's target industries",
      template: '{A.Poss} expansion goal mentions {sector}, one of {B.poss} target industries',
      holds: (x, v) => labelOf(s.hints(x.a) & x.b.targets.mask & NAMED, SECTOR_SHORT, v.sector),
    },
    'industry.goal-close': {
      factor: 'industry', sign: '+', condition: "The business's expansion goal mentions a sector related (affinity ≥ 0.5) to an investor target",
      template: '{A.Poss} expansion goal mentions {sector}, close to {B.poss} {target} targets',
      holds: (x, v) => {
        const i = indexOfLabel(SECTOR_SHORT, v.sector);
        const j = indexOfLabel(SECTOR_SHORT, v.target);
        return i >= 0 && j >= 0 && !!(s.hints(x.a) & (1 << i)) && !!(x.b.targets.mask & (1 << j)) && AFFINITY[i]![j]! >= 0.5;
      },
    },
    'industry.any': {
      factor: 'industry', sign: '±', condition: 'The investor names no sector but invests across all industries',
      template: '{B.Subj} invest{B.s} across all industries',
      holds: (x) => !x.b.targets.mask && x.b.targets.any,
    },
    'industry.unknown-targets': {
      factor: 'industry', sign: '±', condition: "The investor's target industries are not stated",
      template: '{B.Poss} target industries are not stated — lower confidence',
      holds: (x) => !!(s.sectors(x.a) | s.hints(x.a)) && !x.b.targets.mask && !x.b.targets.any,
    },
    'industry.in-targets': {
      factor: 'industry', sign: '±', condition: "A sector of side A is one of the investor's target industries",
      template: '{A.This} {noun} is in {sector}, one of {B.poss} target industries',
      holds: (x, v) => labelOf(s.sectors(x.a) & x.b.targets.mask & NAMED, SECTOR_SHORT, v.sector),
    },
    'industry.close': {
      factor: 'industry', sign: '+', condition: "A sector of side A is related (affinity ≥ 0.5) to an investor target, and none is shared",
      template: "{sector|cap} is close to {B.poss} {target} targets",
      holds: (x, v) => {
        const i = indexOfLabel(SECTOR_SHORT, v.sector);
        const j = indexOfLabel(SECTOR_SHORT, v.target);
        const own = s.sectors(x.a);
        return i >= 0 && j >= 0 && !!(own & (1 << i)) && !!(x.b.targets.mask & (1 << j)) && AFFINITY[i]![j]! >= 0.5 && !(own & x.b.targets.mask & NAMED);
      },
    },
    'industry.any-client': {
      factor: 'industry', sign: '+', condition: 'No sector is shared or close, but the partner takes clients from any industry',
      template: '{A.Subj} take{A.s} clients from any industry',
      holds: (x) => s.anyClients(x.a) && !(s.sectors(x.a) & x.b.targets.mask & NAMED),
    },
    'industry.outside': {
      factor: 'industry', sign: '−', condition: "No sector of side A is one of the investor's target industries",
      template: '{A.This} {sector} {noun} is outside {B.poss} targets ({targets})',
      holds: (x, v) => labelOf(s.sectors(x.a), SECTOR_SHORT, v.sector) && !(s.sectors(x.a) & x.b.targets.mask & NAMED) && v.targets === sectorsLabel(x.b.targets.mask),
    },
    'stage.unknown-size': {
      factor: 'stage', sign: '±', condition: "Side A's company size is not stated",
      template: '{A.Poss} company size is not stated, so stage fit is unknown',
      holds: (x) => s.size(x.a) < 0,
    },
    'stage.unknown-stages': {
      factor: 'stage', sign: '±', condition: "The investor's target stages are not stated",
      template: '{B.Poss} target stages are not stated — lower confidence',
      holds: (x) => s.size(x.a) >= 0 && !x.b.stages,
    },
    'stage.typical': {
      factor: 'stage', sign: '+', condition: 'The investor backs rounds typical for a company of that size (stage fit ≥ 0.85)',
      template: '{B.Subj} back{B.s} {stages} rounds, typical for {size|a} {noun}',
      holds: (x, v) => {
        const band = s.size(x.a);
        return sizeOk(s, x, v) && labelsOf(x.b.stages, STAGE_LABELS, v.stages) && (v.stages as string[]).every((st) => SIZE_STAGE_FIT[Math.min(band, 5)]![STAGE_LABELS.indexOf(st as never)]! >= 0.85);
      },
    },
    'stage.close': {
      factor: 'stage', sign: '+', condition: 'The best of the investor\'s stages is plausible for a company of that size (stage fit above 0.5, below 0.85)',
      template: '{B.Poss} stages ({stages}) are close to what {size|a} {noun} raises',
      holds: (x, v) => sizeOk(s, x, v) && labelsOf(x.b.stages, STAGE_LABELS, v.stages) && stageFit(x.b.stages, s.size(x.a)) > 0.5,
    },
    'stage.poor': {
      factor: 'stage', sign: '−', condition: "None of the investor's stages suits a company of that size (stage fit ≤ 0.5)",
      template: '{B.Poss} stages ({stages}) do not fit {size|a} {noun}',
      holds: (x, v) => sizeOk(s, x, v) && labelsOf(x.b.stages, STAGE_LABELS, v.stages) && stageFit(x.b.stages, s.size(x.a)) <= 0.5,
    },
    'geography.unknown': {
      factor: 'geography', sign: '−', condition: "The investor states neither where it is nor a geography focus Corridor recognises",
      template: '{B.Poss} geography focus is not stated — lower confidence',
      holds: (x) => !x.b.focus.known && !x.b.loc.known,
    },
    'geography.on-the-ground': {
      factor: 'geography', sign: '+', condition: 'The investor is based in the UAE',
      template: ['{B.Subj} {B.be} based in {where}, on the ground in the UAE', 'Being based in {where}, you are on the ground in the UAE for {A.subj}'],
      holds: (x, v) => inUae(x.b.loc) && v.where === locLabel(x.b.loc),
    },
    'geography.based-in': {
      factor: 'geography', sign: '+', condition: 'Where the investor is based helps (its presence fit is above 0.5)',
      template: '{B.Subj} {B.be} based in {where}',
      holds: (x, v) => !!x.b.loc.known && v.where === locLabel(x.b.loc) && x.fit[0] > 0.5,
    },
    'geography.unknown-location': {
      factor: 'geography', sign: '±', condition: "The investor's registered region is not stated or not recognised",
      template: '{B.Poss} location is not stated or not recognised — lower confidence',
      holds: (x) => !x.b.loc.known,
    },
    'geography.unknown-focus': {
      factor: 'geography', sign: '±', condition: "The investor's geography focus is not stated or not recognised",
      template: '{B.Poss} geography focus is not stated — lower confidence',
      holds: (x) => !x.b.focus.known,
    },
    'geography.covers-home': {
      factor: 'geography', sign: '+', condition: `The investor's focus takes in side A's ${place === 'home' ? 'home market' : 'region'} (focus fit ≥ 0.85)`,
      template: '{B.Poss} {focus} focus covers {place}, where {A.subj} operate{A.s}',
      holds: (x, v) => {
        const p = s.place(x.a);
        return v.focus === focusLabel(x.b.focus) && !!p.known && v.place === locLabel(p) && focusFit(x.b.focus, p) >= 0.85;
      },
    },
    'geography.covers-uae': {
      factor: 'geography', sign: '+', condition: "The investor's focus takes in the UAE (global, the Gulf or an emirate)",
      template: '{B.Poss} {focus} focus covers the UAE',
      holds: (x, v) => v.focus === focusLabel(x.b.focus) && coversUae(x.b.focus),
    },
    'geography.unknown-place': {
      factor: 'geography', sign: '±', condition: `Side A's ${place === 'home' ? 'operating region' : 'registered region'} is not stated or not recognised`,
      template: `{A.Poss} ${place === 'home' ? 'home market' : 'location'} is not stated or not recognised — lower confidence`,
      holds: (x) => !s.place(x.a).known,
    },
    'geography.misses-uae': {
      factor: 'geography', sign: '−', condition: "Side A is in the UAE and the investor's focus does not take it in",
      template: '{B.Poss} {focus} focus does not cover the UAE',
      holds: (x, v) => v.focus === focusLabel(x.b.focus) && inUae(s.place(x.a)) && !coversUae(x.b.focus),
    },
    'geography.misses-place': {
      factor: 'geography', sign: '−', condition: `The investor's focus takes in the UAE but not side A's ${place === 'home' ? 'home market' : 'region'}`,
      template: '{B.Poss} {focus} focus does not cover {place}',
      holds: (x, v) => {
        const p = s.place(x.a);
        return v.focus === focusLabel(x.b.focus) && !!p.known && v.place === locLabel(p) && focusFit(x.b.focus, p) < 0.85;
      },
    },
    'geography.misses-both': {
      factor: 'geography', sign: '−', condition: `The investor's focus takes in neither the UAE nor side A's ${place === 'home' ? 'home market' : 'region'}`,
      template: '{B.Poss} {focus} focus does not cover {place} or the UAE',
      holds: (x, v) => {
        const p = s.place(x.a);
        return v.focus === focusLabel(x.b.focus) && !coversUae(x.b.focus) && !!p.known && v.place === locLabel(p) && focusFit(x.b.focus, p) < 0.85;
      },
    },
  };
  // For a business entering the UAE, a focus on the UAE always counts, so it is never "missed" alone.
  // For a partner, a focus that takes in its region outweighs any base, known or not.
  if (s.entering) delete specs['geography.misses-place'];
  else delete specs['geography.unknown-location'];
  // only a business's expansion goal is read for industry hints
  if (!s.entering) {
    delete specs['industry.goal-in-targets'];
    delete specs['industry.goal-close'];
  } else delete specs['industry.any-client'];
  return specs;
}

type ClaimFn = (code: string, values?: Values) => Claim;

export function industryClaim<A extends Features>(claim: ClaimFn, s: SideA<A>, x: ExplainInput<A, I>, noun: string): Claim {
  const own = s.sectors(x.a);
  const hint = s.hints(x.a);
  const targets = x.b.targets;
  if (!own && !hint) return claim('industry.unknown-own');
  if (!targets.mask) return claim(targets.any ? 'industry.any' : 'industry.unknown-targets');
  const both = own & targets.mask & NAMED;
  if (both) return claim('industry.in-targets', { noun, sector: SECTOR_SHORT[firstBit(both)]! });
  if (x.points > 0) {
    const pair = bestAffinityPair(own, targets.mask);
    if (pair && AFFINITY[pair[0]]![pair[1]]! >= 0.5) return claim('industry.close', { sector: SECTOR_SHORT[pair[0]]!, target: SECTOR_SHORT[pair[1]]! });
    if (hint & targets.mask & NAMED) return claim('industry.goal-in-targets', { sector: SECTOR_SHORT[firstBit(hint & targets.mask & NAMED)]! });
    const near = bestAffinityPair(hint, targets.mask);
    if (near && AFFINITY[near[0]]![near[1]]! >= 0.5) return claim('industry.goal-close', { sector: SECTOR_SHORT[near[0]]!, target: SECTOR_SHORT[near[1]]! });
    if (s.anyClients(x.a)) return claim('industry.any-client');
  }
  if (!own) return claim('industry.unknown-own');
  return claim('industry.outside', { noun, sector: SECTOR_SHORT[firstBit(own)]!, targets: sectorsLabel(targets.mask) });
}

export function stageClaim<A extends Features>(claim: ClaimFn, s: SideA<A>, x: ExplainInput<A, I>, noun: string): Claim {
  const band = s.size(x.a);
  const stages = x.b.stages;
  if (band < 0) return claim('stage.unknown-size');
  if (!stages) return claim('stage.unknown-stages');
  const row = SIZE_STAGE_FIT[Math.min(band, 5)]!;
  const size = sizeLabel(band);
  const good = bits(stages).filter((st) => row[st]! >= 0.85).map((st) => STAGE_LABELS[st]!);
  if (good.length) return claim('stage.typical', { stages: good.slice(0, 3), size, noun });
  const named = bits(stages).sort((p, q) => row[q]! - row[p]!).slice(0, 3).map((st) => STAGE_LABELS[st]!);
  return claim(stageFit(stages, band) > 0.5 ? 'stage.close' : 'stage.poor', { stages: named, size, noun });
}

export function geographyClaim<A extends Features>(claim: ClaimFn, s: SideA<A>, x: ExplainInput<A, I>): Claim {
  const i = x.b;
  const place = s.place(x.a);
  if (!i.focus.known && !i.loc.known) return claim('geography.unknown');
  const presenceSide = x.fit[0] >= x.fit[1];
  if (x.points > 0 && presenceSide && i.loc.known) {
    if (inUae(i.loc)) return claim('geography.on-the-ground', { where: locLabel(i.loc) });
    if (x.fit[0] > 0.5) return claim('geography.based-in', { where: locLabel(i.loc) });
  }
  if (!i.focus.known) return claim('geography.unknown-focus');
  const focus = focusLabel(i.focus);
  if (x.points > 0) {
    if (place.known && focusFit(i.focus, place) >= 0.85) return claim('geography.covers-home', { focus, place: locLabel(place) });
    if (coversUae(i.focus)) return claim('geography.covers-uae', { focus });
  }
  if ((s.entering && coversUae(i.focus)) || (place.known && focusFit(i.focus, place) >= 0.85)) {
    // the focus fits: what costs points is an unknown base (a known one outside the Gulf never
    // outweighs a fitting focus)
    if (!i.loc.known && s.entering) return claim('geography.unknown-location');
  }
  if (!place.known) return claim('geography.unknown-place');
  if (inUae(place)) return claim('geography.misses-uae', { focus });
  return claim(coversUae(i.focus) ? 'geography.misses-place' : 'geography.misses-both', { focus, place: locLabel(place) });
}

export { UAE_LOC };
