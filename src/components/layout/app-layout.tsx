import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { SiteFooter, SiteHeader, type NavItem } from '@/components/ui';
import { t } from '@/i18n';
import { isPartyKind } from '@/lib/party-kinds';
import { contractsPath, useSession, type Session } from '@/lib/session';
import { NotificationBell } from '../notifications/notification-bell';
import { LogoutDialog } from './logout-dialog';
import { MessagesLink } from './messages-link';
import { DocumentTitle, footerGroups, legalLinks, PageSection, PublicLayout } from './public-layout';
import styles from './public-layout.module.css';

/**
 * Signed-in pages: header with About Us, the user's Contracts list and Logout (with its
 * confirmation), the Messages link (a party's, issue 12) and the notification bell, the page in <main>, the footer. An admin's header keeps "Admin panel" on every
 * signed-in page, the /complete-* pages the Add New menu leads to included (issue 24).
 */
export function AppLayout({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const nav = t.common.nav;
  const isParty = isPartyKind(session?.user.category);
  const items: NavItem[] = [
    { to: '/aboutus', label: nav.aboutUs },
    ...(session?.user.category === 'admin'
      ? [
          { to: '/adminPanel', label: nav.adminPanel, end: true },
          { to: '/admin/insights', label: nav.insights },
        ]
      : []),
    ...(session ? [{ to: contractsPath(session.user.category), label: nav.contracts }] : []),
    { id: 'logout', label: nav.logout, onClick: () => setConfirmingLogout(true), variant: 'secondary' },
  ];
  return (
    <div className={styles.page}>
      <DocumentTitle title={title} />
      <SiteHeader navItems={items} navLabel={nav.main} homeTo="/" actions={
          session ? (
            <>
              {isParty ? <MessagesLink /> : null}
              <NotificationBell />
            </>
          ) : undefined
        } />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter blurb={t.common.tagline} groups={footerGroups} legalLinks={legalLinks} />
      <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </div>
  );
}

/** 'User not authenticated', for signed-in pages opened without a stored user and token. */
export function NotAuthenticated() {
  return (
    <PublicLayout title={t.common.notAuthenticated.title}>
      <PageSection heading={t.common.notAuthenticated.title}>
        <p>{t.common.notAuthenticated.body}</p>
        <Link to="/login">{t.common.notAuthenticated.action}</Link>
      </PageSection>
    </PublicLayout>
  );
}

/** Renders its children with the session, or 'User not authenticated' without one. */
export function RequireSession({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSession();
  return session ? <>{children(session)}</> : <NotAuthenticated />;
}

/**
 * A page of one category (a dashboard, a contracts list): a signed-in user of another category is
 * sent to the same page of their own (`ownPath`), where the data is theirs, instead of a page whose
 * calls would all be refused.
 */
export function RequireCategory({
  category,
  ownPath,
  children,
}: {
  category: string;
  ownPath: (category: string) => string;
  children: (session: Session) => ReactNode;
}) {
  return (
    <RequireSession>
      {(session) => (session.user.category === category ? children(session) : <Navigate to={ownPath(session.user.category)} replace />)}
    </RequireSession>
  );
}

/** Admin pages render only for a stored admin user; for anyone else nothing is rendered (specification §2). */
export function AdminOnly({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSession();
  return session?.user.category === 'admin' ? <>{children(session)}</> : null;
}
