import { plannedScreen } from '@/app/planned-screen';

/** /signup — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('signup');
