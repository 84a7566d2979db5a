import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';
import { meetingHeld } from './meeting-times';

type Meeting = components['schemas']['Meeting'];
type Conversation = components['schemas']['Conversation'];

function isConversation(data: unknown): data is Conversation {
  return !!data && typeof data === 'object' && Array.isArray((data as Partial<Conversation>).meetings);
}

/**
 * A conversation with a meeting as the server now has it: a known one is swapped in place; a new
 * proposal goes first and, as on the server, replaces the open one (proposed, or accepted and not
 * yet held).
 */
export function withMeeting(conversation: Conversation, meeting: Meeting, now: Date = new Date()): Conversation {
  if (conversation.meetings.some((known) => known.id === meeting.id)) {
    return { ...conversation, meetings: conversation.meetings.map((known) => (known.id === meeting.id ? meeting : known)) };
  }
  const replaced = conversation.meetings.map((known) =>
    known.status === 'proposed' || (known.status === 'accepted' && !meetingHeld(known, now)) ? { ...known, status: 'replaced' as const } : known,
  );
  return { ...conversation, meetings: [meeting, ...replaced] };
}

/**
 * What every meeting change does afterwards: the answer goes into the conversation on screen at
 * once, then the conversation (its event line), the inbox and the dashboards' upcoming meetings reload.
 */
export function useMeetingMutation<Input>(contractId: string, send: (input: Input) => Promise<Meeting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (meeting) =>
      queryClient.setQueryData<unknown>(queryKeys.conversation(contractId), (data: unknown) => (isConversation(data) ? withMeeting(data, meeting) : data)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.conversation(contractId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.upcomingMeetings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.conversationList }),
      ]),
  });
}
