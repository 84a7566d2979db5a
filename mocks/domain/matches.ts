import { db } from '../db';
import { PARTY_KINDS, type PartyKind, type UserRecord } from '../db/records';
import { forbidden } from '../http/failure';
import { rankCandidates, type MatchReason, type Party } from '../matching';
import { allProfiles, isMatchable, profileOfUser, type ProfileOf } from './profiles';

/** How many matches a dashboard list shows at most, best first. */
export const MATCH_LIMIT = 30;

export const NO_PROFILE_MESSAGE = 'Complete your profile to see your matches.';

const dashboardOf: Record<PartyKind, string> = {
  foreign: 'foreign business',
  local: 'local partner',
  investor: 'investor',
};

/**
 * The caller's ranked, explained matches of one kind. The caller's own profile is never a
 * candidate; unverified, rejected and deleted partners never are either.
 */
export type MatchItem<K extends PartyKind> = ProfileOf<K>['profile'] & { matchScore: number; matchReasons: MatchReason[] };

export function matchesFor<K extends PartyKind>(
  caller: UserRecord,
  subjectKind: PartyKind,
  candidateKind: K,
): MatchItem<K>[] | { message: string } {
  if (caller.category !== subjectKind) throw forbidden(`These matches are for ${dashboardOf[subjectKind]} accounts.`);
  const own = profileOfUser(caller);
  if (!own) return { message: NO_PROFILE_MESSAGE };
  const candidates = (allProfiles(candidateKind) as ProfileOf<K>[]).filter(
    (party) => isMatchable(party) && party.profile._id !== own.profile._id,
  );
  const byId = new Map(candidates.map((party) => [party.profile._id, party]));
  const feedback = db.feedback.all().map(({ actorId, subjectId, candidateId, outcome, factors }) => ({
    actorId,
    subjectId,
    candidateId,
    outcome,
    factors: [...factors],
  }));
  // Every profile gives the text factor its word rarities, so both sides of a pair get one base score.
  const corpus = PARTY_KINDS.flatMap((kind) => allProfiles(kind)) as Party[];
  const ranked = rankCandidates(own as Party, candidates as Party[], { feedback, limit: MATCH_LIMIT, corpus });
  return ranked.flatMap((match) => {
    const party = byId.get(match.id);
    return party ? [{ ...party.profile, matchScore: match.score, matchReasons: match.reasons } as unknown as MatchItem<K>] : [];
  });
}
