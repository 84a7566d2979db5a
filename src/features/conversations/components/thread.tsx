import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, userMessage } from '@/api/errors';
import { queryKeys } from '@/api/query-keys';
import { ErrorState, Skeleton, Spinner } from '@/components/ui';
import { conversations as strings } from '@/i18n/conversations';
import { useConversation, type ChatMessage, type Conversation } from '../api/get-conversation';
import { useSendMessage } from '../api/send-message';
import { useMarkReadWhenSeen } from '../hooks/use-mark-read';
import { useMessageDraft } from '../hooks/use-message-draft';
import { usePendingMessages, type PendingMessage } from '../hooks/use-pending-messages';
import { Composer } from './composer';
import { MeetingEventLine, MeetingPanel } from './meetings';
import { MessageLog } from './message-log';
import { ThreadHeader } from './thread-header';
import styles from './thread.module.css';

const copy = strings.thread;

/** A retry key for a send: the browser's UUID, or random bytes where `randomUUID` is missing (plain http). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Why a thread cannot be written in, or null when the reader may write. */
export function readOnlyReason(conversation: Conversation): string | null {
  if (conversation.viewer === 'admin') return strings.readOnly.admin;
  if (!conversation.readOnly) return null;
  if (conversation.status === 'rejected') return strings.readOnly.rejected;
  if (conversation.status === 'cancelled') return strings.readOnly.cancelled;
  return strings.readOnly.other;
}

/**
 * One conversation: header, the intro meeting, the messages and the composer — or a sentence why
 * there is no composer. Marks the thread read while it is on screen.
 */
export function Thread({ contractId, pollMs }: { contractId: string; pollMs: number | false }) {
  const query = useConversation(contractId, pollMs);
  const conversation = query.data;
  useMarkReadWhenSeen(contractId, conversation);

  if (query.isPending) {
    return (
      <div className={styles.thread} aria-busy="true">
        <div className={styles.loading}>
          <Spinner label={copy.loading} />
          <Skeleton variant="text" width="40%" height="1.5rem" />
          <Skeleton lines={2} />
          <Skeleton variant="rect" height="4rem" width="70%" />
          <Skeleton variant="rect" height="3rem" width="55%" className={styles.skeletonMine} />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const fallback = status === 403 ? copy.forbidden : status === 404 ? copy.notFound : copy.error;
    return (
      <div className={styles.thread}>
        <Link to="/messages" className={styles.back}>
          <span aria-hidden="true">{`${strings.page.backArrow} `}</span>
          {strings.page.back}
        </Link>
        <ErrorState
          className={styles.error}
          title={copy.error}
          message={userMessage(query.error, fallback)}
          onRetry={status === 403 || status === 404 ? undefined : () => void query.refetch()}
          retryLabel={copy.retryLoad}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return <LoadedThread conversation={query.data} />;
}

function LoadedThread({ conversation }: { conversation: Conversation }) {
  const headingId = useId();
  const client = useQueryClient();
  const { contractId } = conversation;
  const send = useSendMessage(contractId);
  const pending = usePendingMessages(contractId);
  const [text, setText] = useMessageDraft(contractId);
  const reason = readOnlyReason(conversation);
  const counterpart = conversation.viewer === 'admin' ? null : conversation.parties[conversation.viewer === 'sender' ? 'recipient' : 'sender'];

  const deliver = useCallback(
    (body: string, clientId: string) =>
      send.mutateAsync({ body, clientId }).catch((error: unknown) => {
        // A refusal for a state change (the request was closed meanwhile): show the thread as it is now.
        if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: queryKeys.conversation(contractId) });
        throw error;
      }),
    [send, client, contractId],
  );

  const onSend = (body: string) => {
    // Sending again the text of a failed message retries it (same key), so it is never written twice.
    const failed = pending.find((message) => message.status === 'failed' && message.body === body);
    if (failed) client.getMutationCache().remove(failed.mutation);
    deliver(body, failed?.clientId ?? newClientId()).catch(() => {
      // Refused or unreachable: the text comes back into the box unless another one was started.
      setText((current) => (current.trim() ? current : body));
    });
  };

  const onRetry = (message: PendingMessage) => {
    client.getMutationCache().remove(message.mutation);
    // The text came back into the box when it failed: it is being sent again, so it leaves the box.
    setText((current) => (current.trim() === message.body ? '' : current));
    deliver(message.body, message.clientId).catch(() => {
      setText((current) => (current.trim() ? current : message.body));
    });
  };

  const renderEvent = useCallback((message: ChatMessage) => <MeetingEventLine message={message} conversation={conversation} />, [conversation]);

  return (
    <article className={styles.thread} aria-labelledby={headingId} data-thread-scroller="">
      <ThreadHeader conversation={conversation} headingId={headingId} />
      <div className={styles.meeting}>
        <MeetingPanel conversation={conversation} />
      </div>
      <MessageLog conversation={conversation} pending={pending} onRetry={onRetry} renderEvent={renderEvent} />
      {reason || !counterpart ? (
        <p className={styles.readOnly} role="note">
          {reason}
        </p>
      ) : (
        <Composer company={counterpart.company} value={text} onChange={setText} onSend={onSend} />
      )}
    </article>
  );
}
