import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';
import { Field, useField } from './field';
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
  const unitId = `${useId()}-unit`;
  const { field, control } = useField({
    id,
    label,
    hint,
    error,
    required,
    hideLabel,
    className,
    describedBy: ariaDescribedBy,
    invalid: ariaInvalid,
    extraDescribedBy: unit ? unitId : undefined,
  });
  return (
    <Field {...field}>
      <div className={styles.wrapper}>
        <input
          {...rest}
          {...control}
          type="number"
          inputMode={inputMode}
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
