import { plannedScreen } from '@/app/planned-screen';

/** /complete-investor-profile — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('completeInvestorProfile');
