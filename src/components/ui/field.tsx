import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './field.module.css';

export interface FieldA11yOptions {
  /** Explicit id for the control; generated when omitted. */
  id?: string | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  /** The caller's own aria-describedby, kept and merged. */
  describedBy?: string | undefined;
}

export interface FieldA11y {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Space-separated ids for aria-describedby, or undefined when there is nothing to describe. */
  describedBy: string | undefined;
  invalid: boolean;
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Ids and ARIA wiring shared by every form field. */
export function useFieldA11y({ id, hint, error, describedBy }: FieldA11yOptions): FieldA11y {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: ids || undefined, invalid: errorId !== undefined };
}

/** The props every field component shares: its label and messages, and the control's own ARIA props. */
export interface FieldOwnProps {
  /** Visible label of the control (see `hideLabel`). */
  label: ReactNode;
  /** Help under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is linked by aria-describedby. */
  error?: ReactNode;
  /** Shows "*" and sets aria-required (validation stays with the form, not the browser). */
  required?: boolean | undefined;
  /** Keep the label for screen readers only (e.g. a search box with a visible heading beside it). */
  hideLabel?: boolean | undefined;
  /** Class of the wrapping field. */
  className?: string | undefined;
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
}

/**
 * One field's wiring, from its props: `field` goes to `<Field {...field}>`, `control` onto the native
 * control (id, aria-describedby, aria-invalid, aria-required), `rest` is what the control is given as
 * it came. `describedByFirst` names more ids the control is described by, before the hint and the
 * error (a unit beside a number).
 */
export function useField<P extends FieldOwnProps>(props: P, describedByFirst?: string) {
  const {
    label,
    hint,
    error,
    required,
    hideLabel,
    className,
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...rest
  } = props;
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return {
    controlId: a11y.controlId,
    field: { controlId: a11y.controlId, label, hint, error, hintId: a11y.hintId, errorId: a11y.errorId, required, hideLabel, className },
    control: {
      id: a11y.controlId,
      'aria-describedby': [describedByFirst, a11y.describedBy].filter(Boolean).join(' ') || undefined,
      'aria-invalid': invalid ?? (a11y.invalid || undefined),
      'aria-required': required || undefined,
    },
    rest,
  };
}

export interface FieldProps {
  /** Id of the control the label points at. */
  controlId: string;
  label: ReactNode;
  /** Help under the label; give the control `aria-describedby={hintId}`. */
  hint?: ReactNode;
  /** Error message under the control; give it `aria-describedby={errorId}` and aria-invalid. */
  error?: ReactNode;
  /** Id for the hint (from `useFieldA11y`). */
  hintId?: string | undefined;
  /** Id for the error (from `useFieldA11y`). */
  errorId?: string | undefined;
  /** Shows the "*" marker. The control itself gets aria-required. */
  required?: boolean | undefined;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean | undefined;
  className?: string | undefined;
  /** The control itself, with the id `controlId`. */
  children: ReactNode;
}

/** Label, hint and error message around one form control. */
export function Field({
  controlId,
  label,
  hint,
  error,
  hintId,
  errorId,
  required,
  hideLabel,
  className,
  children,
}: FieldProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={cx(styles.label, hideLabel && 'visually-hidden')}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hasContent(hint) ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {hasContent(error) ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** The "*" shown after the label of a required field (hidden from screen readers: the control says "required"). */
export function RequiredMarker() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  );
}

/** An error message under a control. */
export function FieldError({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.5v4.25" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="8" cy="11.25" r="0.95" fill="#fff" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
