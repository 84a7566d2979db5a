export { accessMessages, conversationStatus, isReadOnly, ownParty, readableConversation, requireOpen, writableConversation } from './access';
export { conversationsOf, conversationView, readConversation, readMessages, unreadMessagesOf } from './inbox';
export {
  acceptMeeting,
  cancelMeeting,
  closeMeetingsOfRequest,
  declineMeeting,
  eventBodies,
  meetingFor,
  meetingMessages,
  meetingsOf,
  proposeMeeting,
  upcomingMeetingsOf,
  utcRange,
  type MeetingTarget,
} from './meetings';
export { MESSAGE_MAX, messageMessages, messagesOf, sendMessage } from './messages';
export { conversationParty, conversationUserIds, partiesOf } from './parties';
export { canonicalTimeZone, placeOf, placeOfProfile, type Place } from './time-zones';
export { meetingView, messageView, readView } from './views';
