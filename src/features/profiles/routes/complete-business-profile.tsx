import { plannedScreen } from '@/app/planned-screen';

/** /complete-business-profile — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('completeBusinessProfile');
