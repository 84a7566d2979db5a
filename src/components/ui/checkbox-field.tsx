import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { FieldError, RequiredMarker, useFieldA11y } from './field';
import styles from './checkbox-field.module.css';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Text beside the box; may contain links (e.g. to the Terms). */
  label: ReactNode;
  /** Help under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is linked by aria-describedby. */
  error?: ReactNode;
  /** Shows "*" and sets aria-required. */
  required?: boolean;
  className?: string;
}

/** A checkbox with its label on the inline-end side. Other props go to the native `<input type="checkbox">`. */
export function CheckboxField({
  label,
  hint,
  error,
  required,
  className,
  id,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: CheckboxFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy: ariaDescribedBy });
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.row}>
        <input
          {...rest}
          id={a11y.controlId}
          type="checkbox"
          aria-describedby={a11y.describedBy}
          aria-invalid={ariaInvalid ?? (a11y.invalid || undefined)}
          aria-required={required || undefined}
          className={styles.checkbox}
        />
        <label htmlFor={a11y.controlId} className={styles.label}>
          {label}
          {required ? <RequiredMarker /> : null}
        </label>
      </div>
      {a11y.hintId ? (
        <p id={a11y.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {a11y.errorId ? (
        <div className={styles.error}>
          <FieldError id={a11y.errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
}
