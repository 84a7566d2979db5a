import { Component, type ReactNode } from 'react';
import { ErrorState, PageContainer } from '@/components/ui';
import { DocumentTitle } from '@/components/layout/public-layout';
import { t } from '@/i18n';

/**
 * Shown instead of a blank page when a screen throws or its code fails to load.
 * Retry reloads the page, which also fetches a fresh build's chunks after a deploy.
 */
export function RouteError() {
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

interface BoundaryProps {
  /** The page's path: a new page starts without the previous page's error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

/** Catches what a screen throws (or a chunk that fails to load) and shows `RouteError`. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown route error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.warn('Route error', error);
  }

  render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
