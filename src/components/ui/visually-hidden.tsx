import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** Become visible when focused (skip links). */
  focusable?: boolean;
}

/** Content for screen readers only (uses the global `.visually-hidden` utility). Other props go to the `<span>`. */
export function VisuallyHidden({ focusable = false, className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} className={cx(focusable ? 'visually-hidden-focusable' : 'visually-hidden', className)} />;
}
