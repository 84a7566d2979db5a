import { AdminOnly, AppLayout } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { AdminPanelScreen } from '../components/admin-panel-screen';

/** /adminPanel — only a stored admin user sees anything here (specification §2); anyone else gets nothing. */
export function Component() {
  return (
    <AdminOnly>
      {() => (
        <AppLayout title={t.routes.adminPanel}>
          <AdminPanelScreen />
        </AppLayout>
      )}
    </AdminOnly>
  );
}
