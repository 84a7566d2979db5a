import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** POST /foreign/applyForCheckProfileofPartner {id}: a local partner profile, with the caller's open or approved request with it (201; 404 not found). */
export const viewPartnerProfile = (id: string) => unwrap(api.POST('/foreign/applyForCheckProfileofPartner', { body: { id } }), 201);

export const viewPartnerProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.profileView('local', id), queryFn: () => viewPartnerProfile(id) });

export const useViewPartnerProfile = (id: string) => useQuery(viewPartnerProfileQueryOptions(id));
