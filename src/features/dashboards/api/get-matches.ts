import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { toMatchList } from '../lib/matches';
import type { MatchList, PartyKind } from '../lib/types';
import { currentViewer } from '../lib/viewer';

/**
 * The six match lists of the contract, one GET each (201; a list, or a message instead of a list),
 * by the caller's kind (subject) and the kind of profiles matched to it (candidate):
 * /foreign/matches (local partners), /foreign/matchesInvestors, /partner/matches (foreign
 * businesses), /partner/matchesInvestors, /investor/matchesBusiness, /investor/matchesPartner.
 */
type MatchPath =
  | '/foreign/matches'
  | '/foreign/matchesInvestors'
  | '/partner/matches'
  | '/partner/matchesInvestors'
  | '/investor/matchesBusiness'
  | '/investor/matchesPartner';

/** A kind other than the subject's: the pairs that have a match list. */
export type CandidateOf<S extends PartyKind> = Exclude<PartyKind, S>;

export const matchPaths: { readonly [S in PartyKind]: Readonly<Record<CandidateOf<S>, MatchPath>> } = {
  foreign: { local: '/foreign/matches', investor: '/foreign/matchesInvestors' },
  local: { foreign: '/partner/matches', investor: '/partner/matchesInvestors' },
  investor: { foreign: '/investor/matchesBusiness', local: '/investor/matchesPartner' },
};

/** The match list of one pair; a kind has no list of its own kind. */
export async function getMatches<C extends PartyKind>(subject: PartyKind, candidate: C): Promise<MatchList<C>> {
  const path: MatchPath | undefined = (matchPaths[subject] as Readonly<Partial<Record<PartyKind, MatchPath>>>)[candidate];
  if (!path) throw new Error(`There is no list of ${candidate} matches for a ${subject} profile.`);
  return toMatchList(candidate, await unwrap(api.GET(path), 201), currentViewer());
}

export const getMatchesQueryOptions = <C extends PartyKind>(subject: PartyKind, candidate: C) =>
  queryOptions({ queryKey: queryKeys.matches(subject, candidate), queryFn: () => getMatches(subject, candidate) });
