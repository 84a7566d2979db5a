import { api, unwrap } from '@/api/client';
import { useMeetingMutation } from '../lib/meeting-cache';

/** POST /meetings/{meetingId}/cancel (extension): either party calls off a proposed or accepted meeting, optionally saying why. */
export const cancelMeeting = (meetingId: string, reason?: string) =>
  unwrap(api.POST('/meetings/{meetingId}/cancel', { params: { path: { meetingId } }, body: reason ? { reason } : {} }), 200);

export const useCancelMeeting = (contractId: string) =>
  useMeetingMutation(contractId, ({ meetingId, reason }: { meetingId: string; reason?: string }) => cancelMeeting(meetingId, reason));
