import { plannedScreen } from '@/app/planned-screen';

/** /foreign/AllContracts — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('foreignContracts');
