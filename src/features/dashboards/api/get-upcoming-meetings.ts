import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';

export type UpcomingMeeting = components['schemas']['Meeting'];

/** GET /meetings/upcoming (extension): the caller's accepted meetings that have not ended, the soonest first. */
export const getUpcomingMeetings = () => unwrap(api.GET('/meetings/upcoming'), 200);

export const getUpcomingMeetingsQueryOptions = () => queryOptions({ queryKey: queryKeys.upcomingMeetings, queryFn: getUpcomingMeetings });

export const useUpcomingMeetings = () => useQuery(getUpcomingMeetingsQueryOptions());
