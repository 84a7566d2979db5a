import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { t } from '@/i18n';

/** What a screen test reads of the router: where it is, whether a screen's code is still loading, and a way to move. */
export interface ProbedRouter {
  state: { location: Location; readonly navigation: { readonly state: 'loading' | 'idle' } };
  /** A path, or a step in the history (-1 is Back). */
  navigate: (to: string | number) => Promise<void>;
}

/** True while the root Suspense boundary shows its fallback (a screen's chunk is loading). */
const routeLoading = () =>
  Array.from(document.querySelectorAll('[role="status"]')).some((node) => node.textContent === t.common.loadingPage);

/**
 * A router handle for tests of the declarative `<Routes>` tree: render `<Probe />` inside the
 * MemoryRouter and read `router` as the data router's `state.location` / `navigate` used to be read.
 */
export function createRouterProbe() {
  const router: ProbedRouter = {
    state: {
      location: { pathname: '', search: '', hash: '', state: null, key: '' } as Location,
      navigation: {
        get state() {
          return routeLoading() ? 'loading' : 'idle';
        },
      },
    },
    navigate: () => Promise.reject(new Error('The router has not rendered yet.')),
  };
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      router.state.location = location;
      router.navigate = async (to: string | number) => {
        await (typeof to === 'number' ? navigate(to) : navigate(to));
      };
    }, [location, navigate]);
    return null;
  }
  return { router, Probe };
}
