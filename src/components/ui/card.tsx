import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './card.module.css';

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** `section`/`article` become landmarks/regions named by the title. Default `div`. */
  as?: 'div' | 'section' | 'article';
  /** Heading of the card; names a `section` or `article` card. */
  title?: ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Secondary line under the title. */
  subtitle?: ReactNode;
  /** Elements at the end of the header row (a badge, a menu, a button). */
  actions?: ReactNode;
  /** Row under the content, e.g. the card's link or buttons. */
  footer?: ReactNode;
  /** Inner padding. Default `md`. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /**
   * Highlights the card (border and shadow) while it is hovered or holds the focus: for cards that
   * hold links or buttons. Feature styles may set `--card-gap` and `--card-shadow`.
   */
  interactive?: boolean;
}

/** A white surface with a soft shadow, an optional header and footer. Other props go to the root element. */
export function Card({
  as: Element = 'div',
  title,
  headingLevel = 2,
  subtitle,
  actions,
  footer,
  padding = 'md',
  interactive = false,
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasTitle = title !== undefined && title !== null;
  const labelled = Element !== 'div' && hasTitle && rest['aria-label'] === undefined && rest['aria-labelledby'] === undefined;
  return (
    <Element
      {...rest}
      aria-labelledby={labelled ? titleId : rest['aria-labelledby']}
      className={cx(styles.card, styles[`padding-${padding}`], interactive && styles.interactive, className)}
    >
      {hasTitle || actions ? (
        <div className={styles.header}>
          <div className={styles.headings}>
            {hasTitle ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
