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
  /** Loads the screen's code: every route is its own chunk. */
  load: () => Promise<RouteModule>;
}

/** A screen whose issue is still open: a plain heading until it is built. */
const planned = (title: RouteTitle) => () =>
  withTimeout(() => import('./planned-screen')).then((m) => ({ Component: m.plannedScreen(title) }));

/** Every route of the specification, section 2. Paths are copied exactly (case included). */
export const appRoutes: AppRoute[] = [
  // Public and account
  { path: '/', title: 'home', load: planned('home') },
  { path: '/aboutus', title: 'aboutUs', load: planned('aboutUs') },
  { path: '/book-a-demo', title: 'bookADemo', load: planned('bookADemo') },
  { path: '/book-demo-business', title: 'bookDemoBusiness', load: planned('bookDemoBusiness') },
  { path: '/privacy-policy', title: 'privacyPolicy', load: planned('privacyPolicy') },
  { path: '/terms', title: 'terms', load: planned('terms') },
  { path: '/login', title: 'login', load: planned('login') },
  { path: '/signup', title: 'signup', load: planned('signup') },
  { path: '/forgot-password', title: 'forgotPassword', load: planned('forgotPassword') },
  { path: '/google-success', title: 'googleSuccess', load: planned('googleSuccess') },
  { path: '/check-Category', title: 'checkCategory', load: planned('checkCategory') },
  // Profile completion
  { path: '/complete-business-profile', title: 'completeBusinessProfile', load: planned('completeBusinessProfile') },
  { path: '/complete-partner-profile', title: 'completePartnerProfile', load: planned('completePartnerProfile') },
  { path: '/complete-investor-profile', title: 'completeInvestorProfile', load: planned('completeInvestorProfile') },
  { path: '/partner-business-dashboard', title: 'partnerBusinessDashboard', load: planned('partnerBusinessDashboard') },
  // Dashboards
  { path: '/partner-dashboard', title: 'partnerDashboard', load: planned('partnerDashboard') },
  { path: '/foreignDashboard', title: 'foreignDashboard', load: planned('foreignDashboard') },
  { path: '/investor-dashboard', title: 'investorDashboard', load: planned('investorDashboard') },
  // Profile views
  { path: '/foreign-business/:id', title: 'foreignBusinessView', load: planned('foreignBusinessView') },
  { path: '/local-business/:id', title: 'localBusinessView', load: planned('localBusinessView') },
  { path: '/investor/:id', title: 'investorView', load: planned('investorView') },
  { path: '/LocalBusinessProfile/:id', title: 'ownLocalProfile', load: planned('ownLocalProfile') },
  { path: '/ForeignBusinessProfile/:id', title: 'ownForeignProfile', load: planned('ownForeignProfile') },
  { path: '/InvestorProfile/:id', title: 'ownInvestorProfile', load: planned('ownInvestorProfile') },
  // Contracts
  { path: '/partner/AllContracts', title: 'partnerContracts', load: planned('partnerContracts') },
  { path: '/foreign/AllContracts', title: 'foreignContracts', load: planned('foreignContracts') },
  { path: '/investor/AllContracts', title: 'investorContracts', load: planned('investorContracts') },
  { path: '/contract/:contractId', title: 'contractDetail', load: planned('contractDetail') },
  // Admin
  { path: '/adminPanel', title: 'adminPanel', load: planned('adminPanel') },
  { path: '/admin/AllContracts', title: 'adminContracts', load: planned('adminContracts') },
];
