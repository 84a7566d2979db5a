import { AppLayout, RequireSession } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { NotificationsScreen } from '../components/notifications-screen';

/** /notifications (issue 13): every notification of the signed-in user, any category. */
export function Component() {
  return (
    <RequireSession>
      {() => (
        <AppLayout title={t.routes.notifications}>
          <NotificationsScreen />
        </AppLayout>
      )}
    </RequireSession>
  );
}
