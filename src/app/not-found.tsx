import { PageSection, PublicLayout } from '@/components/layout/public-layout';
import { ButtonLink } from '@/components/ui';
import { t } from '@/i18n';

export function NotFound() {
  return (
    <PublicLayout title={t.common.notFound.title}>
      <PageSection heading={t.common.notFound.title}>
        <p>{t.common.notFound.body}</p>
        <ButtonLink to="/">{t.common.notFound.action}</ButtonLink>
      </PageSection>
    </PublicLayout>
  );
}
