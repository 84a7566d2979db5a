import { plannedScreen } from '@/app/planned-screen';

/** /InvestorProfile/:id — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('ownInvestorProfile');
