import { plannedScreen } from '@/app/planned-screen';

/** /adminPanel — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('adminPanel');
