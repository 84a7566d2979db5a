import { useQuery } from '@tanstack/react-query';
import { getForeignInvestorMatchesQueryOptions } from '../api/get-foreign-investor-matches';
import { getForeignMatchesQueryOptions } from '../api/get-foreign-matches';
import { getInvestorBusinessMatchesQueryOptions } from '../api/get-investor-business-matches';
import { getInvestorPartnerMatchesQueryOptions } from '../api/get-investor-partner-matches';
import { getPartnerInvestorMatchesQueryOptions } from '../api/get-partner-investor-matches';
import { getPartnerMatchesQueryOptions } from '../api/get-partner-matches';
import { matchView } from './matches';
import type { MatchList, MatchView, PartyKind } from './types';

interface ListSource {
  queryKey: readonly unknown[];
  queryFn: () => Promise<MatchList<PartyKind>>;
}

/** The viewer's match list that would contain a profile of this kind, if the viewer has one. */
function sourceFor(viewer: string, target: PartyKind): ListSource | null {
  const pick = (options: { queryKey: readonly unknown[]; queryFn?: unknown }) => options as unknown as ListSource;
  if (viewer === 'foreign' && target === 'local') return pick(getForeignMatchesQueryOptions());
  if (viewer === 'foreign' && target === 'investor') return pick(getForeignInvestorMatchesQueryOptions());
  if (viewer === 'local' && target === 'foreign') return pick(getPartnerMatchesQueryOptions());
  if (viewer === 'local' && target === 'investor') return pick(getPartnerInvestorMatchesQueryOptions());
  if (viewer === 'investor' && target === 'foreign') return pick(getInvestorBusinessMatchesQueryOptions());
  if (viewer === 'investor' && target === 'local') return pick(getInvestorPartnerMatchesQueryOptions());
  return null;
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
