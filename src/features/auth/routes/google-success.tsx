import { plannedScreen } from '@/app/planned-screen';

/** /google-success — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('googleSuccess');
