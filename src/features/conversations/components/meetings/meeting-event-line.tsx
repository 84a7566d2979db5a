import type { components } from '@/api/schema';
import { meetings as meetingsText } from '@/i18n/meetings';
import { formatInZones } from '@/lib/zoned-time';
import { usePreferredTimeZone } from '@/lib/hooks/use-preferred-time-zone';
import { acceptedSlotOf, meetingZones, slotText } from '../../lib/meeting-times';
import styles from './meeting-panel.module.css';

type ChatMessage = components['schemas']['ChatMessage'];
type Conversation = components['schemas']['Conversation'];

/**
 * A meeting step in the thread (proposed, accepted, declined, cancelled, replaced): the server's
 * sentence, the times it is about in the viewer's zone and the other party's, and when it happened.
 */
export function MeetingEventLine({ message, conversation }: { message: ChatMessage; conversation: Conversation }) {
  const viewerZone = usePreferredTimeZone();
  const meeting = message.meetingId ? conversation.meetings.find((known) => known.id === message.meetingId) : undefined;
  const zones = meeting ? meetingZones(conversation.viewer, meeting.parties, viewerZone, meeting.timeZone) : [];
  const agreed = meeting ? acceptedSlotOf(meeting) : null;
  const times = !meeting
    ? []
    : message.event === 'meeting-proposed'
      ? meeting.slots
      : message.event === 'meeting-accepted' && agreed
        ? [agreed]
        : [];
  const label = message.event === 'meeting-accepted' ? meetingsText.event.acceptedTime : meetingsText.event.proposedTimes;
  return (
    <div className={styles.event} data-event={message.event ?? undefined}>
      <p className={styles.eventText}>{message.body}</p>
      {times.length > 0 ? (
        <ul className={styles.eventTimes} aria-label={label}>
          {times.map((slot) => (
            <li key={slot.start}>{slotText(slot, zones)}</li>
          ))}
        </ul>
      ) : null}
      <time dateTime={message.sentAt}>{formatInZones(message.sentAt, [{ timeZone: viewerZone, label: '' }]).trim()}</time>
    </div>
  );
}
