import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { toMatchList } from '../lib/matches';
import { currentViewer } from '../lib/viewer';

/** GET /partner/matches: foreign businesses matched to the caller's local partner profile (201; a list, or a message instead of a list). */
export const getPartnerMatches = async () => toMatchList('foreign', await unwrap(api.GET('/partner/matches'), 201), currentViewer());

export const getPartnerMatchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.matches('local', 'foreign'), queryFn: getPartnerMatches });

export const usePartnerMatches = () => useQuery(getPartnerMatchesQueryOptions());
