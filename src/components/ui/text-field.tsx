import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { t } from '@/i18n';
import { cx } from './cx';
import { Field, useField, type FieldOwnProps } from './field';
import fieldStyles from './field.module.css';
import styles from './text-field.module.css';

export interface TextFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, 'size' | keyof FieldOwnProps> {
  /** Decorative icon inside the start of the input (e.g. a search glass). */
  startIcon?: ReactNode;
  /** Class of the native input. */
  inputClassName?: string;
}

/** Inputs whose text reads left to right in every language: an e-mail address, a phone number, a web address. */
const leftToRight = new Set(['email', 'tel', 'url']);

/**
 * A labelled text input. `type="password"` adds a show/hide toggle. E-mail, phone and URL inputs are
 * `dir="ltr"` unless told otherwise, so "+971 4 123 4567" keeps its order on an Arabic page. Other
 * props go to the native `<input>` (react-hook-form's `register` included).
 */
export function TextField({ startIcon, inputClassName, type = 'text', ...props }: TextFieldProps) {
  const { controlId, field, control, rest } = useField(props);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const dir = rest.dir ?? (leftToRight.has(type) ? 'ltr' : undefined);
  return (
    <Field {...field}>
      <div className={styles.wrapper}>
        {startIcon ? (
          <span className={styles.startIcon} aria-hidden="true">
            {startIcon}
          </span>
        ) : null}
        <input
          {...rest}
          {...control}
          dir={dir}
          type={isPassword && revealed ? 'text' : type}
          className={cx(
            fieldStyles.control,
            startIcon ? styles.withStartIcon : undefined,
            isPassword && styles.withToggle,
            inputClassName,
          )}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.toggle}
            aria-label={revealed ? t.ui.hidePassword : t.ui.showPassword}
            aria-controls={controlId}
            onClick={() => setRevealed((value) => !value)}
            disabled={rest.disabled}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
    </Field>
  );
}

/** A search box: a text field of type "search" with a magnifying glass at its start. */
export function SearchField(props: Omit<TextFieldProps, 'type' | 'startIcon'>) {
  return <TextField autoComplete="off" {...props} type="search" startIcon={<SearchIcon />} />;
}

/** The magnifying glass of a search box. */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4 4" strokeLinecap="round" />
    </svg>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <path d="M3 3l18 18" strokeLinecap="round" />
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" strokeLinecap="round" />
    </svg>
  );
}
