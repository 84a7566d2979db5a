import { db } from '../db';
import { PARTY_KINDS, type PartyKind, type UserRecord } from '../db/records';
import { forbidden } from '../http/failure';
import { translate } from '../http/wording';
import { profiles as words } from '../i18n/en';
import type { ServerLanguage } from '../i18n/language';
import { rankCandidates, type MatchReason, type Party, type RankedMatch, type RankOptions } from '../matching';
import { recordShown } from './insights/events';
import { allProfiles, isMatchable, profileOfUser, type AnyProfile, type ProfileOf } from './profiles';

/** How many matches a dashboard list shows at most, best first. */
export const MATCH_LIMIT = 30;

export const NO_PROFILE_MESSAGE = words.noProfileForMatches;

/** One match of a list: the candidate's profile with its score and the reasons that make it up. */
export type MatchItem<K extends PartyKind> = ProfileOf<K>['profile'] & { matchScore: number; matchReasons: MatchReason[] };

/**
 * What every ranking on the platform is given: everybody's recorded outcomes (a viewer's own make
 * its feedback reason) and every profile as the text factor's corpus, so both sides of a pair
 * get one base score.
 */
export function rankingOptions(): Required<Pick<RankOptions, 'feedback' | 'corpus'>> {
  const feedback = db.feedback.all().map(({ actorId, subjectId, candidateId, outcome, factors }) => ({
    actorId,
    subjectId,
    candidateId,
    outcome,
    factors: [...factors],
  }));
  return { feedback, corpus: PARTY_KINDS.flatMap((kind) => allProfiles(kind)) as Party[] };
}

/**
 * The pair as the subject's match list would show it now: its score and reasons. A counterpart
 * the subject once rejected is never listed; its pair then gets its base score (no feedback).
 */
export function matchOf(subject: AnyProfile, candidate: AnyProfile): RankedMatch | undefined {
  const options = rankingOptions();
  const [match] = rankCandidates(subject as Party, [candidate as Party], options);
  return match ?? rankCandidates(subject as Party, [candidate as Party], { corpus: options.corpus })[0];
}

/**
 * The caller's ranked, explained matches of one kind. The caller's own profile is never a
 * candidate; unverified, rejected and deleted partners never are either. Without a profile, a
 * sentence in `language` (the request's) says to complete one.
 */
export async function matchesFor<K extends PartyKind>(
  caller: UserRecord,
  subjectKind: PartyKind,
  candidateKind: K,
  language: ServerLanguage = 'en',
): Promise<MatchItem<K>[] | { message: string }> {
  if (caller.category !== subjectKind) throw forbidden(words.matchesFor[subjectKind]);
  const own = profileOfUser(caller);
  if (!own) return { message: translate(NO_PROFILE_MESSAGE, language) };
  const candidates = (allProfiles(candidateKind) as ProfileOf<K>[]).filter(
    (party) => isMatchable(party) && party.profile._id !== own.profile._id,
  );
  const byId = new Map(candidates.map((party) => [party.profile._id, party]));
  const ranked = rankCandidates(own as Party, candidates as Party[], { ...rankingOptions(), limit: MATCH_LIMIT });
  const list = ranked.flatMap((match) => {
    const party = byId.get(match.id);
    return party ? [{ ...party.profile, matchScore: match.score, matchReasons: match.reasons } as unknown as MatchItem<K>] : [];
  });
  // The admin insights count what each list load showed (domain/insights/events.ts).
  await recordShown(own, candidateKind, list.map((item) => item._id));
  return list;
}
