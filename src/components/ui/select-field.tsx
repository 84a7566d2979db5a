import type { ComponentPropsWithRef } from 'react';
import { t } from '@/i18n';
import { cx } from './cx';
import { Field, useField, type FieldOwnProps } from './field';
import fieldStyles from './field.module.css';
import styles from './select-field.module.css';
import { fill } from '@/lib/format';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple' | keyof FieldOwnProps> {
  /** The choices, in order (value sent, label shown). */
  options: readonly SelectOption[];
  /** First, empty option (value ""), e.g. "Select an industry". */
  placeholder?: string;
  /**
   * The stored value when the select is registered uncontrolled (react-hook-form `register`)
   * and neither `value` nor `defaultValue` is passed. Like those, a value outside `options`
   * is kept as an extra option labelled "<value> (Current value)".
   */
  currentValue?: string | null | undefined;
  /**
   * How to show a stored value that is outside `options` (say, a code from another reading of the
   * list: "100k-250k" shown as "$100,000 – $250,000"); the value itself when it returns nothing.
   */
  currentLabel?: (value: string) => string | undefined;
  selectClassName?: string;
}

function asSingleValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * A labelled native select. A stored value that is not among `options` stays selectable as an
 * extra option with a "Current value" note, so editing a record never silently changes it. Other
 * props go to the native `<select>`.
 */
export function SelectField({ options, placeholder, currentValue, currentLabel, selectClassName, value, defaultValue, ...props }: SelectFieldProps) {
  const { field, control, rest } = useField(props);
  const stored = asSingleValue(value) ?? asSingleValue(defaultValue) ?? currentValue ?? undefined;
  const isExtra = stored !== undefined && stored !== '' && !options.some((option) => option.value === stored);
  return (
    <Field {...field}>
      <div className={styles.wrapper}>
        <select
          {...rest}
          {...control}
          {...(value !== undefined ? { value } : {})}
          {...(defaultValue !== undefined ? { defaultValue } : {})}
          className={cx(fieldStyles.control, styles.select, selectClassName)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {isExtra ? (
            <option value={stored}>{fill(t.ui.currentValueOption, { value: currentLabel?.(stored) || stored })}</option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </Field>
  );
}
