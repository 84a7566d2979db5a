import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { toMatchList } from '../lib/matches';
import { currentViewer } from '../lib/viewer';

/** GET /foreign/matchesInvestors: investors matched to the caller's foreign business profile (201; a list, or a message instead of a list). */
export const getForeignInvestorMatches = async () => toMatchList('investor', await unwrap(api.GET('/foreign/matchesInvestors'), 201), currentViewer());

export const getForeignInvestorMatchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.matches('foreign', 'investor'), queryFn: getForeignInvestorMatches });

export const useForeignInvestorMatches = () => useQuery(getForeignInvestorMatchesQueryOptions());
