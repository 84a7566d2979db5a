import type { ReactNode } from 'react';
import { AppLayout } from '@/components/layout/app-layout';
import { PageContainer } from '@/components/ui';
import { format } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import type { Session } from '@/lib/session';
import styles from './dashboard-frame.module.css';

export interface DashboardFrameProps {
  title: string;
  intro: string;
  session: Session;
  /** The profile card. */
  profile: ReactNode;
  /** The upcoming meetings and the match lists. */
  children: ReactNode;
}

/** A dashboard page: the signed-in header and footer, the title, the profile card beside the match lists. */
export function DashboardFrame({ title, intro, session, profile, children }: DashboardFrameProps) {
  const name = session.user.name?.trim();
  return (
    <AppLayout title={title}>
      <div className={styles.hero}>
        <PageContainer className={styles.heroInner}>
          {name ? <p className={styles.welcome}>{format(dashboardsText.welcome, { name })}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro}</p>
        </PageContainer>
      </div>
      <PageContainer className={styles.body}>
        <aside className={styles.aside}>{profile}</aside>
        <div className={styles.lists}>{children}</div>
      </PageContainer>
    </AppLayout>
  );
}
