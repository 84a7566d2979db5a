import { plannedScreen } from '@/app/planned-screen';

/** /privacy-policy — built by its feature issue; a plain heading until then. */
export const Component = plannedScreen('privacyPolicy');
