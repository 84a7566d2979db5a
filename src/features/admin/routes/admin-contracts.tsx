import { plannedScreen } from '@/app/planned-screen';

/** /admin/AllContracts — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('adminContracts');
