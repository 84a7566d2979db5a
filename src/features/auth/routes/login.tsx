import { plannedScreen } from '@/app/planned-screen';

/** /login — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('login');
