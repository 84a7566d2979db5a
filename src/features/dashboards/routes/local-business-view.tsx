import { plannedScreen } from '@/app/planned-screen';

/** /local-business/:id — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('localBusinessView');
