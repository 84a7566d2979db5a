import { plannedScreen } from '@/app/planned-screen';

/** /aboutus — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('aboutUs');
