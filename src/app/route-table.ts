import type { ComponentType } from 'react';
import type { Messages } from '@/i18n';
import { withTimeout } from '@/lib/lazy';

export type RouteTitle = keyof Messages['routes'];

interface RouteModule {
  Component: ComponentType;
}

export interface AppRoute {
  path: string;
  title: RouteTitle;
  /** Static pages that read no server data: they load without the data layer (React Query). */
  static?: true;
  /** The screen's module, from the project root (the build links its chunk and styles to prerendered pages). */
  source: string;
  /** Loads the screen's code: every route is its own chunk. */
  load: () => Promise<RouteModule>;
}

/** Every route module, each its own lazy chunk (tests and stories beside them are not routes). */
const screenModules = import.meta.glob<RouteModule>([
  '/src/features/*/routes/*.tsx',
  '!/src/features/*/routes/*.test.tsx',
  '!/src/features/*/routes/*.stories.tsx',
]);

/** A route whose screen is `src/features/<screen>.tsx`, exporting `Component`. */
function route(path: string, title: RouteTitle, screen: string, options: { static?: true } = {}): AppRoute {
  const source = `/src/features/${screen}.tsx`;
  const load = screenModules[source];
  if (!load) throw new Error(`No route module at ${source}`);
  return { path, title, ...options, source, load: () => withTimeout(load) };
}

/**
 * Every route of specification §2, each its own lazy chunk exporting `Component`.
 * Paths are copied exactly (case included).
 */
export const appRoutes: AppRoute[] = [
  route('/', 'home', 'marketing/routes/home', { static: true }),
  route('/aboutus', 'aboutUs', 'marketing/routes/about-us', { static: true }),
  route('/book-a-demo', 'bookADemo', 'marketing/routes/book-a-demo', { static: true }),
  route('/book-demo-business', 'bookDemoBusiness', 'marketing/routes/book-demo-business'),
  route('/privacy-policy', 'privacyPolicy', 'marketing/routes/privacy-policy', { static: true }),
  route('/terms', 'terms', 'marketing/routes/terms', { static: true }),
  route('/login', 'login', 'auth/routes/login'),
  route('/signup', 'signup', 'auth/routes/signup'),
  route('/forgot-password', 'forgotPassword', 'auth/routes/forgot-password'),
  route('/google-success', 'googleSuccess', 'auth/routes/google-success'),
  route('/check-Category', 'checkCategory', 'auth/routes/check-category'),
  route('/complete-business-profile', 'completeBusinessProfile', 'profiles/routes/complete-business-profile'),
  route('/complete-partner-profile', 'completePartnerProfile', 'profiles/routes/complete-partner-profile'),
  route('/complete-investor-profile', 'completeInvestorProfile', 'profiles/routes/complete-investor-profile'),
  route('/partner-business-dashboard', 'partnerBusinessDashboard', 'dashboards/routes/partner-business-dashboard'),
  route('/partner-dashboard', 'partnerDashboard', 'dashboards/routes/partner-dashboard'),
  route('/foreignDashboard', 'foreignDashboard', 'dashboards/routes/foreign-dashboard'),
  route('/investor-dashboard', 'investorDashboard', 'dashboards/routes/investor-dashboard'),
  route('/foreign-business/:id', 'foreignBusinessView', 'dashboards/routes/foreign-business-view'),
  route('/local-business/:id', 'localBusinessView', 'dashboards/routes/local-business-view'),
  route('/investor/:id', 'investorView', 'dashboards/routes/investor-view'),
  route('/LocalBusinessProfile/:id', 'ownLocalProfile', 'profiles/routes/own-local-profile'),
  route('/ForeignBusinessProfile/:id', 'ownForeignProfile', 'profiles/routes/own-foreign-profile'),
  route('/InvestorProfile/:id', 'ownInvestorProfile', 'profiles/routes/own-investor-profile'),
  route('/partner/AllContracts', 'partnerContracts', 'contracts/routes/partner-contracts'),
  route('/foreign/AllContracts', 'foreignContracts', 'contracts/routes/foreign-contracts'),
  route('/investor/AllContracts', 'investorContracts', 'contracts/routes/investor-contracts'),
  route('/contract/:contractId', 'contractDetail', 'contracts/routes/contract-detail'),
  route('/verify', 'verify', 'contracts/routes/verify'),
  route('/adminPanel', 'adminPanel', 'admin/routes/admin-panel'),
  route('/admin/AllContracts', 'adminContracts', 'admin/routes/admin-contracts'),
  route('/admin/insights', 'adminInsights', 'insights/routes/admin-insights'),
  route('/notifications', 'notifications', 'notifications/routes/notifications'),
  route('/notifications/settings', 'notificationSettings', 'notifications/routes/notification-settings'),
  // One module for the inbox and a thread, so the list stays put between them (issue 12).
  route('/messages', 'messages', 'conversations/routes/messages'),
  route('/messages/:contractId', 'messageThread', 'conversations/routes/messages'),
];
