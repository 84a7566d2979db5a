import { useId, type Ref } from 'react';
import { cx, FieldError, RequiredMarker } from '@/components/ui';
import { format } from '@/i18n';
import { profiles as profilesText } from '@/i18n/profiles';
import type { Option } from '@/lib/options';
import styles from './checkbox-group-field.module.css';

export interface CheckboxGroupFieldProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  options: readonly Option<string | number>[];
  /** The checked values. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /**
   * Values stored before (e.g. from the other reading of the list): those outside `options` stay
   * selectable, labelled "<value> (Current value)".
   */
  currentValues?: readonly string[];
  /** How to show such a value (its label in the other reading); the value itself when it returns nothing. */
  currentLabel?: (value: string) => string | undefined;
  name?: string;
  disabled?: boolean;
  /** Receives the first checkbox, so a form can focus the group on an error. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled group of checkboxes: a multi-select that works with the keyboard and screen readers. */
export function CheckboxGroupField({
  label,
  hint,
  error,
  required,
  options,
  value,
  onChange,
  onBlur,
  currentValues = [],
  currentLabel,
  name,
  disabled,
  inputRef,
  className,
}: CheckboxGroupFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const known = new Set(options.map((option) => String(option.value)));
  const extras = [...new Set([...currentValues, ...value])].filter((item) => !known.has(item));
  const items = [
    ...extras.map((item) => ({ value: item, label: format(profilesText.choice.currentValue, { value: currentLabel?.(item) || item }) })),
    ...options.map((option) => ({ value: String(option.value), label: option.label })),
  ];
  const checked = new Set(value);

  const toggle = (item: string, on: boolean) => {
    const next = on ? [...value, item] : value.filter((entry) => entry !== item);
    // Keep the order of the list, so the stored text reads the same way every time.
    const order = items.map((entry) => entry.value);
    onChange([...new Set(next)].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  };

  return (
    <fieldset
      className={cx(styles.group, className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      disabled={disabled}
    >
      <legend className={styles.legend}>
        {label}
        {required ? (
          <>
            <RequiredMarker />
            <span className="visually-hidden"> {profilesText.choice.required}</span>
          </>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={cx(styles.options, error && styles.invalid)}>
        {items.map((item, index) => {
          const inputId = `${id}-${index}`;
          return (
            <div key={item.value} className={styles.option}>
              <input
                ref={index === 0 ? inputRef : undefined}
                id={inputId}
                type="checkbox"
                name={name}
                value={item.value}
                checked={checked.has(item.value)}
                onChange={(event) => toggle(item.value, event.target.checked)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className={styles.checkbox}
              />
              <label htmlFor={inputId} className={styles.label}>
                {item.label}
              </label>
            </div>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
