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
  /** Loads the screen's code: every route is its own chunk. */
  load: () => Promise<RouteModule>;
}

/**
 * Every route of the specification, section 2, each its own lazy chunk exporting `Component`.
 * Paths are copied exactly (case included).
 */
export const appRoutes: AppRoute[] = [
  { path: '/', static: true, title: 'home', load: () => withTimeout(() => import('@/features/marketing/routes/home')) },
  { path: '/aboutus', static: true, title: 'aboutUs', load: () => withTimeout(() => import('@/features/marketing/routes/about-us')) },
  { path: '/book-a-demo', static: true, title: 'bookADemo', load: () => withTimeout(() => import('@/features/marketing/routes/book-a-demo')) },
  { path: '/book-demo-business', title: 'bookDemoBusiness', load: () => withTimeout(() => import('@/features/marketing/routes/book-demo-business')) },
  { path: '/privacy-policy', static: true, title: 'privacyPolicy', load: () => withTimeout(() => import('@/features/marketing/routes/privacy-policy')) },
  { path: '/terms', static: true, title: 'terms', load: () => withTimeout(() => import('@/features/marketing/routes/terms')) },
  { path: '/login', title: 'login', load: () => withTimeout(() => import('@/features/auth/routes/login')) },
  { path: '/signup', title: 'signup', load: () => withTimeout(() => import('@/features/auth/routes/signup')) },
  { path: '/forgot-password', title: 'forgotPassword', load: () => withTimeout(() => import('@/features/auth/routes/forgot-password')) },
  { path: '/google-success', title: 'googleSuccess', load: () => withTimeout(() => import('@/features/auth/routes/google-success')) },
  { path: '/check-Category', title: 'checkCategory', load: () => withTimeout(() => import('@/features/auth/routes/check-category')) },
  { path: '/complete-business-profile', title: 'completeBusinessProfile', load: () => withTimeout(() => import('@/features/profiles/routes/complete-business-profile')) },
  { path: '/complete-partner-profile', title: 'completePartnerProfile', load: () => withTimeout(() => import('@/features/profiles/routes/complete-partner-profile')) },
  { path: '/complete-investor-profile', title: 'completeInvestorProfile', load: () => withTimeout(() => import('@/features/profiles/routes/complete-investor-profile')) },
  { path: '/partner-business-dashboard', title: 'partnerBusinessDashboard', load: () => withTimeout(() => import('@/features/dashboards/routes/partner-business-dashboard')) },
  { path: '/partner-dashboard', title: 'partnerDashboard', load: () => withTimeout(() => import('@/features/dashboards/routes/partner-dashboard')) },
  { path: '/foreignDashboard', title: 'foreignDashboard', load: () => withTimeout(() => import('@/features/dashboards/routes/foreign-dashboard')) },
  { path: '/investor-dashboard', title: 'investorDashboard', load: () => withTimeout(() => import('@/features/dashboards/routes/investor-dashboard')) },
  { path: '/foreign-business/:id', title: 'foreignBusinessView', load: () => withTimeout(() => import('@/features/dashboards/routes/foreign-business-view')) },
  { path: '/local-business/:id', title: 'localBusinessView', load: () => withTimeout(() => import('@/features/dashboards/routes/local-business-view')) },
  { path: '/investor/:id', title: 'investorView', load: () => withTimeout(() => import('@/features/dashboards/routes/investor-view')) },
  { path: '/LocalBusinessProfile/:id', title: 'ownLocalProfile', load: () => withTimeout(() => import('@/features/profiles/routes/own-local-profile')) },
  { path: '/ForeignBusinessProfile/:id', title: 'ownForeignProfile', load: () => withTimeout(() => import('@/features/profiles/routes/own-foreign-profile')) },
  { path: '/InvestorProfile/:id', title: 'ownInvestorProfile', load: () => withTimeout(() => import('@/features/profiles/routes/own-investor-profile')) },
  { path: '/partner/AllContracts', title: 'partnerContracts', load: () => withTimeout(() => import('@/features/contracts/routes/partner-contracts')) },
  { path: '/foreign/AllContracts', title: 'foreignContracts', load: () => withTimeout(() => import('@/features/contracts/routes/foreign-contracts')) },
  { path: '/investor/AllContracts', title: 'investorContracts', load: () => withTimeout(() => import('@/features/contracts/routes/investor-contracts')) },
  { path: '/contract/:contractId', title: 'contractDetail', load: () => withTimeout(() => import('@/features/contracts/routes/contract-detail')) },
  { path: '/adminPanel', title: 'adminPanel', load: () => withTimeout(() => import('@/features/admin/routes/admin-panel')) },
  { path: '/admin/AllContracts', title: 'adminContracts', load: () => withTimeout(() => import('@/features/admin/routes/admin-contracts')) },
];
