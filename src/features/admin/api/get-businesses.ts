import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type BusinessListItem = components['schemas']['BusinessListItem'];
export type BusinessCategory = BusinessListItem['category'];

/** GET /adminPanel: every registered business, newest first (201). */
export const getBusinesses = () => unwrap(api.GET('/adminPanel'), 201);

export const getBusinessesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminBusinesses, queryFn: getBusinesses });

export const useBusinesses = () => useQuery(getBusinessesQueryOptions());
