import { AdminOnly, AppLayout } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { InsightsScreen } from '../components/insights-screen';

/** /admin/insights (issue 19): the operators' dashboards. Like every admin page, only a stored admin user sees anything here. */
export function Component() {
  return (
    <AdminOnly>
      {() => (
        <AppLayout title={t.routes.adminInsights}>
          <InsightsScreen />
        </AppLayout>
      )}
    </AdminOnly>
  );
}
