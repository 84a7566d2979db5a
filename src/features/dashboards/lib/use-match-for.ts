import { useQuery } from '@tanstack/react-query';
import { isPartyKind } from '@/lib/party-kinds';
import { getMatchesQueryOptions } from '../api/get-matches';
import { matchView } from './matches';
import type { MatchList, MatchView, PartyKind } from './types';

/**
 * How the matching engine scored this profile for the viewer: read from the viewer's match list
 * of this kind (already cached when they came from their dashboard). Null when the viewer has no
 * such list (an admin, a profile of their own kind), when the profile is not among their matches,
 * while it loads, or when the list fails — the profile page does not depend on it.
 */
export function useMatchFor(viewerCategory: string | undefined, target: PartyKind, id: string): MatchView | null {
  const viewer = isPartyKind(viewerCategory) && viewerCategory !== target ? viewerCategory : null;
  const { data } = useQuery({
    // Without a viewer the query is never run: the key only has to be well formed.
    ...getMatchesQueryOptions(viewer ?? target, target),
    enabled: viewer !== null,
    select: (list: MatchList<PartyKind>) => {
      const item = list.items.find((candidate) => candidate._id === id);
      return item ? matchView(target, item) : null;
    },
  });
  return data ?? null;
}
