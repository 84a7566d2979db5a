import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { Field, useField, type FieldOwnProps } from './field';
import fieldStyles from './field.module.css';
import styles from './textarea-field.module.css';

export interface TextareaFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'textarea'>, keyof FieldOwnProps> {
  textareaClassName?: string;
}

/** A labelled multi-line text input. Other props go to the native `<textarea>`. */
export function TextareaField({ textareaClassName, rows = 4, ...props }: TextareaFieldProps) {
  const { field, control, rest } = useField(props);
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
