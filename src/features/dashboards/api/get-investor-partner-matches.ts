import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { toMatchList } from '../lib/matches';
import { currentViewer } from '../lib/viewer';

/** GET /investor/matchesPartner: local partners matched to the caller's investor profile (201; a list, or a message instead of a list). */
export const getInvestorPartnerMatches = async () => toMatchList('local', await unwrap(api.GET('/investor/matchesPartner'), 201), currentViewer());

export const getInvestorPartnerMatchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.matches('investor', 'local'), queryFn: getInvestorPartnerMatches });

export const useInvestorPartnerMatches = () => useQuery(getInvestorPartnerMatchesQueryOptions());
