import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/i18n';
import { cx } from './cx';
import styles from './modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  /** Whether the modal is shown. Closed modals render nothing. */
  open: boolean;
  /** Called on Escape, on the close button and on a backdrop click. */
  onClose: () => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Short text under the title, used as the dialog's accessible description. */
  description?: ReactNode;
  /** The body: a form, a message, a document. */
  children?: ReactNode;
  /** Actions row at the bottom (buttons). */
  footer?: ReactNode;
  /** Max width: sm 400 px, md 560 px (default), lg 760 px. */
  size?: ModalSize;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible label of the × button. Default "Close". */
  closeLabel?: string;
  /** No × button (Escape and the footer's buttons still close it). */
  hideCloseButton?: boolean;
  /** Close when the backdrop is clicked. Default true. */
  closeOnBackdropClick?: boolean;
  /** Element to focus when the modal opens. Default: an element with `data-autofocus`, else the
   * first focusable element of the body, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** Open modals, innermost last: only the top one reacts to Escape and traps Tab. */
const modalStack: HTMLElement[] = [];

let scrollLocks = 0;
let previousBodyStyle = { overflow: '', paddingInlineEnd: '' };

function lockBodyScroll() {
  if (scrollLocks === 0) {
    const { body, documentElement } = document;
    previousBodyStyle = { overflow: body.style.overflow, paddingInlineEnd: body.style.paddingInlineEnd };
    // Keep the page from shifting sideways when its scrollbar disappears (no layout in jsdom).
    const scrollbar = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
    if (scrollbar > 0) {
      const current = Number.parseFloat(window.getComputedStyle(body).paddingInlineEnd) || 0;
      body.style.paddingInlineEnd = `${current + scrollbar}px`;
    }
    body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
}

function unlockBodyScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks === 0) {
    document.body.style.overflow = previousBodyStyle.overflow;
    document.body.style.paddingInlineEnd = previousBodyStyle.paddingInlineEnd;
  }
}

/**
 * An accessible modal dialog (a `div role="dialog"`, not native `<dialog>`, so it behaves the
 * same in jsdom and browsers): labelled by its title, traps Tab/Shift+Tab, closes on Escape,
 * locks body scrolling and returns focus to the element that opened it.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  closeLabel = t.ui.close,
  hideCloseButton = false,
  closeOnBackdropClick = true,
  initialFocusRef,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const backdropPressRef = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const hasDescription = description !== undefined && description !== null && description !== false;

  const requestClose = useEffectEvent(() => onClose());
  const focusInitial = useEffectEvent((dialog: HTMLElement) => {
    const explicit = initialFocusRef?.current;
    const marked = dialog.querySelector<HTMLElement>('[data-autofocus]');
    const firstInBody = bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined;
    (explicit ?? marked ?? firstInBody ?? dialog).focus();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    modalStack.push(dialog);
    lockBodyScroll();
    focusInitial(dialog);

    const isTop = () => modalStack[modalStack.length - 1] === dialog;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const outside = !(active instanceof Node) || !dialog.contains(active);
      if (event.shiftKey && (active === first || active === dialog || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };

    // Focus that lands outside (e.g. a click on the page behind a nested layer) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop()) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        (focusableIn(dialog)[0] ?? dialog).focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = modalStack.lastIndexOf(dialog);
      if (index !== -1) modalStack.splice(index, 1);
      unlockBodyScroll();
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    backdropPressRef.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const pressedOnBackdrop = backdropPressRef.current;
    backdropPressRef.current = false;
    if (closeOnBackdropClick && pressedOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return (
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hasDescription ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <div ref={bodyRef} className={styles.body}>
          {hasDescription ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
