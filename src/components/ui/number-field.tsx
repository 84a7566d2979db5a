import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { Field, useFieldA11y } from './field';
import fieldStyles from './field.module.css';
import styles from './number-field.module.css';

export interface NumberFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  /** Unit shown after the value, e.g. "%" or "K USD" (also read as part of the description). */
  unit?: ReactNode;
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled number input. With react-hook-form use `register('x', { valueAsNumber: true })`.
 */
export function NumberField({
  label,
  hint,
  error,
  required,
  hideLabel,
  unit,
  className,
  inputClassName,
  id,
  inputMode = 'decimal',
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: NumberFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy: ariaDescribedBy });
  const unitId = unit ? `${a11y.controlId}-unit` : undefined;
  const describedBy = [unitId, a11y.describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <Field
      controlId={a11y.controlId}
      label={label}
      hint={hint}
      error={error}
      hintId={a11y.hintId}
      errorId={a11y.errorId}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      <div className={styles.wrapper}>
        <input
          {...rest}
          id={a11y.controlId}
          type="number"
          inputMode={inputMode}
          aria-describedby={describedBy}
          aria-invalid={ariaInvalid ?? (a11y.invalid || undefined)}
          aria-required={required || undefined}
          className={cx(fieldStyles.control, styles.input, inputClassName)}
        />
        {unit ? (
          <span id={unitId} className={styles.unit}>
            {unit}
          </span>
        ) : null}
      </div>
    </Field>
  );
}
