import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';
import { Field, useField, type FieldOwnProps } from './field';
import fieldStyles from './field.module.css';
import styles from './number-field.module.css';

export interface NumberFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | keyof FieldOwnProps> {
  /** Unit shown after the value, e.g. "%" or "K USD" (also read as part of the description). */
  unit?: ReactNode;
  inputClassName?: string;
}

/**
 * A labelled number input. With react-hook-form use `register('x', { valueAsNumber: true })`. The
 * number reads left to right on an Arabic page too (`dir="ltr"`, unless told otherwise); its unit
 * stays at the line's end. Other props go to the native `<input type="number">`.
 */
export function NumberField({ unit, inputClassName, inputMode = 'decimal', dir = 'ltr', ...props }: NumberFieldProps) {
  const unitId = `${useId()}-unit`;
  const { field, control, rest } = useField(props, unit ? unitId : undefined);
  return (
    <Field {...field}>
      <div className={styles.wrapper}>
        <input
          {...rest}
          {...control}
          type="number"
          dir={dir}
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
