import type { PartyKind } from '../../db/records';
import { rankCandidates, type Party } from '../../matching';
import type { AnyProfile } from '../profiles';
import { helpingFactors } from './events';

/*
 * The match lists the seed's history is made of, ranked by the real engine once per seed. A pair's
 * base score and the factors of its helping reasons are the same from both sides (no feedback), so
 * each pair of kinds is ranked from one side only and read from both: every foreign business
 * against the local partners, and so on.
 *
 * At the base seed's size every party is ranked against every counterpart, with the whole platform
 * as the text factor's corpus: the lists are the ones the dashboards show today (without the
 * feedback of live outcomes). With thousands of extra businesses that would be millions of pairs,
 * so each kind is dealt into blocks of about BLOCK parties and a party is ranked only within its
 * block, with the block as corpus (the whole platform as corpus costs a pass over every profile per
 * ranking): a viewer's list is then its best matches among a sample of ~BLOCK counterparts, and a
 * score may differ from today's list by the text factor's point or two. The work grows with the
 * number of parties, not with its square.
 */

/** Up to this many parties of a kind, every pair is ranked (the base seed has at most 69 of a kind). */
export const WHOLE_UP_TO = 200;
/** Beyond it, blocks of about this many parties. */
export const BLOCK = 30;

export interface Candidate {
  id: string;
  joinedMs: number;
  score: number;
  factors: readonly string[];
}

/** Per viewer id, per counterpart kind: every candidate ranked, best first (ties by id, as the engine orders them). */
export type Lists = Map<string, Map<PartyKind, Candidate[]>>;

const PAIRS_OF_KINDS: ReadonlyArray<readonly [PartyKind, PartyKind]> = [
  ['foreign', 'local'],
  ['foreign', 'investor'],
  ['investor', 'local'],
];

export const joinedMsOf = (party: AnyProfile) => {
  const ms = Date.parse(String(party.profile.createdAt));
  return Number.isFinite(ms) ? ms : 0;
};

function push(lists: Lists, viewer: string, kind: PartyKind, candidate: Candidate) {
  let byKind = lists.get(viewer);
  if (!byKind) lists.set(viewer, (byKind = new Map()));
  let list = byKind.get(kind);
  if (!list) byKind.set(kind, (list = []));
  list.push(candidate);
}

/**
 * Ranks the matchable parties of each pair of kinds and returns every party's lists. `corpus` is
 * the platform's profiles (used when a kind fits in one block).
 */
export function rankLists(parties: readonly AnyProfile[], corpus: readonly AnyProfile[]): Lists {
  const lists: Lists = new Map();
  const factorSets = new Map<string, readonly string[]>();
  const shared = (factors: string[]) => {
    const key = factors.join(',');
    let found = factorSets.get(key);
    if (!found) factorSets.set(key, (found = factors));
    return found;
  };
  const byKind = (kind: PartyKind) => parties.filter((party) => party.kind === kind);
  for (const [a, b] of PAIRS_OF_KINDS) {
    const [small, large] = [byKind(a), byKind(b)].sort((x, y) => x.length - y.length) as [AnyProfile[], AnyProfile[]];
    const blocks = large.length <= WHOLE_UP_TO ? 1 : Math.ceil(large.length / BLOCK);
    const blockOf = Array.from({ length: blocks }, (_, i) => large.filter((_, j) => j % blocks === i) as Party[]);
    const joined = new Map(large.map((party) => [party.profile._id, joinedMsOf(party)]));
    const options = blocks === 1 ? { corpus: corpus as unknown as Party[] } : {};
    small.forEach((subject, index) => {
      const subjectJoined = joinedMsOf(subject);
      for (const match of rankCandidates(subject as Party, blockOf[index % blocks]!, options)) {
        const facts = { score: match.score, factors: shared(helpingFactors(match)) };
        push(lists, subject.profile._id, match.kind, { id: match.id, joinedMs: joined.get(match.id) ?? 0, ...facts });
        push(lists, match.id, subject.kind, { id: subject.profile._id, joinedMs: subjectJoined, ...facts });
      }
    });
  }
  for (const byKindOfViewer of lists.values()) {
    for (const list of byKindOfViewer.values()) list.sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  }
  return lists;
}

/** The pair's facts from either side, if the two were ranked together. */
export function pairFacts(lists: Lists, a: string, kindOfB: PartyKind, b: string): Candidate | undefined {
  return lists.get(a)?.get(kindOfB)?.find((candidate) => candidate.id === b);
}
