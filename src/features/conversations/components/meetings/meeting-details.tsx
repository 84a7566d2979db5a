import type { components } from '@/api/schema';
import { meetings as meetingsText } from '@/i18n/meetings';
import type { ZoneLabel } from '@/lib/zoned-time';
import { MeetingChannelText } from './meeting-channel';
import styles from './meeting-panel.module.css';

type Conversation = components['schemas']['Conversation'];
type Meeting = components['schemas']['Meeting'];

const copy = meetingsText.panel;

/** What the panel gives each form of the meeting's body (proposed, chosen from, accepted, closed). */
export interface BodyProps {
  conversation: Conversation;
  meeting: Meeting;
  readOnly: boolean;
  zones: ZoneLabel[];
  onPropose: () => void;
  onDecline: () => void;
  onCancel: () => void;
  onNotice: (text: string) => void;
}

/** The channel and the note of a meeting, as facts. */
export function Details({ meeting, time }: { meeting: Meeting; time?: string }) {
  return (
    <dl className={styles.facts}>
      {time ? (
        <div>
          <dt>{copy.timeLabel}</dt>
          <dd>{time}</dd>
        </div>
      ) : null}
      <div>
        <dt>{copy.channelLabel}</dt>
        <dd>
          <MeetingChannelText channel={meeting.channel} />
        </dd>
      </div>
      {meeting.note.trim() ? (
        <div>
          <dt>{copy.noteLabel}</dt>
          <dd className={styles.note} dir="auto">
            {meeting.note}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
