import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { toMatchList } from '../lib/matches';
import { currentViewer } from '../lib/viewer';

/** GET /partner/matchesInvestors: investors matched to the caller's local partner profile (201; a list, or a message instead of a list). */
export const getPartnerInvestorMatches = async () => toMatchList('investor', await unwrap(api.GET('/partner/matchesInvestors'), 201), currentViewer());

export const getPartnerInvestorMatchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.matches('local', 'investor'), queryFn: getPartnerInvestorMatches });

export const usePartnerInvestorMatches = () => useQuery(getPartnerInvestorMatchesQueryOptions());
