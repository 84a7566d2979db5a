import { DashboardPage } from '../components/dashboard-page';

/** /foreignDashboard: 'Global Expansion Dashboard' — profile card, local partner and investor matches. */
export function Component() {
  return <DashboardPage kind="foreign" />;
}
