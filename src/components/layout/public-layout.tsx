import type { ReactNode } from 'react';
import { PageContainer, SiteFooter, SiteHeader, type FooterLinkGroup, type NavItem } from '@/components/ui';
import { t } from '@/i18n';
import { pathAfterLogin, useSession, type Session } from '@/lib/session';
import styles from './public-layout.module.css';

const nav = t.common.nav;

/*
 * The labels are getters: these lists are made once, and a language switch rewrites the catalogue
 * (decision 029), so each render must read the label anew rather than keep the first language's.
 */
export const publicNavItems: readonly NavItem[] = [
  { to: '/aboutus', get label() { return nav.aboutUs; } },
  { to: '/login', get label() { return nav.login; } },
  { to: '/signup', get label() { return nav.getStarted; }, variant: 'primary' },
];

export const footerGroups: readonly FooterLinkGroup[] = [
  {
    get title() { return t.common.footer.quickLinks; },
    links: [
      { to: '/', get label() { return nav.home; }, end: true },
      { to: '/aboutus', get label() { return nav.aboutUs; } },
      { to: '/book-a-demo', get label() { return nav.bookDemo; } },
      { to: '/login', get label() { return nav.login; } },
      { to: '/signup', get label() { return nav.getStarted; } },
    ],
  },
];

export const legalLinks: readonly NavItem[] = [
  { to: '/privacy-policy', get label() { return t.common.footer.privacyPolicy; } },
  { to: '/terms', get label() { return t.common.footer.terms; } },
];

/** Where a signed-in user's own link goes, and what it says: dashboard, admin panel or profile form. */
export function ownPlace(user: Session['user']): NavItem {
  const to = pathAfterLogin(user.category, user.hasCompletedProfile);
  const label = user.category === 'admin' ? nav.adminPanel : user.hasCompletedProfile ? nav.myDashboard : nav.completeProfile;
  return { to, label };
}

/** A signed-in user sees a way back to their own place instead of Login and Get Started. */
function navItemsFor(session: Session | null): readonly NavItem[] {
  if (!session) return publicNavItems;
  return [publicNavItems[0]!, { ...ownPlace(session.user), variant: 'primary' }];
}

function footerGroupsFor(session: Session | null): readonly FooterLinkGroup[] {
  if (!session) return footerGroups;
  const own = ownPlace(session.user);
  return footerGroups.map((group) => ({
    ...group,
    links: [...group.links.filter((link) => link.to !== '/login' && link.to !== '/signup'), own],
  }));
}

/** The page title in the tab: "<title> · Corridor". */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · ${t.common.brand}`}</title>;
}

/** Public pages: the site header, the page in <main>, the footer. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  return (
    <div className={styles.page}>
      <DocumentTitle title={title} />
      <SiteHeader navItems={navItemsFor(session)} navLabel={nav.main} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter blurb={t.common.tagline} groups={footerGroupsFor(session)} legalLinks={legalLinks} />
    </div>
  );
}

/** A simple centred page body with its heading. */
export function PageSection({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <PageContainer as="section" padded aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {heading}
      </h1>
      {children}
    </PageContainer>
  );
}
