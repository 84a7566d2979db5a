import type { NavItem } from '@/components/ui';
import { admin as adminText } from '@/i18n/en/admin';

/** The admin pages add "Admin panel" to the signed-in header (About Us, Contracts, Logout). */
export const adminNav: readonly NavItem[] = [{ to: '/adminPanel', label: adminText.nav.panel, end: true }];
