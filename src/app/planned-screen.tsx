import { PageSection, PublicLayout } from '@/components/layout/public-layout';
import { t } from '@/i18n';
import type { RouteTitle } from './route-table';

/** A route whose screen belongs to a later issue: its title, as a plain heading, until then. */
export function plannedScreen(title: RouteTitle) {
  function PlannedScreen() {
    return (
      <PublicLayout title={t.routes[title]}>
        <PageSection heading={t.routes[title]} />
      </PublicLayout>
    );
  }
  PlannedScreen.displayName = `PlannedScreen(${title})`;
  return PlannedScreen;
}
