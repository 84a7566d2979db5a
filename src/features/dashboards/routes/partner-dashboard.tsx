import { DashboardPage } from '../components/dashboard-page';

/** /partner-dashboard (and /partner-business-dashboard after sign-up): profile card, matched foreign businesses and investors. */
export function Component() {
  return <DashboardPage kind="local" />;
}
