import { AppLayout, RequireSession } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { NotificationSettingsScreen } from '../components/notification-settings-screen';

/** /notifications/settings (issue 13): what the signed-in user is told, and how. */
export function Component() {
  return (
    <RequireSession>
      {() => (
        <AppLayout title={t.routes.notificationSettings}>
          <NotificationSettingsScreen />
        </AppLayout>
      )}
    </RequireSession>
  );
}
