import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type AdminContract = components['schemas']['Contract'];

/** GET /allContracts: every contract, newest first (201); any other answer carries the message shown. */
export const getAllContracts = () => unwrap(api.GET('/allContracts'), 201);

export const getAllContractsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminContracts, queryFn: getAllContracts });

export const useAllContracts = () => useQuery(getAllContractsQueryOptions());
