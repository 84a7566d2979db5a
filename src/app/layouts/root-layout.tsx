import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { t } from '@/i18n';
import styles from './root-layout.module.css';

/** Scrolls to the top on every route change (specification, section 2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
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
      <Outlet />
    </>
  );
}
