// Industries: the option list (both forms), the out-of-list sectors users type (Banking, Logistics,
// Real Estate, Energy, Media), keyword reading of free text, and a symmetric affinity table.

import { maskScanner, memo } from './normalize';

export const SECTORS = [
  'Technology & SaaS', //           0
  'Fintech & Financial Services', // 1
  'CleanTech & Renewable Energy', // 2
  'Healthcare & Life Sciences', //   3
  'Manufacturing & Industrial', //   4
  'E-commerce & Retail', //          5
  'Professional Services', //        6
  'Food & Beverage', //              7
  'Education Technology', //         8
  'Hospitality & Tourism', //        9
  'Other', //                        10
  'Banking & Investment', //         11 (out-of-list, typed by users)
  'Logistics & Supply Chain', //     12
  'Real Estate & Construction', //   13
  'Oil, Gas & Energy', //            14
  'Media & Marketing', //            15
] as const;

export const S = {
  tech: 0, fintech: 1, cleantech: 2, health: 3, manufacturing: 4, ecommerce: 5, prof: 6, food: 7,
  edtech: 8, hospitality: 9, other: 10, banking: 11, logistics: 12, realestate: 13, energy: 14, media: 15,
} as const;

/** Short lower-case names for explanations ("Both work in fintech"). */
export const SECTOR_SHORT = [
  'technology/SaaS', 'fintech and financial services', 'cleantech', 'healthcare and life sciences', 'manufacturing',
  'e-commerce and retail', 'professional services', 'food and beverage', 'education technology', 'hospitality and tourism',
  'other industries', 'banking and investment', 'logistics', 'real estate and construction', 'energy', 'media and marketing',
] as const;

const N = SECTORS.length;

// Upper triangle of the affinity table, row by row (the table is symmetric, the diagonal is 1).
// 1 = same sector, ~0.85 = nearly the same market (fintech/banking), 0.6–0.7 = close neighbours,
// 0.4–0.5 = some shared buyers or supply chains, 0.1–0.25 = unrelated.
const PAIRS: Array<[number, number, number]> = [];
function near(a: number, b: number, v: number) {
  PAIRS.push([a, b, v]);
}
// technology
near(S.tech, S.fintech, 0.7); near(S.tech, S.cleantech, 0.45); near(S.tech, S.health, 0.45);
near(S.tech, S.manufacturing, 0.35); near(S.tech, S.ecommerce, 0.6); near(S.tech, S.prof, 0.45);
near(S.tech, S.food, 0.15); near(S.tech, S.edtech, 0.7); near(S.tech, S.hospitality, 0.25);
near(S.tech, S.banking, 0.45); near(S.tech, S.logistics, 0.4); near(S.tech, S.realestate, 0.25);
near(S.tech, S.energy, 0.25); near(S.tech, S.media, 0.55);
// fintech
near(S.fintech, S.cleantech, 0.25); near(S.fintech, S.health, 0.2); near(S.fintech, S.manufacturing, 0.15);
near(S.fintech, S.ecommerce, 0.5); near(S.fintech, S.prof, 0.6); near(S.fintech, S.food, 0.1);
near(S.fintech, S.edtech, 0.3); near(S.fintech, S.hospitality, 0.15); near(S.fintech, S.banking, 0.85);
near(S.fintech, S.logistics, 0.25); near(S.fintech, S.realestate, 0.35); near(S.fintech, S.energy, 0.15);
near(S.fintech, S.media, 0.25);
// cleantech
near(S.cleantech, S.health, 0.15); near(S.cleantech, S.manufacturing, 0.55); near(S.cleantech, S.ecommerce, 0.15);
near(S.cleantech, S.prof, 0.35); near(S.cleantech, S.food, 0.3); near(S.cleantech, S.edtech, 0.15);
near(S.cleantech, S.hospitality, 0.2); near(S.cleantech, S.banking, 0.25); near(S.cleantech, S.logistics, 0.35);
near(S.cleantech, S.realestate, 0.5); near(S.cleantech, S.energy, 0.7); near(S.cleantech, S.media, 0.1);
// healthcare
near(S.health, S.manufacturing, 0.4); near(S.health, S.ecommerce, 0.25); near(S.health, S.prof, 0.35);
near(S.health, S.food, 0.35); near(S.health, S.edtech, 0.3); near(S.health, S.hospitality, 0.35);
near(S.health, S.banking, 0.1); near(S.health, S.logistics, 0.4); near(S.health, S.realestate, 0.15);
near(S.health, S.energy, 0.1); near(S.health, S.media, 0.15);
// manufacturing
near(S.manufacturing, S.ecommerce, 0.35); near(S.manufacturing, S.prof, 0.35); near(S.manufacturing, S.food, 0.45);
near(S.manufacturing, S.edtech, 0.1); near(S.manufacturing, S.hospitality, 0.1); near(S.manufacturing, S.banking, 0.15);
near(S.manufacturing, S.logistics, 0.65); near(S.manufacturing, S.realestate, 0.35); near(S.manufacturing, S.energy, 0.5);
near(S.manufacturing, S.media, 0.1);
// e-commerce
near(S.ecommerce, S.prof, 0.35); near(S.ecommerce, S.food, 0.5); near(S.ecommerce, S.edtech, 0.25);
near(S.ecommerce, S.hospitality, 0.4); near(S.ecommerce, S.banking, 0.3); near(S.ecommerce, S.logistics, 0.65);
near(S.ecommerce, S.realestate, 0.25); near(S.ecommerce, S.energy, 0.1); near(S.ecommerce, S.media, 0.55);
// professional services: a horizontal sector, at least 0.35 with everyone
near(S.prof, S.food, 0.35); near(S.prof, S.edtech, 0.4); near(S.prof, S.hospitality, 0.35);
near(S.prof, S.banking, 0.6); near(S.prof, S.logistics, 0.35); near(S.prof, S.realestate, 0.45);
near(S.prof, S.energy, 0.35); near(S.prof, S.media, 0.45);
// food & beverage
near(S.food, S.edtech, 0.1); near(S.food, S.hospitality, 0.7); near(S.food, S.banking, 0.1);
near(S.food, S.logistics, 0.5); near(S.food, S.realestate, 0.2); near(S.food, S.energy, 0.1); near(S.food, S.media, 0.2);
// education
near(S.edtech, S.hospitality, 0.15); near(S.edtech, S.banking, 0.15); near(S.edtech, S.logistics, 0.1);
near(S.edtech, S.realestate, 0.1); near(S.edtech, S.energy, 0.1); near(S.edtech, S.media, 0.45);
// hospitality
near(S.hospitality, S.banking, 0.15); near(S.hospitality, S.logistics, 0.3); near(S.hospitality, S.realestate, 0.55);
near(S.hospitality, S.energy, 0.1); near(S.hospitality, S.media, 0.4);
// the out-of-list sectors
near(S.banking, S.logistics, 0.2); near(S.banking, S.realestate, 0.5); near(S.banking, S.energy, 0.3); near(S.banking, S.media, 0.15);
near(S.logistics, S.realestate, 0.35); near(S.logistics, S.energy, 0.35); near(S.logistics, S.media, 0.15);
near(S.realestate, S.energy, 0.3); near(S.realestate, S.media, 0.2);
near(S.energy, S.media, 0.1);

/** AFFINITY[a][b]: how close two sectors are, 0.1 … 1. "Other" is 0.25 with everything, 0.4 with itself. */
export const AFFINITY: ReadonlyArray<Float64Array> = (() => {
  const t = Array.from({ length: N }, () => new Float64Array(N).fill(0.1));
  for (let i = 0; i < N; i++) t[i]![i] = 1;
  for (let i = 0; i < N; i++) {
    t[S.other]![i] = 0.25;
    t[i]![S.other] = 0.25;
  }
  t[S.other]![S.other] = 0.4;
  for (const [a, b, v] of PAIRS) {
    t[a]![b] = v;
    t[b]![a] = v;
  }
  return t;
})();

/** Affinity given to a side that says it serves or invests in any industry. */
export const ANY_INDUSTRY_FIT = 0.6;

const scan = maskScanner([
  // compounds first: they name two sectors at once
  [String.raw`prop-?tech`, S.realestate],
  [String.raw`health-?tech|med-?tech|bio-?tech|digital health|e-?health|femtech`, S.health],
  [String.raw`agri-?tech|food-?tech|agri\w*|farm\w*|aquacultur\w*|fisher\w*|seafood`, S.food],
  [String.raw`insur-?tech|reg-?tech|wealth-?tech|fin-?tech|financial services|financ\w*|payments?|insur\w*|wealth|lending|crypto\w*|blockchain|islamic finance|remittance\w*`, S.fintech],
  [String.raw`ed-?tech|education\w*|e-?learning|learning|schools?|universit\w*|training|teaching|academ\w*|tutor\w*`, S.edtech],
  [String.raw`clean-?tech|renewable(?: energy)?|clean energy|green energy|solar(?: energy| power)?|wind(?: power| energy)?|climate\w*|sustainab\w*|hydrogen|carbon|recycl\w*|circular|water (?:treatment|tech\w*)|electric vehicles?|\bevs?\b|energy efficiency|green\w*`, S.cleantech],
  [String.raw`\boil\b|\bgas\b|petro\w*|energy|utilit\w*|power generation|mining`, S.energy],
  [String.raw`health\w*|medical|medic\w*|pharma\w*|life sciences?|hospitals?|clinic\w*|diagnostic\w*|dental|wellness|drugs?|nursing|biotech\w*`, S.health],
  [String.raw`manufactur\w*|industrial\w*|heavy industry|engineering|automotive|machinery|factor(?:y|ies)|aerospace|chemicals?|steel|plastics|electronics`, S.manufacturing],
  [String.raw`e-?commerce|retail\w*|consumer\w*|fashion|apparel|d2c|dtc|marketplaces?|online shop\w*|fmcg|cosmetics|beauty|luxury|wholesale`, S.ecommerce],
  [String.raw`professional services|legal|\blaw\b|law[- ]?firms?|lawyers?|consult\w*|advisory|accounting|audit\w*|\btax\w*|corporate services|business (?:setup|services)|company formation|\bpro services?|compliance|human resources|recruit\w*|staffing`, S.prof],
  [String.raw`food\w*|beverages?|\bf ?& ?b\b|restaurants?|dairy|halal|catering|coffee|bakery`, S.food],
  [String.raw`hospitality|touris\w*|travel|hotels?|leisure|aviation|airlines?`, S.hospitality],
  [String.raw`bank\w*|investment\w*|capital markets|asset management|private equity|venture capital|fund management|brokerage`, S.banking],
  [String.raw`logistic\w*|supply chain|shipping|freight|warehous\w*|transport\w*|courier|3pl|cold chain|maritime|ports?\b`, S.logistics],
  [String.raw`real estate|propert(?:y|ies)|construction|facilit(?:y|ies) management|architect\w*|infrastructure|built environment`, S.realestate],
  [String.raw`media|marketing|advertis\w*|creative|entertainment|gaming|publishing|events?\b|public relations|content`, S.media],
  [String.raw`technolog\w*|\btech\b|saas|software|cloud|cyber\s?security|cyber\w*|\bai\b|artificial intelligence|machine learning|data|digital|telecom\w*|deep-?tech|\bict\b|\bit\b|platforms?|apps?\b|iot`, S.tech],
  [String.raw`\bother\b|general|miscellaneous`, S.other],
]);

const EXACT = new Map<string, number>(SECTORS.map((label, i) => [label.toLowerCase(), i]));

export type IndustryInfo = {
  mask: number;
  any: boolean;
  count: number;
  /** Sectors only hinted at in free text (e.g. "software" in an expansion goal); they count at HINT_WEIGHT. */
  hint?: number;
};

/** How much a sector read from free text counts against one stated in the industry field. */
export const HINT_WEIGHT = 0.85;

/** An industry field plus the sectors a free-text field mentions. */
export function withHints(info: IndustryInfo, text: IndustryInfo): IndustryInfo {
  const hint = text.mask & ~info.mask;
  return hint ? { ...info, hint } : info;
}

const ANY_RE = /all industries|any industr\w*|sector[- ]agnostic|industry[- ]agnostic|all sectors|any sector|generalist|multi-?sector|diversified|various|open to all|cross[- ]industry/i;

/**
 * Industries named in a field: an option label (either list), a comma list, or free text. `any`
 * marks "all industries"/"sector agnostic"; `count` is how many sectors are named (breadth).
 */
export const parseIndustries = memo((raw: string): IndustryInfo => {
  const s = raw.trim().toLowerCase();
  if (!s) return { mask: 0, any: false, count: 0 };
  const exact = EXACT.get(s);
  if (exact !== undefined) return { mask: 1 << exact, any: false, count: 1 };
  let mask = 0;
  // Option labels inside a comma list are read exactly, the rest by keywords.
  let rest = s;
  for (const [label, i] of EXACT) {
    if (rest.includes(label)) {
      mask |= 1 << i;
      rest = rest.split(label).join(' ; ');
    }
  }
  mask |= scan(rest);
  const any = ANY_RE.test(s);
  let count = 0;
  for (let x = mask; x; x &= x - 1) count++;
  return { mask, any, count };
});

/** Best affinity between two sector sets; NaN when either is empty. */
export function bestAffinity(a: number, b: number): number {
  if (!a || !b) return NaN;
  let best = 0;
  for (let i = 0, x = a; x; i++, x >>>= 1) {
    if (!(x & 1)) continue;
    const row = AFFINITY[i]!;
    for (let j = 0, y = b; y; j++, y >>>= 1) if (y & 1 && row[j]! > best) best = row[j]!;
  }
  return best;
}

/** The pair of sectors (one from each set) with the best affinity, for explanations. */
export function bestAffinityPair(a: number, b: number): [number, number] | null {
  if (!a || !b) return null;
  let best = -1;
  let pair: [number, number] | null = null;
  for (let i = 0, x = a; x; i++, x >>>= 1) {
    if (!(x & 1)) continue;
    for (let j = 0, y = b; y; j++, y >>>= 1) {
      if (y & 1 && AFFINITY[i]![j]! > best) {
        best = AFFINITY[i]![j]!;
        pair = [i, j];
      }
    }
  }
  return pair;
}

export function firstSector(mask: number): number {
  for (let i = 0; i < N; i++) if (mask & (1 << i)) return i;
  return -1;
}

export function sectorsLabel(mask: number, max = 2): string {
  const names: string[] = [];
  for (let i = 0; i < N && names.length < max + 1; i++) if (mask & (1 << i)) names.push(SECTOR_SHORT[i]!);
  if (names.length > max) return `${names.slice(0, max).join(', ')} and more`;
  return names.join(', ');
}
