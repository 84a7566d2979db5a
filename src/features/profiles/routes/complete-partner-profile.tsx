import { plannedScreen } from '@/app/planned-screen';

/** /complete-partner-profile — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('completePartnerProfile');
