import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** POST /MileStones: the contract's milestones, tasks and comments (201). */
export const getMilestones = (contractId: string) => unwrap(api.POST('/MileStones', { body: { contractId } }), 201);

export const getMilestonesQueryOptions = (contractId: string) =>
  queryOptions({ queryKey: queryKeys.milestones(contractId), queryFn: () => getMilestones(contractId) });

export const useMilestones = (contractId: string) => useQuery(getMilestonesQueryOptions(contractId));
