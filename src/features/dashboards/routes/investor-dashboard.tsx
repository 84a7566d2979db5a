import { DashboardPage } from '../components/dashboard-page';

/** /investor-dashboard: 'Investor Dashboard' — profile card, matched foreign businesses and local partners. */
export function Component() {
  return <DashboardPage kind="investor" />;
}
