import { useId, useState } from 'react';
import type { components } from '@/api/schema';
import { Badge, Banner, Button, type BadgeTone } from '@/components/ui';
import { meetings as meetingsText } from '@/i18n/meetings';
import { fill } from '@/lib/format';
import { usePreferredTimeZone } from '@/lib/hooks/use-preferred-time-zone';
import { currentMeeting, meetingZones, otherSide } from '../../lib/meeting-times';
import { CancelMeetingDialog, DeclineMeetingDialog } from './meeting-dialogs';
import { MeetingBody } from './meeting-body';
import { summaryOf } from './meeting-summary';
import { ProposeMeetingDialog } from './propose-meeting-dialog';
import styles from './meeting-panel.module.css';

type Conversation = components['schemas']['Conversation'];
type Meeting = components['schemas']['Meeting'];

const copy = meetingsText.panel;

const tone: Record<Meeting['status'], BadgeTone> = {
  proposed: 'warning',
  accepted: 'success',
  declined: 'danger',
  cancelled: 'neutral',
  replaced: 'neutral',
};

type Dialog = 'propose' | 'decline' | 'cancel' | null;

/**
 * The conversation's intro meeting, compact, between the thread's header and its messages: the
 * newest proposal that was not replaced, in the viewer's zone and the other party's, with what the
 * viewer may do now — choose a time and accept, decline with a reason, cancel, propose (new) times,
 * add an agreed call to a calendar. An admin, or anyone in a closed request's conversation, reads only.
 */
export function MeetingPanel({ conversation }: { conversation: Conversation }) {
  const headingId = useId();
  const bodyId = useId();
  const viewerZone = usePreferredTimeZone();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const meeting = currentMeeting(conversation.meetings);
  const { viewer, parties } = conversation;
  const readOnly = conversation.readOnly || viewer === 'admin';
  const [open, setOpen] = useState(true);
  const counterpart = viewer === 'admin' ? null : parties[otherSide(viewer)];
  const close = () => setDialog(null);
  const propose = () => {
    setNotice(null);
    setDialog('propose');
  };

  const zones = meeting ? meetingZones(viewer, meeting.parties, viewerZone, meeting.timeZone) : [];

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {copy.heading}
        </h2>
        {meeting ? <Badge tone={tone[meeting.status]}>{copy.status[meeting.status]}</Badge> : null}
        {meeting && !open ? <p className={styles.summary}>{summaryOf(conversation, meeting, zones, readOnly)}</p> : null}
        {meeting ? (
          <Button size="sm" variant="ghost" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((shown) => !shown)}>
            {open ? copy.hide : copy.show}{' '}
            <span className="visually-hidden">{copy.details}</span>
          </Button>
        ) : null}
      </div>

      {notice ? (
        <Banner tone="success" onClose={() => setNotice(null)}>
          {notice}
        </Banner>
      ) : null}

      {meeting ? (
        <div id={bodyId} hidden={!open}>
          <MeetingBody
            key={meeting.id}
            conversation={conversation}
            meeting={meeting}
            readOnly={readOnly}
            zones={zones}
            onPropose={propose}
            onDecline={() => setDialog('decline')}
            onCancel={() => setDialog('cancel')}
            onNotice={setNotice}
          />
        </div>
      ) : readOnly || !counterpart ? (
        <p className={styles.muted}>{copy.noneReadOnly}</p>
      ) : (
        <div className={styles.row}>
          <p className={styles.muted}>{fill(copy.none, { company: counterpart.company })}</p>
          <Button size="sm" onClick={propose}>
            {copy.propose}
          </Button>
        </div>
      )}

      {dialog === 'propose' && counterpart ? (
        <ProposeMeetingDialog
          conversation={conversation}
          earlier={meeting}
          onClose={close}
          onProposed={() => {
            close();
            setNotice(fill(copy.proposedDone, { company: counterpart.company }));
          }}
        />
      ) : null}
      {dialog === 'decline' && meeting && counterpart ? (
        <DeclineMeetingDialog
          contractId={conversation.contractId}
          meeting={meeting}
          company={counterpart.company}
          onClose={close}
          onDone={() => {
            close();
            setNotice(copy.declinedDone);
          }}
        />
      ) : null}
      {dialog === 'cancel' && meeting && counterpart ? (
        <CancelMeetingDialog
          contractId={conversation.contractId}
          meeting={meeting}
          company={counterpart.company}
          onClose={close}
          onDone={() => {
            close();
            setNotice(copy.cancelledDone);
          }}
        />
      ) : null}
    </section>
  );
}
