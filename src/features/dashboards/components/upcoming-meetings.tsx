import { useId } from 'react';
import { Link } from 'react-router-dom';
import { userMessage } from '@/api/errors';
import type { components } from '@/api/schema';
import { ErrorState, Skeleton } from '@/components/ui';
import { meetings as meetingsText } from '@/i18n/meetings';
import { fill } from '@/lib/format';
import type { Session } from '@/lib/session';
import { cityOfTimeZone, formatInZones, isTimeZone, zonedDayParts, type ZoneLabel } from '@/lib/zoned-time';
import { usePreferredTimeZone } from '@/lib/hooks/use-preferred-time-zone';
import { useUpcomingMeetings, type UpcomingMeeting } from '../api/get-upcoming-meetings';
import styles from './upcoming-meetings.module.css';

type ConversationParty = components['schemas']['ConversationParty'];

const copy = meetingsText.upcoming;
const channelCopy = meetingsText.panel.channel;

/** The signed-in party's side of a meeting: by its profile, else by its kind (the two parties are never of one kind). */
function sidesOf(meeting: UpcomingMeeting, session: Session): { me: ConversationParty; them: ConversationParty } {
  const { sender, recipient } = meeting.parties;
  const { profileId, category } = session.user;
  const iAmSender = profileId ? sender.profileId === profileId : sender.kind === category;
  return iAmSender ? { me: sender, them: recipient } : { me: recipient, them: sender };
}

const zoneOf = (party: ConversationParty): ZoneLabel | null =>
  isTimeZone(party.timeZone) ? { timeZone: party.timeZone, label: party.city?.trim() || cityOfTimeZone(party.timeZone) } : null;

/**
 * "Upcoming meetings" on a party's dashboard: each agreed intro call still ahead, in the reader's
 * zone and the other party's, with whom and how, and a way into the conversation. With none, one
 * quiet line points to the conversations.
 */
export function UpcomingMeetings({ session }: { session: Session }) {
  const headingId = useId();
  const query = useUpcomingMeetings();
  const viewerZone = usePreferredTimeZone();
  const meetings = query.data ?? [];
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={query.isPending || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      {query.isPending ? (
        <div className={styles.loading}>
          <p role="status" className="visually-hidden">
            {copy.loading}
          </p>
          <Skeleton variant="rect" height={64} />
        </div>
      ) : query.isError ? (
        <ErrorState
          headingLevel={3}
          title={copy.errorTitle}
          message={userMessage(query.error, '')}
          onRetry={() => void query.refetch()}
          retryLabel={copy.retry}
          retrying={query.isFetching}
        />
      ) : meetings.length === 0 ? (
        <p className={styles.empty}>
          {copy.empty} <Link to="/messages">{copy.emptyLink}</Link>
        </p>
      ) : (
        <ul className={styles.list}>
          {meetings.map((meeting) => (
            <MeetingItem key={meeting.id} meeting={meeting} session={session} viewerZone={viewerZone} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MeetingItem({ meeting, session, viewerZone }: { meeting: UpcomingMeeting; session: Session; viewerZone: string }) {
  const slot = meeting.acceptedSlot === null ? undefined : meeting.slots[meeting.acceptedSlot];
  if (!slot) return null;
  const { me, them } = sidesOf(meeting, session);
  const mine = zoneOf(me);
  const own = mine && mine.timeZone === viewerZone ? mine : { timeZone: viewerZone, label: cityOfTimeZone(viewerZone) };
  const theirs = zoneOf(them) ?? (isTimeZone(meeting.timeZone) ? { timeZone: meeting.timeZone, label: cityOfTimeZone(meeting.timeZone) } : null);
  const zones = theirs ? [own, theirs] : [own];
  const start = new Date(slot.start);
  const { weekday, day, month } = zonedDayParts(start, viewerZone);
  const { kind, detail } = meeting.channel;
  return (
    <li className={styles.item}>
      <span className={styles.tile} aria-hidden="true">
        <span className={styles.tileWeekday}>{weekday}</span>
        <span className={styles.tileDay}>{day}</span>
        <span className={styles.tileMonth}>{month}</span>
      </span>
      <div className={styles.text}>
        <p className={styles.when}>
          <time dateTime={slot.start}>{formatInZones(start, zones)}</time> · {fill(meetingsText.slot.minutes, { minutes: slot.minutes })}
        </p>
        <p className={styles.with}>{fill(copy.with, { company: them.company })}</p>
        <p className={styles.channel}>
          {channelCopy[kind]}
          {kind === 'video' ? null : (
            <>
              {': '}
              {/* A phone number, an address: the party's own words, in their own direction. */}
              <span dir="auto">{detail}</span>
            </>
          )}
        </p>
      </div>
      <Link className={styles.open} to={`/messages/${encodeURIComponent(meeting.contractId)}`}>
        {copy.open}{' '}
        <span className="visually-hidden">{fill(copy.openWith, { company: them.company })}</span>
      </Link>
    </li>
  );
}
