import { plannedScreen } from '@/app/planned-screen';

/** /foreign-business/:id — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('foreignBusinessView');
