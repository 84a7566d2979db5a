import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { Field, useField } from './field';
import fieldStyles from './field.module.css';
import styles from './textarea-field.module.css';

export interface TextareaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  className?: string;
  textareaClassName?: string;
}

/** A labelled multi-line text input. */
export function TextareaField({
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  textareaClassName,
  id,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextareaFieldProps) {
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
  });
  return (
    <Field {...field}>
      <textarea
        {...rest}
        {...control}
        rows={rows}
        className={cx(fieldStyles.control, styles.textarea, textareaClassName)}
      />
    </Field>
  );
}
