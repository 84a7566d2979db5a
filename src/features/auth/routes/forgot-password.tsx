import { plannedScreen } from '@/app/planned-screen';

/** /forgot-password — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('forgotPassword');
