import { api, unwrap } from '@/api/client';
import { useMeetingMutation } from '../lib/meeting-cache';

/** POST /meetings/{meetingId}/decline (extension): the party that did not propose it declines, saying why. */
export const declineMeeting = (meetingId: string, reason: string) =>
  unwrap(api.POST('/meetings/{meetingId}/decline', { params: { path: { meetingId } }, body: { reason } }), 200);

export const useDeclineMeeting = (contractId: string) =>
  useMeetingMutation(contractId, ({ meetingId, reason }: { meetingId: string; reason: string }) => declineMeeting(meetingId, reason));
