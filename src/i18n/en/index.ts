import { admin } from './admin';
import { auth } from './auth';
import { common } from './common';
import { contracts } from './contracts';
import { dashboards } from './dashboards';
import { marketing } from './marketing';
import { profiles } from './profiles';
import { routes } from './routes';
import { ui } from './ui';

/** The English catalogue: every user-visible string has one home here, one module per feature. */
export const en = { common, routes, ui, marketing, auth, profiles, dashboards, contracts, admin } as const;
