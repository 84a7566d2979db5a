import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { toMatchList } from '../lib/matches';
import { currentViewer } from '../lib/viewer';

/** GET /investor/matchesBusiness: foreign businesses matched to the caller's investor profile (201; a list, or a message instead of a list). */
export const getInvestorBusinessMatches = async () => toMatchList('foreign', await unwrap(api.GET('/investor/matchesBusiness'), 201), currentViewer());

export const getInvestorBusinessMatchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.matches('investor', 'foreign'), queryFn: getInvestorBusinessMatches });

export const useInvestorBusinessMatches = () => useQuery(getInvestorBusinessMatchesQueryOptions());
