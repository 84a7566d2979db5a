import { common } from './common';
import { routes } from './routes';
import { ui } from './ui';

/** The English catalogue: every user-visible string has one home here. */
export const en = { common, routes, ui } as const;
