import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { Field, useFieldA11y } from './field';
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
  const a11y = useFieldA11y({ id, hint, error, describedBy: ariaDescribedBy });
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
      <textarea
        {...rest}
        id={a11y.controlId}
        rows={rows}
        aria-describedby={a11y.describedBy}
        aria-invalid={ariaInvalid ?? (a11y.invalid || undefined)}
        aria-required={required || undefined}
        className={cx(fieldStyles.control, styles.textarea, textareaClassName)}
      />
    </Field>
  );
}
