import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@/i18n';
import { cx } from './cx';
import { LanguageSwitch } from './language-switch';
import { NavItemElement, navItemKey, type NavItem } from './nav-item';
import { BrandMark } from './site-header';
import styles from './site-footer.module.css';
import { fill } from '@/lib/format';

export interface FooterLinkGroup {
  /** Column heading, e.g. "Quick Links". */
  title: string;
  links: readonly NavItem[];
}

export interface SiteFooterProps {
  /** Short text under the wordmark. */
  blurb?: ReactNode;
  /** Columns of links. */
  groups?: readonly FooterLinkGroup[];
  /** Links of the bottom row (Privacy Policy, Terms & Conditions). */
  legalLinks?: readonly NavItem[];
  /** Extra block beside the brand (e.g. contact e-mail). */
  contact?: ReactNode;
  /** Year of the copyright line. Default: the current year. */
  year?: number;
  /** Replaces the whole copyright line. */
  copyright?: ReactNode;
  /** Wordmark text. Default "Corridor". */
  brand?: string;
  /** Where the wordmark links to. Default "/". */
  homeTo?: string;
  className?: string;
}

/** The site footer on a navy surface: brand blurb, the language (and digits) switch, link columns, legal links and copyright. */
export function SiteFooter({
  blurb,
  groups = [],
  legalLinks = [],
  contact,
  year,
  copyright,
  brand = t.ui.brandName,
  homeTo = '/',
  className,
}: SiteFooterProps) {
  const baseId = useId();
  const shownYear = year ?? new Date().getFullYear();
  return (
    <footer className={cx(styles.footer, className)} data-surface="inverse">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brandBlock}>
            <Link to={homeTo} className={styles.brand} aria-label={brand === t.ui.brandName ? t.ui.homeLinkLabel : undefined}>
              <BrandMark />
              <span className={styles.wordmark}>{brand}</span>
            </Link>
            {blurb ? <p className={styles.blurb}>{blurb}</p> : null}
            {contact ? <div className={styles.contact}>{contact}</div> : null}
            <LanguageSwitch withDigits tone="inverse" className={styles.language} />
          </div>
          {groups.length > 0 ? (
            <div className={styles.groups}>
              {groups.map((group, groupIndex) => {
                const headingId = `${baseId}-group-${groupIndex}`;
                return (
                  <nav key={group.title} aria-labelledby={headingId} className={styles.group}>
                    <h2 id={headingId} className={styles.groupTitle}>
                      {group.title}
                    </h2>
                    <ul role="list" className={styles.links}>
                      {group.links.map((link, index) => (
                        <li key={navItemKey(link, index)}>
                          <NavItemElement item={link} className={styles.link} plainLink />
                        </li>
                      ))}
                    </ul>
                  </nav>
                );
              })}
            </div>
          ) : null}
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{copyright ?? fill(t.ui.copyright, { year: shownYear, brand })}</p>
          {legalLinks.length > 0 ? (
            <nav aria-label={t.ui.legalNavigation}>
              <ul role="list" className={styles.legal}>
                {legalLinks.map((link, index) => (
                  <li key={navItemKey(link, index)}>
                    <NavItemElement item={link} className={styles.link} plainLink />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
