import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { userMessage } from '@/api/errors';
import { Banner, Button, VisuallyHidden } from '@/components/ui';
import { useLanguage } from '@/i18n';
import { conversations as strings } from '@/i18n/conversations';
import { fill } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date-time';
import type { ChatMessage, Conversation, PartySide } from '../api/get-conversation';
import { useLoadEarlierMessages } from '../api/get-conversation';
import type { PendingMessage } from '../hooks/use-pending-messages';
import { useNow } from '../hooks/use-now';
import { MessageText } from './message-text';
import { dayLabel, groupByDay, isEvent, seenMessageId, sideOf, timeOfDay } from './thread-model';
import styles from './message-log.module.css';

const copy = strings.thread;

/** Within this many pixels of the end, the reader is "at the bottom" and new messages keep them there. */
const STICK_PX = 120;

export interface MessageLogProps {
  conversation: Conversation;
  /** Sends of this reader not yet answered, or refused. */
  pending: readonly PendingMessage[];
  onRetry: (message: PendingMessage) => void;
  /** Renders a meeting step (proposed, accepted, …), centred across the thread. */
  renderEvent: (message: ChatMessage) => ReactNode;
}

/**
 * The thread: the messages oldest to newest by day, the reader's on the end side and labelled "You",
 * the other party's on the start side with their name; "Seen" under the reader's last message the
 * other side has read; "Load earlier messages" above the first. New messages from the other side are
 * announced politely; earlier ones loaded above are not, and the view stays where it was.
 */
export function MessageLog({ conversation, pending, onRetry, renderEvent }: MessageLogProps) {
  const logRef = useRef<HTMLElement>(null);
  const fromBottom = useRef(0);
  const now = useNow(60_000);
  const earlier = useLoadEarlierMessages(conversation.contractId);
  const side = sideOf(conversation);
  const names = { sender: conversation.parties.sender.name, recipient: conversation.parties.recipient.name };
  const companies = { sender: conversation.parties.sender.company, recipient: conversation.parties.recipient.company };

  // Sends the live channel or the answer already brought in are shown once, as the server's.
  const shown = useMemo(() => {
    const sent = new Set(conversation.messages.map((message) => message.clientId).filter(Boolean));
    return pending.filter((message) => !sent.has(message.clientId));
  }, [conversation.messages, pending]);
  const groups = useMemo(() => groupByDay(conversation.messages), [conversation.messages]);
  const seen = seenMessageId(conversation);
  const announcement = useIncomingAnnouncement(conversation, side, names);

  const first = conversation.messages[0]?.id;
  const last = conversation.messages[conversation.messages.length - 1]?.id;
  const newestMine = conversation.messages[conversation.messages.length - 1]?.from === side;
  const previous = useRef<{ first?: string | undefined; last?: string | undefined; pending: number } | null>(null);

  // What scrolls: the log itself, or on a phone the whole thread around it (the log then grows).
  const scrollerOf = useCallback((): HTMLElement | null => {
    const log = logRef.current;
    if (!log) return null;
    if (getComputedStyle(log).overflowY !== 'visible') return log;
    return log.closest<HTMLElement>('[data-thread-scroller]') ?? log;
  }, []);

  useEffect(() => {
    const log = logRef.current;
    const outer = log?.closest<HTMLElement>('[data-thread-scroller]');
    const remember = () => {
      const element = scrollerOf();
      if (element) fromBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight;
    };
    const targets = [log, outer].filter((target): target is HTMLElement => !!target);
    for (const target of targets) target.addEventListener('scroll', remember, { passive: true });
    return () => {
      for (const target of targets) target.removeEventListener('scroll', remember);
    };
  }, [scrollerOf]);

  useLayoutEffect(() => {
    const element = scrollerOf();
    if (!element) return;
    const before = previous.current;
    previous.current = { first, last, pending: shown.length };
    const toBottom = () => {
      element.scrollTop = element.scrollHeight;
    };
    if (!before) return toBottom();
    if (before.last === last && before.first !== first) {
      // Earlier messages came in above: keep the same messages in view.
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
      return;
    }
    // Something new at the end: followed when the reader was at the end, or wrote it.
    const justSent = shown.length > before.pending;
    if (before.last !== last || justSent) {
      if (fromBottom.current <= STICK_PX || justSent || (before.last !== last && newestMine)) toBottom();
    }
  }, [first, last, shown.length, newestMine, scrollerOf]);

  const loadEarlier = () => {
    if (!first) return;
    earlier.mutate(first, {
      // The button goes once the first message is in: the focus moves to the messages, not to the page.
      onSuccess: (page) => {
        if (!page.hasEarlier) logRef.current?.focus({ preventScroll: true });
      },
    });
  };

  const other = side === 'sender' ? 'recipient' : 'sender';
  return (
    <>
      {/* A log, its additions announced by the region below: new messages from the other side only,
          not the reader's own nor earlier ones loaded above. */}
      <section
        ref={logRef}
        role="log"
        aria-live="off"
        className={styles.log}
        aria-label={fill(copy.messagesLabel, { company: side ? companies[other] : `${companies.sender} & ${companies.recipient}` })}
        tabIndex={0}
      >
        {conversation.hasEarlier ? (
          <div className={styles.earlier}>
            <Button variant="ghost" size="sm" loading={earlier.isPending} loadingText={copy.earlierLoading} onClick={loadEarlier}>
              {copy.earlier}
            </Button>
            {earlier.isError ? (
              <Banner tone="error">{fill(copy.earlierFailed, { reason: userMessage(earlier.error, copy.error) })}</Banner>
            ) : null}
          </div>
        ) : null}
        {conversation.messages.length === 0 && shown.length === 0 ? <p className={styles.empty}>{copy.empty}</p> : null}
        {groups.map((group) => (
          <div key={group.day} className={styles.day}>
            <h3 className={styles.dayHeading}>
              <span>{dayLabel(group.date, new Date(now), copy)}</span>
            </h3>
            <ol className={styles.messages}>
              {group.messages.map((message, index) =>
                isEvent(message) ? (
                  <li key={message.id} className={styles.event}>
                    {renderEvent(message)}
                  </li>
                ) : (
                  <MessageItem
                    key={message.id}
                    message={message}
                    mine={message.from === side}
                    author={message.from === side ? copy.you : message.authorName || names[message.from]}
                    firstOfRun={startsRun(group.messages, index)}
                    seen={message.id === seen}
                  />
                ),
              )}
            </ol>
          </div>
        ))}
        {shown.length > 0 ? (
          <ol className={styles.messages} aria-label={copy.sending}>
            {shown.map((message, index) => (
              <PendingItem key={message.clientId} message={message} firstOfRun={index === 0 && !newestMine} onRetry={onRetry} />
            ))}
          </ol>
        ) : null}
      </section>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/** Whether a message starts a run of one author's messages (the name is shown once per run). */
function startsRun(messages: readonly ChatMessage[], index: number): boolean {
  const previous = messages[index - 1];
  return !previous || isEvent(previous) || previous.from !== messages[index]!.from;
}

function MessageTime({ at }: { at: string }) {
  const date = new Date(at);
  return (
    <time dateTime={at} title={formatDateTime(date)}>
      {timeOfDay(date)}
    </time>
  );
}

const MessageItem = memo(function MessageItem({
  message,
  mine,
  author,
  firstOfRun,
  seen,
}: {
  message: ChatMessage;
  mine: boolean;
  author: string;
  firstOfRun: boolean;
  seen: boolean;
}) {
  // Memoised: a language switch must still re-render "Seen" (decision 029).
  useLanguage();
  return (
    <li className={mine ? styles.mine : styles.theirs}>
      {firstOfRun ? (
        <p className={styles.author}>
          <bdi>{author}</bdi>
        </p>
      ) : (
        <VisuallyHidden>{author}</VisuallyHidden>
      )}
      <div className={styles.bubble}>
        <MessageText text={message.body} className={styles.text} />
      </div>
      <p className={styles.meta}>
        <MessageTime at={message.sentAt} />
        {seen ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className={styles.seen}>{copy.seen}</span>
          </>
        ) : null}
      </p>
    </li>
  );
});

function PendingItem({ message, firstOfRun, onRetry }: { message: PendingMessage; firstOfRun: boolean; onRetry: (message: PendingMessage) => void }) {
  const failed = message.status === 'failed';
  return (
    <li className={styles.mine} data-pending={message.status}>
      {firstOfRun ? <p className={styles.author}>{copy.you}</p> : <VisuallyHidden>{copy.you}</VisuallyHidden>}
      <div className={styles.bubble}>
        <MessageText text={message.body} className={styles.text} />
      </div>
      {failed ? (
        <div className={styles.failed}>
          <p>{fill(copy.notSent, { reason: userMessage(message.error, strings.composer.failed, strings.composer.offline) })}</p>
          <Button variant="secondary" size="sm" onClick={() => onRetry(message)}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        <p className={styles.meta}>{copy.sending}</p>
      )}
    </li>
  );
}

/**
 * The sentence the polite live region says when the other side's messages arrive while the thread
 * is open — not for the first load, the reader's own, or earlier ones loaded above.
 */
function useIncomingAnnouncement(conversation: Conversation, side: PartySide | null, names: Record<PartySide, string>): string {
  const [state, setState] = useState<{ lastId: string | undefined; contractId: string; text: string }>(() => ({
    lastId: conversation.messages[conversation.messages.length - 1]?.id,
    contractId: conversation.contractId,
    text: '',
  }));
  const messages = conversation.messages;
  const lastId = messages[messages.length - 1]?.id;
  if (state.contractId !== conversation.contractId) {
    setState({ lastId, contractId: conversation.contractId, text: '' });
  } else if (state.lastId !== lastId) {
    // After the last one known (all of them when the thread was empty); none when that one is gone.
    const knownAt = state.lastId ? messages.findIndex((message) => message.id === state.lastId) : -1;
    const arrived = (state.lastId === undefined ? messages : knownAt >= 0 ? messages.slice(knownAt + 1) : []).filter((message) => message.from !== side);
    let text = state.text;
    if (arrived.length === 1) {
      const message = arrived[0]!;
      const name = message.authorName || names[message.from];
      text = isEvent(message) ? message.body : fill(copy.newMessage, { name, text: truncate(message.body, 160) });
    } else if (arrived.length > 1) {
      text = fill(copy.newMessages, { count: arrived.length, name: arrived[0]!.authorName || names[arrived[0]!.from] });
    }
    setState({ lastId, contractId: conversation.contractId, text });
  }
  return state.text;
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
