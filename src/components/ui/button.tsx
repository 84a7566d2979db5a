import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  /** Visual weight. Default `primary`. */
  variant?: ButtonVariant;
  /** Height and padding. Default `md`. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Icon before the label (decorative; give it aria-hidden). */
  iconStart?: ReactNode;
  /** Icon after the label (decorative; give it aria-hidden). */
  iconEnd?: ReactNode;
}

/** Class names shared by Button and ButtonLink. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<ButtonStyleProps, 'variant' | 'size' | 'fullWidth'> & { className?: string | undefined }): string {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
}

export interface ButtonProps extends ButtonStyleProps, ComponentPropsWithRef<'button'> {
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  /** Label shown while loading (e.g. "Processing..."); the normal label stays when omitted. */
  loadingText?: ReactNode;
}

/**
 * The product's button. `type` defaults to "button" so it never submits a form by accident; every
 * other prop of a native `<button>` (`disabled`, `aria-*`, `onClick`…) is passed on to it.
 */
export function Button({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  loading = false,
  loadingText,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth, className })}
    >
      {loading ? <Spinner decorative size={size === 'lg' ? 20 : 16} /> : iconStart}
      {(loading && loadingText) || children ? (
        <span className={styles.label}>{loading && loadingText ? loadingText : children}</span>
      ) : null}
      {!loading && iconEnd}
    </button>
  );
}
