import { useQuery } from '@tanstack/react-query';
import { isPartyKind } from '@/lib/party-kinds';
import { getMatches, getMatchesQueryOptions } from '../api/get-matches';
import { matchView } from './matches';
import type { MatchList, MatchView, PartyKind } from './types';

interface ListSource {
  queryKey: readonly unknown[];
  queryFn: () => Promise<MatchList<PartyKind>>;
}

/** The viewer's match list that would contain a profile of this kind, if the viewer has one. */
function sourceFor(viewer: string, target: PartyKind): ListSource | null {
  if (!isPartyKind(viewer) || viewer === target) return null;
  return { queryKey: getMatchesQueryOptions(viewer, target).queryKey, queryFn: () => getMatches(viewer, target) };
}

const none: ListSource = {
  queryKey: ['matches', 'none'],
  queryFn: () => Promise.resolve({ items: [], message: null }),
};

/**
 * How the matching engine scored this profile for the viewer: read from the viewer's match list
 * (already cached when they came from their dashboard). Null when it is not among their matches,
 * while it loads, or when the list fails — the profile page does not depend on it.
 */
export function useMatchFor(viewerCategory: string | undefined, target: PartyKind, id: string): MatchView | null {
  const source = viewerCategory ? sourceFor(viewerCategory, target) : null;
  const { data } = useQuery({
    queryKey: (source ?? none).queryKey,
    queryFn: (source ?? none).queryFn,
    enabled: source !== null,
    select: (list: MatchList<PartyKind>) => {
      const item = list.items.find((candidate) => candidate._id === id);
      return item ? matchView(target, item) : null;
    },
  });
  return data ?? null;
}
