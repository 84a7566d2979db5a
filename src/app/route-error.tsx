import { useRouteError } from 'react-router-dom';
import { ErrorState, PageContainer } from '@/components/ui';
import { DocumentTitle } from '@/components/layout/public-layout';
import { t } from '@/i18n';

/**
 * Shown instead of a blank page when a screen throws or its code fails to load.
 * Retry reloads the page, which also fetches a fresh build's chunks after a deploy.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn('Route error', error);
  return (
    <main id="main">
      <DocumentTitle title={t.common.routeError.title} />
      <PageContainer padded>
        <ErrorState
          title={t.common.routeError.title}
          message={t.common.routeError.body}
          retryLabel={t.common.routeError.retry}
          onRetry={() => window.location.reload()}
        />
        <p>
          <a href="/">{t.common.routeError.home}</a>
        </p>
      </PageContainer>
    </main>
  );
}
