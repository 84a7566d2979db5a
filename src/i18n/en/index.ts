import { common } from './common';
import { routes } from './routes';
import { ui } from './ui';

/**
 * The app-wide English catalogue (shell, page titles, design system). Each feature's strings live in
 * `src/i18n/en/<feature>.ts`, imported by that feature's screens only, so they load with its pages
 * and not with the home page. Every user-visible string still has exactly one home.
 */
export const en = { common, routes, ui } as const;
