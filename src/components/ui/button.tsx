import { useCallback, useLayoutEffect, useRef, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
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
  /** Shows a spinner, sets aria-busy and disables the button; focus that was on it comes back after. */
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
  ref,
  ...rest
}: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  // The caller's ref and our own, on the same node (a ref callback's cleanup, React 19).
  const attach = useCallback(
    (node: HTMLButtonElement) => {
      own.current = node;
      const detach = setRef(ref, node);
      return () => {
        own.current = null;
        detach();
      };
    },
    [ref],
  );
  useKeepFocusWhileBusy(own, loading);
  return (
    <button
      {...rest}
      ref={attach}
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

/** Gives `node` to a caller's ref of either kind; returns what undoes it. */
function setRef(ref: Ref<HTMLButtonElement> | undefined, node: HTMLButtonElement): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  if (ref) ref.current = node;
  return () => {
    if (ref) ref.current = null;
  };
}

/**
 * A focused button that becomes disabled while busy loses its focus: the browser moves it to the
 * page, so a keyboard user who pressed Enter on "Save" would start again from the top. When the
 * button had focus as it became busy and nothing else has taken focus since, it gets focus back as
 * soon as it is enabled again (an error message or a field the screen focuses itself is left alone).
 */
function useKeepFocusWhileBusy(button: { current: HTMLButtonElement | null }, busy: boolean) {
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const node = button.current;
    if (!node) return;
    if (busy) {
      hadFocus.current = node.ownerDocument.activeElement === node;
      return;
    }
    if (!hadFocus.current) return;
    hadFocus.current = false;
    const active = node.ownerDocument.activeElement;
    if ((active === null || active === node.ownerDocument.body) && node.isConnected && !node.disabled) node.focus({ preventScroll: true });
  }, [button, busy]);
}
