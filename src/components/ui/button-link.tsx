import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonStyleProps } from './button';
import styles from './button.module.css';

type RouterButtonLinkProps = ButtonStyleProps & LinkProps & { href?: never };
type AnchorButtonLinkProps = ButtonStyleProps & ComponentPropsWithRef<'a'> & { href: string; to?: never };

/**
 * A link that looks like a Button. Give it `to` for an in-app route (react-router Link) or
 * `href` for a plain anchor (external pages, downloads, new tabs).
 */
export type ButtonLinkProps = RouterButtonLinkProps | AnchorButtonLinkProps;

/**
 * A link that looks like a Button: `to` for an in-app route (react-router Link), `href` for a plain
 * anchor (external pages, downloads, new tabs; `target="_blank"` gets `rel="noopener noreferrer"`).
 */
export function ButtonLink(props: ButtonLinkProps) {
  if (props.to !== undefined) {
    const { variant, size, fullWidth, iconStart, iconEnd, className, children, ...rest } = props;
    return (
      <Link {...rest} className={buttonClassName({ variant, size, fullWidth, className })}>
        {iconStart}
        <span className={styles.label}>{children}</span>
        {iconEnd}
      </Link>
    );
  }
  const { variant, size, fullWidth, iconStart, iconEnd, className, children, target, rel, ...rest } = props;
  return (
    <a
      {...rest}
      target={target}
      rel={rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)}
      className={buttonClassName({ variant, size, fullWidth, className })}
    >
      {iconStart}
      <span className={styles.label}>{children}</span>
      {iconEnd}
    </a>
  );
}
