import { api, unwrap } from '@/api/client';
import { useMeetingMutation } from '../lib/meeting-cache';

/** POST /meetings/{meetingId}/accept (extension): the party that did not propose it accepts one slot, by its index. */
export const acceptMeeting = (meetingId: string, slot: number) =>
  unwrap(api.POST('/meetings/{meetingId}/accept', { params: { path: { meetingId } }, body: { slot } }), 200);

export const useAcceptMeeting = (contractId: string) =>
  useMeetingMutation(contractId, ({ meetingId, slot }: { meetingId: string; slot: number }) => acceptMeeting(meetingId, slot));
