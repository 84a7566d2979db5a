import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

/** A navigation entry: an in-app route (`to`), a plain URL (`href`) or an action (`onClick`). */
export interface NavItem {
  /** Stable key; defaults to `to`/`href`/position. */
  id?: string;
  label: ReactNode;
  /** In-app route (react-router); gets aria-current="page" when active. */
  to?: string;
  /** Match `to` exactly (no child routes). */
  end?: boolean;
  /** Plain URL (external page, new tab). */
  href?: string;
  target?: string;
  /** Action button instead of a link (e.g. Logout). */
  onClick?: () => void;
  /** Show as a text link (default) or as a primary/secondary button. */
  variant?: 'link' | 'primary' | 'secondary';
}

export function navItemKey(item: NavItem, index: number): string {
  return item.id ?? item.to ?? item.href ?? String(index);
}

/** Renders one NavItem as NavLink, anchor or button with the given class. */
export function NavItemElement({
  item,
  className,
  onNavigate,
  plainLink = false,
}: {
  item: NavItem;
  className?: string | undefined;
  /** Called after the item is activated (e.g. to close a mobile menu). */
  onNavigate?: (() => void) | undefined;
  /** Use Link without active-state tracking. */
  plainLink?: boolean;
}): ReactNode {
  if (item.to !== undefined) {
    return plainLink ? (
      <Link to={item.to} className={className} onClick={onNavigate}>
        {item.label}
      </Link>
    ) : (
      <NavLink to={item.to} end={item.end} className={className} onClick={onNavigate}>
        {item.label}
      </NavLink>
    );
  }
  if (item.href !== undefined) {
    return (
      <a
        href={item.href}
        target={item.target}
        rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
        className={className}
        onClick={onNavigate}
      >
        {item.label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        item.onClick?.();
        onNavigate?.();
      }}
    >
      {item.label}
    </button>
  );
}
