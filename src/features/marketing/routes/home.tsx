import { plannedScreen } from '@/app/planned-screen';

/** / — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('home');
