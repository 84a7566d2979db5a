import { plannedScreen } from '@/app/planned-screen';

/** /partner-business-dashboard — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('partnerBusinessDashboard');
