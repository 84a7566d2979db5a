// A judged set for the matching engine: realistic Corridor profiles and, for each subject, its
// candidates in the order a careful human (a market-entry advisor) would put them, each with the
// reason for its place. The first 34 subjects were judged before the engine was run on them; the
// extra same-industry candidates and the last four subjects were added (and judged) after a first
// run showed the lists were too easy for an industry-only ranking. No judgement was changed to suit
// the engine.
// Used by ndcg.test.ts (NDCG@5 of the engine and of an industry-only baseline).

// Profiles in judged-set/foreign.ts, local.ts and investors.ts; judgements in judged-set/cases-*.ts.

import type { Party } from './types';
import type { JudgedCandidate } from './judged-set/build';
import { BUSINESS_CASES } from './judged-set/cases-businesses';
import { PARTNER_AND_INVESTOR_CASES } from './judged-set/cases-partners-investors';

export type { JudgedCandidate };
export type JudgedCase = { title: string; subject: Party; ranked: JudgedCandidate[] };
export { F } from './judged-set/foreign';
export { L } from './judged-set/local';
export { I } from './judged-set/investors';

export const JUDGED_SET: JudgedCase[] = [...BUSINESS_CASES, ...PARTNER_AND_INVESTOR_CASES];
