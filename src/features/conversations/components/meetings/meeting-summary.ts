import type { components } from '@/api/schema';
import { meetings as meetingsText } from '@/i18n/meetings';
import { fill } from '@/lib/format';
import type { ZoneLabel } from '@/lib/zoned-time';
import { acceptedSlotOf, otherSide, slotText } from '../../lib/meeting-times';

type Conversation = components['schemas']['Conversation'];
type Meeting = components['schemas']['Meeting'];
type PartySide = components['schemas']['PartySide'];

const copy = meetingsText.panel;

/** The meeting in one line, for the folded panel. */
export function summaryOf(conversation: Conversation, meeting: Meeting, zones: ZoneLabel[], readOnly: boolean): string {
  const agreed = acceptedSlotOf(meeting);
  if (meeting.status === 'accepted' && agreed) return slotText(agreed, zones);
  if (meeting.status === 'proposed') {
    if (conversation.viewer === meeting.proposedBy && !readOnly) return fill(copy.waiting, { company: conversation.parties[otherSide(meeting.proposedBy)].company });
    return actor(conversation, meeting.proposedBy, copy.proposedByYou, copy.proposedBy);
  }
  const by = meeting.status === 'declined' ? otherSide(meeting.proposedBy) : (meeting.cancelledBy ?? meeting.proposedBy);
  return meeting.status === 'declined' ? actor(conversation, by, copy.declinedByYou, copy.declinedBy) : actor(conversation, by, copy.cancelledByYou, copy.cancelledBy);
}

/** Who did something: "You" for the viewer, else the party's company. */
export function actor(conversation: Conversation, side: PartySide, yours: string, theirs: string) {
  return conversation.viewer === side ? yours : fill(theirs, { company: conversation.parties[side].company });
}
