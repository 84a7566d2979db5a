import { plannedScreen } from '@/app/planned-screen';

/** /terms — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('terms');
