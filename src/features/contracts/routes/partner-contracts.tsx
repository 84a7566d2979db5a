import { plannedScreen } from '@/app/planned-screen';

/** /partner/AllContracts — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('partnerContracts');
