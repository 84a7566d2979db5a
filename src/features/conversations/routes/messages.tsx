import { useParams } from 'react-router-dom';
import { AppLayout, RequireSession } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { MessagesScreen } from '../components/messages-screen';
import { usePollIntervals } from '../hooks/use-poll-interval';

/**
 * /messages and /messages/:contractId (issue 12): both routes load this one module, so moving
 * between conversations keeps the list on screen.
 */
export function Component() {
  const { contractId } = useParams();
  const poll = usePollIntervals();
  return (
    <RequireSession>
      {(session) => (
        <AppLayout title={contractId ? t.routes.messageThread : t.routes.messages}>
          <MessagesScreen contractId={contractId} category={session.user.category} poll={poll} />
        </AppLayout>
      )}
    </RequireSession>
  );
}
