import { AdminOnly, AppLayout } from '@/components/layout/app-layout';
import { t } from '@/i18n';
import { AdminContractsScreen } from '../components/admin-contracts-screen';

/** /admin/AllContracts — only a stored admin user sees anything here (specification §2); anyone else gets nothing. */
export function Component() {
  return (
    <AdminOnly>
      {() => (
        <AppLayout title={t.routes.adminContracts}>
          <AdminContractsScreen />
        </AppLayout>
      )}
    </AdminOnly>
  );
}
