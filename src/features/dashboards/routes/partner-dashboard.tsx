import { plannedScreen } from '@/app/planned-screen';

/** /partner-dashboard — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('partnerDashboard');
