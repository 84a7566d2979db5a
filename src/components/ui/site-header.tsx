import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@/i18n';
import { buttonClassName } from './button';
import { cx } from './cx';
import { LanguageSwitch } from './language-switch';
import { NavItemElement, navItemKey, type NavItem } from './nav-item';
import { useScrolled } from './use-scrolled';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  /** Links or buttons of the main navigation (e.g. About Us, Login, Get Started). */
  navItems: readonly NavItem[];
  /** Wordmark text. Default "Corridor". */
  brand?: ReactNode;
  /** Where the wordmark links to. Default "/". */
  homeTo?: string;
  /** Accessible name of the wordmark link. Default "Corridor home" with the default brand. */
  homeLabel?: string;
  /** Accessible name of the navigation landmark. Default "Main". */
  navLabel?: string;
  /** Extra content at the end of the bar, always visible (e.g. an avatar). */
  actions?: ReactNode;
  /** Pixels of scrolling after which the header takes its scrolled style (strictly more). Default 10. */
  scrollThreshold?: number;
  className?: string;
}

/**
 * The site header: wordmark, navigation (inline from 720 px, behind a menu toggle below), the
 * language switch and a scrolled style once the page has scrolled more than 10 px.
 */
export function SiteHeader({
  navItems,
  brand = t.ui.brandName,
  homeTo = '/',
  homeLabel = brand === t.ui.brandName ? t.ui.homeLinkLabel : undefined,
  navLabel = t.ui.mainNavigation,
  actions,
  scrollThreshold = 10,
  className,
}: SiteHeaderProps) {
  const scrolled = useScrolled(scrollThreshold);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  // The phone menu closes when an item is chosen, hiding the focused item: focus moves to the menu
  // button first, so a dialog the item opens (Logout) returns focus there, never to <body>.
  const closeMenu = () => {
    if (menuOpen) toggleRef.current?.focus();
    setMenuOpen(false);
  };

  return (
    <header
      ref={headerRef}
      className={cx(styles.header, scrolled && styles.scrolled, className)}
      data-scrolled={scrolled || undefined}
      data-menu-open={menuOpen || undefined}
    >
      <div className={styles.bar}>
        <Link to={homeTo} className={styles.brand} aria-label={homeLabel}>
          <BrandMark />
          <span className={styles.wordmark}>{brand}</span>
        </Link>

        <nav id={navId} aria-label={navLabel} className={styles.nav}>
          <ul role="list" className={styles.list}>
            {navItems.map((item, index) => (
              <li key={navItemKey(item, index)} className={styles.item}>
                <NavItemElement
                  item={item}
                  onNavigate={closeMenu}
                  className={
                    item.variant && item.variant !== 'link'
                      ? buttonClassName({ variant: item.variant, size: 'md', className: styles.buttonItem })
                      : styles.link
                  }
                />
              </li>
            ))}
          </ul>
        </nav>

        <LanguageSwitch className={styles.language} />

        {actions ? <div className={styles.actions}>{actions}</div> : null}

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={navId}
          aria-label={menuOpen ? t.ui.closeMenu : t.ui.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
    </header>
  );
}

/** The Corridor mark: a gold arc (a corridor between two markets) over a navy tile. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={cx(styles.mark, className)} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--palette-navy-900)" />
      <path d="M8 22c0-6.6 3.6-12 8-12s8 5.4 8 12" fill="none" stroke="var(--palette-sand-300)" strokeWidth="3" strokeLinecap="round" />
      <circle cx="16" cy="22" r="2.2" fill="var(--palette-white)" />
    </svg>
  );
}
