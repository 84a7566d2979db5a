import { plannedScreen } from '@/app/planned-screen';

/** /book-a-demo — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('bookADemo');
