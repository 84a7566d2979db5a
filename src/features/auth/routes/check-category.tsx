import { plannedScreen } from '@/app/planned-screen';

/** /check-Category — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('checkCategory');
