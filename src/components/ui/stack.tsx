import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cx } from './cx';
import styles from './stack.module.css';

export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Element to render. Default `div`. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'nav';
  /** `column` (default) or `row`. */
  direction?: 'column' | 'row';
  /** Gap as a step of the spacing scale (--space-N). Default 4 (16 px). */
  gap?: SpaceStep;
  /** Cross-axis alignment of the children (align-items). */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution of the children (justify-content). */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Let rows wrap onto new lines. */
  wrap?: boolean;
}

const alignMap = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' } as const;
const justifyMap = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

/**
 * Flex layout with a gap from the spacing scale: vertical stacks and wrapping button rows. Other
 * props go to the root element.
 */
export function Stack({
  as = 'div',
  direction = 'column',
  gap = 4,
  align,
  justify,
  wrap = false,
  className,
  style,
  ...rest
}: StackProps) {
  const stackStyle = {
    '--stack-gap': `var(--space-${gap})`,
    ...(align ? { alignItems: alignMap[align] } : {}),
    ...(justify ? { justifyContent: justifyMap[justify] } : {}),
    ...style,
  } as CSSProperties;
  // One prop type for every allowed tag keeps the API small; the tags share all used attributes.
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      className={cx(styles.stack, direction === 'row' && styles.row, wrap && styles.wrap, className)}
      style={stackStyle}
    />
  );
}
