import type { RequestHandler } from 'msw';
import { acceptMeeting } from './accept-meeting';
import { cancelMeeting } from './cancel-meeting';
import { declineMeeting } from './decline-meeting';
import { getConversation } from './get-conversation';
import { getUnreadMessageCount } from './get-unread-message-count';
import { listConversations } from './list-conversations';
import { listUpcomingMeetings } from './list-upcoming-meetings';
import { markConversationRead } from './mark-conversation-read';
import { proposeMeeting } from './propose-meeting';
import { sendMessage } from './send-message';

/** The conversations and meetings of requests (openapi tag `conversations`); the unread count before `{contractId}`. */
export const conversationHandlers: RequestHandler[] = [
  listConversations,
  getUnreadMessageCount,
  getConversation,
  sendMessage,
  markConversationRead,
  proposeMeeting,
  listUpcomingMeetings,
  acceptMeeting,
  declineMeeting,
  cancelMeeting,
];
