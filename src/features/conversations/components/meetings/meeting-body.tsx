import { useState } from 'react';
import type { components } from '@/api/schema';
import { Banner, Button } from '@/components/ui';
import { meetings as meetingsText } from '@/i18n/meetings';
import { downloadBlob } from '@/lib/download';
import { fill } from '@/lib/format';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { acceptedSlotOf, meetingHeld, otherSide, slotText } from '../../lib/meeting-times';
import { ChooseSlot } from './choose-slot';
import { Details, type BodyProps } from './meeting-details';
import { actor } from './meeting-summary';
import styles from './meeting-panel.module.css';

type Meeting = components['schemas']['Meeting'];

const copy = meetingsText.panel;

/** The open panel's body, by the meeting's status and what the viewer may do. */
export function MeetingBody(props: BodyProps) {
  const { conversation, meeting, readOnly, zones, onPropose } = props;
  const mine = conversation.viewer === meeting.proposedBy;

  if (meeting.status === 'proposed') {
    const intro = actor(conversation, meeting.proposedBy, copy.proposedByYou, copy.proposedBy);
    if (!readOnly && !mine) return <ChooseSlot {...props} intro={intro} />;
    return (
      <div className={styles.body}>
        <p>{intro}</p>
        <ul className={styles.slots}>
          {meeting.slots.map((slot) => (
            <li key={slot.start}>{slotText(slot, zones)}</li>
          ))}
        </ul>
        <Details meeting={meeting} />
        {readOnly ? null : (
          <>
            <p className={styles.muted}>{fill(copy.waiting, { company: conversation.parties[otherSide(meeting.proposedBy)].company })}</p>
            <div className={styles.actions}>
              <Button size="sm" variant="secondary" onClick={props.onCancel}>
                {copy.cancel}
              </Button>
              <Button size="sm" variant="ghost" onClick={onPropose}>
                {copy.proposeNew}
              </Button>
            </div>
          </>
        )}
      </div>
    );
  }

  if (meeting.status === 'accepted') return <Accepted {...props} />;

  const declined = meeting.status === 'declined';
  const by = declined ? otherSide(meeting.proposedBy) : (meeting.cancelledBy ?? meeting.proposedBy);
  const agreed = acceptedSlotOf(meeting);
  return (
    <div className={styles.body}>
      <p>{declined ? actor(conversation, by, copy.declinedByYou, copy.declinedBy) : actor(conversation, by, copy.cancelledByYou, copy.cancelledBy)}</p>
      {agreed ? <p className={styles.struck}>{slotText(agreed, zones)}</p> : null}
      {meeting.reason ? <p className={styles.reason}>{fill(copy.reason, { reason: meeting.reason })}</p> : null}
      {readOnly ? null : (
        <div className={styles.actions}>
          <Button size="sm" onClick={onPropose}>
            {copy.propose}
          </Button>
        </div>
      )}
    </div>
  );
}

/** An agreed call: when, how, the note; Add to calendar; before it is held, cancel or propose new times. */
function Accepted({ conversation, meeting, readOnly, zones, onPropose, onCancel }: BodyProps) {
  const slot = acceptedSlotOf(meeting);
  const held = meetingHeld(meeting);
  const calendar = useCalendarDownload(meeting);
  const acceptedBy = otherSide(meeting.proposedBy);
  return (
    <div className={styles.body}>
      <p>
        <strong>{copy.accepted}</strong> {actor(conversation, acceptedBy, copy.acceptedByYou, copy.acceptedBy)}
      </p>
      <Details meeting={meeting} time={slot ? slotText(slot, zones) : undefined} />
      {held ? <p className={styles.muted}>{copy.held}</p> : null}
      {calendar.error ? <Banner tone="error">{calendar.error}</Banner> : null}
      <div className={styles.actions}>
        <Button size="sm" variant={held ? 'secondary' : 'primary'} onClick={() => void calendar.download()} loading={calendar.busy} loadingText={copy.preparingCalendar}>
          {copy.addToCalendar}
        </Button>
        {readOnly ? null : held ? (
          <Button size="sm" variant="secondary" onClick={onPropose}>
            {copy.propose}
          </Button>
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={onCancel}>
              {copy.cancel}
            </Button>
            <Button size="sm" variant="ghost" onClick={onPropose}>
              {copy.proposeNew}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/** The .ics file of an accepted meeting: ical-generator loads only now. */
function useCalendarDownload(meeting: Meeting) {
  const singleFlight = useSingleFlight();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = () =>
    singleFlight(async () => {
      setBusy(true);
      setError(null);
      try {
        const { meetingCalendarFile } = await import('../../lib/meeting-calendar');
        const { blob, fileName } = meetingCalendarFile(meeting, location.origin);
        downloadBlob(blob, fileName);
      } catch {
        setError(copy.calendarFailed);
      } finally {
        setBusy(false);
      }
    });
  return { busy, error, download };
}
