import { plannedScreen } from '@/app/planned-screen';

/** /book-demo-business — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('bookDemoBusiness');
