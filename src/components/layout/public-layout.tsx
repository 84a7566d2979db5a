import type { ReactNode } from 'react';
import { PageContainer, SiteFooter, SiteHeader, type FooterLinkGroup, type NavItem } from '@/components/ui';
import { t } from '@/i18n';
import styles from './public-layout.module.css';

const nav = t.common.nav;

export const publicNavItems: readonly NavItem[] = [
  { to: '/aboutus', label: nav.aboutUs },
  { to: '/login', label: nav.login },
  { to: '/signup', label: nav.getStarted, variant: 'primary' },
];

export const footerGroups: readonly FooterLinkGroup[] = [
  {
    title: t.common.footer.quickLinks,
    links: [
      { to: '/', label: nav.home, end: true },
      { to: '/aboutus', label: nav.aboutUs },
      { to: '/book-a-demo', label: nav.bookDemo },
      { to: '/login', label: nav.login },
      { to: '/signup', label: nav.getStarted },
    ],
  },
];

export const legalLinks: readonly NavItem[] = [
  { to: '/privacy-policy', label: t.common.footer.privacyPolicy },
  { to: '/terms', label: t.common.footer.terms },
];

/** The page title in the tab: "<title> · Corridor". */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · ${t.common.brand}`}</title>;
}

/** Public pages: the site header, the page in <main>, the footer. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <DocumentTitle title={title} />
      <SiteHeader navItems={publicNavItems} navLabel={nav.main} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter blurb={t.common.tagline} groups={footerGroups} legalLinks={legalLinks} />
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
