/**
 * Conversations and intro meetings: the bodies' rules (mocks/validation/conversations.ts), who may
 * read and write (mocks/domain/conversations/access.ts), the meeting rules and the thread's
 * sentence for each meeting step (stored in English with the message, written again in the
 * reader's language when read: `thread`).
 */
export const conversations = {
  messageBody: 'Write a message before sending it.',
  messageLength: 'A message can be at most 4,000 characters.',
  clientId: 'clientId must be 1 to 64 characters.',
  upTo: 'upTo must be the id of a message (at most 64 characters).',
  proposal: 'Send the proposal as an object with timeZone, slots and channel (and a note if you like).',
  timeZone: 'timeZone must be an IANA time zone, such as "Europe/Stockholm" or "Asia/Dubai".',
  slots: 'Give 1 to 3 times for the meeting.',
  slot: 'Each time needs a start and a length in minutes.',
  start: 'Each start must be a date and time with its zone, such as 2031-12-02T09:00:00Z.',
  minutes: 'A meeting lasts 15, 30, 45 or 60 minutes.',
  channel: 'Say how you will meet: kind (video, phone or in-person) and detail.',
  kind: 'The channel kind must be video, phone or in-person.',
  detail: 'Give the video link, the phone number or the address (at most 300 characters).',
  note: 'The note can be at most 1,000 characters.',
  acceptSlot: 'slot must be the number of one of the proposed times (0, 1 or 2).',
  declineReason: 'Say why you decline (1 to 500 characters).',
  cancelReason: 'The reason can be at most 500 characters.',
  unknownField: 'Unknown field: {keys}.',
  unknownFields: 'Unknown fields: {keys}.',

  notFound: 'Conversation not found: there is no request with this id.',
  meetingNotFound: 'Meeting not found.',
  notPartyRead: 'Only the two parties of this request can read its conversation.',
  notPartyWrite: 'Only the two parties of this request can write in its conversation.',
  adminWrite: 'Admins can read a conversation, but only the two parties of the request can write in it.',
  adminList: 'Conversations belong to the two parties of each request; an admin opens one from its contract.',
  adminMeetings: 'Meetings belong to the two parties of each request; an admin has none.',
  noCategory: 'Choose whether you are a foreign business, a local partner or an investor first.',
  readOnlyRejected: 'This request was declined, so its conversation is read-only.',
  readOnlyCancelled: 'This request was cancelled, so its conversation is read-only.',
  upToInThread: 'upTo must be the id of a message in this conversation.',
  before: 'before must be the id of a message in this conversation.',
  limit: 'limit must be a whole number from 1 to 200.',

  video: 'A video link must be a full https:// address, such as https://meet.example.com/intro.',
  phone: 'A phone number may hold digits, spaces, +, - and brackets, with 6 to 20 digits.',
  slotIndex: 'slot must be the number of one of the proposed times (0 for the first).',
  ownProposal: 'You proposed this meeting: the other party accepts or declines it. You can cancel it or propose new times.',
  ended: 'This meeting has already taken place.',
  notOpen: {
    proposed: 'This meeting is still waiting for an answer.',
    accepted: 'This meeting was already accepted.',
    declined: 'This meeting was declined.',
    cancelled: 'This meeting was cancelled.',
    replaced: 'This meeting was replaced by a newer proposal.',
  },
  /** A slot that breaks a rule: `{number}` counts from 1, `{when}` is the time in the zone it was entered in. */
  pastTime: 'Time {number} is in the past.',
  overlappingTimes: 'Times {first} and {second} overlap.',
  clashOwn: 'Time {number} overlaps your accepted meeting with {company} on {when}.',
  clashTheirs: 'Time {number} overlaps a meeting {company} has already accepted on {when}.',
  /** Why a request's open meetings ended (the meetings' reason). */
  closedDeclined: 'The request was declined.',
  closedWithdrawn: 'The request was withdrawn.',
  /** A company deleted since, in a conversation. */
  formerParty: 'A former party',

  /** The thread's sentence for each meeting step; `{time}` is a slot in UTC ("Tue 2 Dec 2031, 09:00–09:30 UTC"). */
  thread: {
    proposedOne: {
      video: '{company} proposed an intro meeting by video: {time}.',
      phone: '{company} proposed an intro meeting by phone: {time}.',
      inPerson: '{company} proposed an intro meeting in person: {time}.',
    },
    proposedMany: {
      video: '{company} proposed an intro meeting by video, with {count} times to choose from.',
      phone: '{company} proposed an intro meeting by phone, with {count} times to choose from.',
      inPerson: '{company} proposed an intro meeting in person, with {count} times to choose from.',
    },
    replacedAccepted: '{company} replaced the accepted intro meeting of {time} with new times.',
    replacedProposal: '{company} replaced the earlier proposal with new times.',
    accepted: '{company} accepted the intro meeting: {time}.',
    declined: '{company} declined the intro meeting: “{reason}”',
    declinedNoReason: '{company} declined the intro meeting:',
    cancelled: '{company} cancelled the intro meeting of {time}.',
    cancelledWithReason: '{company} cancelled the intro meeting of {time}. Reason: “{reason}”',
    withdrawn: '{company} withdrew the proposed intro meeting.',
    withdrawnWithReason: '{company} withdrew the proposed intro meeting. Reason: “{reason}”',
  },
} as const;
