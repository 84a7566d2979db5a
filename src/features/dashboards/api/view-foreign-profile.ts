import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** POST /partner/applyForCheckProfileofForeign {id}: a foreign business profile, with the caller's open or approved request with it (201; 404 not found). */
export const viewForeignProfile = (id: string) => unwrap(api.POST('/partner/applyForCheckProfileofForeign', { body: { id } }), 201);

export const viewForeignProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.profileView('foreign', id), queryFn: () => viewForeignProfile(id) });

export const useViewForeignProfile = (id: string) => useQuery(viewForeignProfileQueryOptions(id));
