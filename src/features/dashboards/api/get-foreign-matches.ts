import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { toMatchList } from '../lib/matches';
import { currentViewer } from '../lib/viewer';

/** GET /foreign/matches: local partners matched to the caller's foreign business profile (201; a list, or a message instead of a list). */
export const getForeignMatches = async () => toMatchList('local', await unwrap(api.GET('/foreign/matches'), 201), currentViewer());

export const getForeignMatchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.matches('foreign', 'local'), queryFn: getForeignMatches });

export const useForeignMatches = () => useQuery(getForeignMatchesQueryOptions());
