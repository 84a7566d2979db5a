import { plannedScreen } from '@/app/planned-screen';

/** /contract/:contractId — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('contractDetail');
