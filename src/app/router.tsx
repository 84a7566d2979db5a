import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '@/components/ui';
import { t } from '@/i18n';
import { withTimeout } from '@/lib/lazy';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
import { appRoutes, type AppRoute } from './route-table';

const toRouteObject = (route: AppRoute): RouteObject => ({
  path: route.path,
  caseSensitive: true,
  errorElement: <RouteError />,
  lazy: route.load,
});

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner label={t.common.loadingPage} />,
    children: [
      ...appRoutes.filter((route) => route.static).map(toRouteObject),
      {
        // Screens that talk to the API: React Query is loaded with them, not with the home page.
        lazy: () => withTimeout(() => import('./layouts/data-layout')).then((m) => ({ Component: m.DataLayout })),
        children: appRoutes.filter((route) => !route.static).map(toRouteObject),
      },
      {
        path: '*',
        lazy: () => withTimeout(() => import('./not-found')).then((m) => ({ Component: m.NotFound })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
