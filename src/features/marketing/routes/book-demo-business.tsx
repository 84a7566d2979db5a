import { PublicLayout } from '@/components/layout/public-layout';
import { PageContainer } from '@/components/ui';
import { t } from '@/i18n';
import { marketing as marketingText } from '@/i18n/marketing';
import { DemoRequestForm } from '../components/demo-request-form';
import { Icon } from '../components/icons';
import styles from './book-demo-business.module.css';

const copy = marketingText.demoForm;

/** /book-demo-business — the Book a Demo form for business owners. */
export function Component() {
  return (
    <PublicLayout title={t.routes.bookDemoBusiness}>
      <PageContainer as="section" aria-labelledby="book-demo-title" className={styles.page}>
        <div className={styles.header}>
          <h1 id="book-demo-title" className={styles.title}>
            {t.routes.bookDemoBusiness}
          </h1>
          <p className={styles.intro}>{copy.intro}</p>
        </div>
        <div className={styles.layout}>
          <div className={styles.formCard}>
            <DemoRequestForm />
          </div>
          <aside aria-labelledby="book-demo-aside" className={styles.aside} data-surface="inverse">
            <h2 id="book-demo-aside" className={styles.asideTitle}>
              {copy.asideTitle}
            </h2>
            <ul role="list" className={styles.points}>
              {copy.asidePoints.map((point) => (
                <li key={point}>
                  <Icon name="check" className={styles.pointIcon} />
                  {point}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </PageContainer>
    </PublicLayout>
  );
}
