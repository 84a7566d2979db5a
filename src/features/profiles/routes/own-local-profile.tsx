import { plannedScreen } from '@/app/planned-screen';

/** /LocalBusinessProfile/:id — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('ownLocalProfile');
