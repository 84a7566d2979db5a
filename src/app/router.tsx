import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '@/components/ui';
import { t } from '@/i18n';
import { withTimeout } from '@/lib/lazy';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
import { appRoutes } from './route-table';

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner label={t.common.loadingPage} />,
    children: [
      ...appRoutes.map(
        (route): RouteObject => ({
          path: route.path,
          caseSensitive: true,
          errorElement: <RouteError />,
          lazy: route.load,
        }),
      ),
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
