import type { components } from '../../src/api/schema';

export type ForeignBusinessProfile = components['schemas']['ForeignBusinessProfile'];
export type LocalPartnerProfile = components['schemas']['LocalPartnerProfile'];
export type InvestorProfile = components['schemas']['InvestorProfile'];

export type Party =
  | { kind: 'foreign'; profile: ForeignBusinessProfile }
  | { kind: 'local'; profile: LocalPartnerProfile }
  | { kind: 'investor'; profile: InvestorProfile };

export type PartyKind = Party['kind'];
/** The three kinds of party, the mock's one list of them (the app's is src/lib/party-kinds.ts). */
export const PARTY_KINDS = ['foreign', 'local', 'investor'] as const satisfies readonly PartyKind[];

/**
 * One line of a match explanation. points > 0 helped the score, points < 0 hurt it. `code` names its
 * kind in the catalogue (mocks/matching/reasons.ts) and `values` are what its text is made of, so a
 * client can write the same reason in another language.
 */
export type MatchReason = { factor: string; code: string; values: Readonly<Record<string, string | number | string[]>>; text: string; points: number };

export type RankedMatch = { id: string; kind: PartyKind; score: number; reasons: MatchReason[] };

export type FeedbackOutcome = 'approved' | 'rejected' | 'cancelled';

/**
 * One recorded outcome of a contract request, written by the mock server when it happens.
 * actorId: profile _id of the user who approved / rejected / cancelled.
 * subjectId, candidateId: the two profiles of the pair (either order).
 * factors: what the pair shared at that time, from `sharedFactors(a, b)`.
 */
export type MatchFeedback = {
  actorId: string;
  subjectId: string;
  candidateId: string;
  outcome: FeedbackOutcome;
  factors: string[];
};

export type RankOptions = {
  feedback?: MatchFeedback[];
  limit?: number;
  /**
   * Every profile on the platform (any kinds): the documents that give the text factor its word
   * rarities. Pass the same population from both sides and a pair gets the same base score.
   * Default: the candidates plus the subject.
   */
  corpus?: Party[];
};

/** Machine names of every factor the engine scores. */
export const FACTORS = [
  'industry',
  'partnerType',
  'marketType',
  'budget',
  'timeline',
  'geography',
  'language',
  'collaboration',
  'stage',
  'ticket',
  'involvement',
  'horizon',
  'text',
] as const;
export type FactorName = (typeof FACTORS)[number];

/** Derived factor: the gap between the harmonic and the arithmetic mean of the two directions. */
export const RECIPROCITY = 'reciprocity';
/** The fold of the smallest factors (at most 3 points between them). */
export const OTHER = 'other';
/** What the subject's own feedback multipliers changed (the base score has none). */
export const FEEDBACK = 'feedback';
