import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { withTimeout } from '@/lib/lazy';
import { RootLayout } from './layouts/root-layout';
import { appRoutes, type AppRoute } from './route-table';

/**
 * The route tree, declared with `<Routes>` (react-router's declarative mode, see decision 018):
 * every screen is a React.lazy chunk, the root layout holds one Suspense boundary and one error
 * boundary, and navigations run in a transition, so the previous screen stays up while the next
 * one's code loads.
 */
const lazyComponent = (load: () => Promise<{ Component: ComponentType }>): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module.Component })));

/**
 * One lazy component per screen module, made once, so a screen's chunk is fetched at most once; two
 * routes of one module (/messages and /messages/:contractId) share it, so React keeps the screen
 * (and its state) when moving between them.
 */
const screens = new Map<string, LazyExoticComponent<ComponentType>>();
for (const route of appRoutes) if (!screens.has(route.source)) screens.set(route.source, lazyComponent(route.load));

/** Screens that talk to the API: React Query is loaded with them, not with the home page. */
const DataLayout = lazyComponent(() =>
  withTimeout(() => import('./layouts/data-layout')).then((module) => ({ Component: module.DataLayout })),
);
const NotFound = lazyComponent(() =>
  withTimeout(() => import('./not-found')).then((module) => ({ Component: module.NotFound })),
);

const toRoute = (route: AppRoute) => (
  <Route key={route.path} path={route.path} caseSensitive element={createElement(screens.get(route.source)!)} />
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {appRoutes.filter((route) => route.static).map(toRoute)}
        <Route element={<DataLayout />}>{appRoutes.filter((route) => !route.static).map(toRoute)}</Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
