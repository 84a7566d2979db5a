import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui';
import { t } from '@/i18n';
import { releaseEarlyInput } from '@/lib/early-input';
import { RouteErrorBoundary } from '../route-error';
import styles from './root-layout.module.css';

/**
 * Scrolls to the top on every route change (specification §2). Not on the page the visitor loaded:
 * a prerendered page hydrates when the visitor first acts, perhaps after scrolling it (decision
 * 018), and a reload keeps the place the browser restored.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Rendered after the screen, in the same Suspense boundary: its effect runs once the prerendered
 * screen is hydrated, and replays a click the visitor made before that (src/lib/early-input.ts).
 */
function ReleaseEarlyInput() {
  useEffect(() => {
    releaseEarlyInput();
  }, []);
  return null;
}

export function RootLayout() {
  const location = useLocation();
  // The category chooser is reached as //check-Category: collapse repeated leading slashes.
  if (/^\/{2,}/.test(location.pathname)) {
    const path = location.pathname.replace(/^\/+/, '/');
    return <Navigate to={{ ...location, pathname: path }} replace />;
  }
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t.common.skipToContent}
      </a>
      <ScrollToTop />
      <RouteErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<Spinner label={t.common.loadingPage} />}>
          <Outlet />
          <ReleaseEarlyInput />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
