import { useId } from 'react';
import { ButtonLink, EmptyState, PageContainer } from '@/components/ui';
import { conversations as strings } from '@/i18n/conversations';
import { dashboardPath } from '@/lib/session';
import { useConversations } from '../api/list-conversations';
import { ChatIcon } from './icons';
import { Inbox } from './inbox';
import { Thread } from './thread';
import styles from './messages-screen.module.css';

const copy = strings.page;

export interface MessagesScreenProps {
  /** The conversation open, if any (`/messages/:contractId`). */
  contractId?: string | undefined;
  category: string;
  /** How often the thread and the list ask again while the live channel is down (false while it is open). */
  poll: { thread: number | false; inbox: number | false };
}

/**
 * /messages and /messages/:contractId, one component for both so the list stays put: on a desktop
 * the list on the start side and the thread (or "Choose a conversation") beside it; on a phone the
 * list and the thread are two screens. An admin has no list: conversations belong to the parties.
 */
export function MessagesScreen({ contractId, category, poll }: MessagesScreenProps) {
  const titleId = useId();
  const listId = useId();
  if (category === 'admin') return <AdminMessages contractId={contractId} pollMs={poll.thread} />;
  return (
    <PageContainer width="wide" className={styles.page} data-view={contractId ? 'thread' : 'list'}>
      <div className={styles.intro}>
        <h1 id={titleId} className={styles.title}>
          {copy.title}
        </h1>
        <p className={styles.lead}>{copy.intro}</p>
      </div>
      <div className={styles.panes}>
        <section className={styles.listPane} aria-labelledby={listId}>
          <h2 id={listId} className="visually-hidden">
            {copy.listHeading}
          </h2>
          <InboxPane activeId={contractId} category={category} pollMs={poll.inbox} />
        </section>
        <div className={styles.threadPane}>
          {contractId ? (
            <Thread key={contractId} contractId={contractId} pollMs={poll.thread} />
          ) : (
            <EmptyState
              className={styles.choose}
              icon={<ChatIcon />}
              headingLevel={2}
              title={copy.chooseTitle}
              description={copy.chooseHint}
            />
          )}
        </div>
      </div>
    </PageContainer>
  );
}

function InboxPane({ activeId, category, pollMs }: { activeId: string | undefined; category: string; pollMs: number | false }) {
  const query = useConversations({ refetchInterval: pollMs });
  return <Inbox query={query} activeId={activeId} dashboardPath={dashboardPath(category)} />;
}

/** An admin: no inbox (they are a party to none); a thread opened from a contract, read-only. */
function AdminMessages({ contractId, pollMs }: { contractId: string | undefined; pollMs: number | false }) {
  if (!contractId) {
    return (
      <PageContainer padded width="narrow" className={styles.adminPage}>
        <h1 className={styles.title}>{copy.title}</h1>
        <EmptyState
          icon={<ChatIcon />}
          headingLevel={2}
          title={strings.admin.title}
          description={strings.admin.body}
          action={
            <ButtonLink to="/admin/AllContracts" variant="secondary" size="sm">
              {strings.admin.action}
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer padded className={styles.adminPage}>
      <h1 className={styles.title}>{copy.title}</h1>
      <div className={styles.single}>
        <Thread key={contractId} contractId={contractId} pollMs={pollMs} />
      </div>
    </PageContainer>
  );
}
