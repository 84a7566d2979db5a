import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import styles from './page-container.module.css';

export interface PageContainerProps extends ComponentPropsWithRef<'div'> {
  /** Element to render. Default `div`; use `main` once per page. */
  as?: 'div' | 'main' | 'section';
  /** narrow 720 px (forms), default 1200 px, wide 1440 px. */
  width?: 'narrow' | 'default' | 'wide';
  /** Vertical padding too (page content), not just the horizontal gutter. */
  padded?: boolean;
}

/** Centres content with a max width and responsive side padding. Other props go to the root element. */
export function PageContainer({ as: Element = 'div', width = 'default', padded = false, className, ...rest }: PageContainerProps) {
  return <Element {...rest} className={cx(styles.container, styles[width], padded && styles.padded, className)} />;
}
