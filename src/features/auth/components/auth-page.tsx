import { useId, type ReactNode } from 'react';
import { PublicLayout } from '@/components/layout/public-layout';
import { cx, PageContainer } from '@/components/ui';
import styles from './auth-page.module.css';

export interface AuthPageProps {
  /** The page's h1 and document title (its `t.routes.*` title). */
  title: string;
  /** A short line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** A second column on wide screens, under the card on phones (the demo accounts). */
  aside?: ReactNode;
  /** Links under the form ("Remembered your password? Sign in"). */
  footer?: ReactNode;
}

/** The public frame of the account screens: header, one centred card with the page heading, footer. */
export function AuthPage({ title, intro, children, aside, footer }: AuthPageProps) {
  const headingId = useId();
  return (
    <PublicLayout title={title}>
      <PageContainer as="section" padded aria-labelledby={headingId} className={styles.section}>
        <div className={cx(styles.layout, aside ? styles.withAside : undefined)}>
          <div className={styles.card}>
            <div className={styles.header}>
              <h1 id={headingId} className={styles.title}>
                {title}
              </h1>
              {intro ? <p className={styles.intro}>{intro}</p> : null}
            </div>
            {children}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </div>
          {aside ? <div className={styles.aside}>{aside}</div> : null}
        </div>
      </PageContainer>
    </PublicLayout>
  );
}
