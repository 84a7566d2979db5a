import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { t } from '@/i18n';
import { cx } from './cx';
import { FieldError } from './field';
import styles from './code-input.module.css';
import { fill, formatNumber } from '@/lib/format';

export interface CodeInputProps {
  /** Number of boxes. Default 6. */
  length?: number;
  /** Controlled code (digits only). Omit for an uncontrolled input. */
  value?: string;
  /** Initial code of an uncontrolled input. */
  defaultValue?: string;
  /** Every change, with the digits typed so far joined ("12" while two boxes are filled). */
  onChange?: (code: string) => void;
  /** Called when every box holds a digit. */
  onComplete?: (code: string) => void;
  /** Name of the group (e.g. "Verification code"). Default from ui strings. */
  label?: ReactNode;
  /** Keep the group label for screen readers only. */
  hideLabel?: boolean;
  /** Help under the label (where the code was sent), linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message ("Invalid verification code"): marks every box invalid and describes them. */
  error?: ReactNode;
  /** Disables every box. */
  disabled?: boolean;
  /** Focus the first box on mount. */
  autoFocus?: boolean;
  /** Adds a hidden input with this name carrying the joined code (for native form posts). */
  name?: string;
  className?: string;
}

const DIGIT = /^\d$/;

/**
 * Arabic-Indic (٠–٩) and Persian (۰–۹) digits as the Latin ones the code is made of: a reader on an
 * Arabic keyboard types the same code.
 */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

function toDigits(code: string, length: number): string[] {
  const digits = latinDigits(code).replace(/\D/g, '').slice(0, length).split('');
  return Array.from({ length }, (_, index) => digits[index] ?? '');
}

/**
 * One-time-code entry: one digit per box, digits only. Typing advances, Backspace on an empty box
 * clears the previous one and moves there, arrows move, and pasting a full code into any box fills
 * them all.
 */
export function CodeInput({
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  label = t.ui.codeGroupLabel,
  hideLabel = false,
  hint,
  error,
  disabled = false,
  autoFocus = false,
  name,
  className,
}: CodeInputProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  const [digits, setDigits] = useState(() => toDigits(value ?? defaultValue, length));
  // Follow a controlled value set from outside (e.g. the parent clears the code), keeping gaps
  // the user left when the value is just the echo of our own onChange.
  const [seenValue, setSeenValue] = useState(value);
  const [seenLength, setSeenLength] = useState(length);
  if (value !== seenValue || length !== seenLength) {
    setSeenValue(value);
    setSeenLength(length);
    if (length !== seenLength || (value !== undefined && value !== digits.join(''))) {
      setDigits(toDigits(value ?? digits.join(''), length));
    }
  }

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[], focusIndex?: number) => {
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (next.every((digit) => digit !== '')) onComplete?.(code);
    if (focusIndex !== undefined) focusBox(focusIndex);
  };

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    commit(next, digit && index < length - 1 ? index + 1 : index);
  };

  /** Spread several digits from `start` (a full-length code always starts at the first box). */
  const distribute = (start: number, found: string) => {
    const from = found.length >= length ? 0 : start;
    const next = [...digits];
    const chunk = found.slice(0, length - from).split('');
    chunk.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    const lastFilled = from + chunk.length - 1;
    const firstEmptyAfter = next.findIndex((digit, index) => index > lastFilled && digit === '');
    commit(next, firstEmptyAfter === -1 ? Math.min(lastFilled + 1, length - 1) : firstEmptyAfter);
  };

  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw === '') {
      setDigit(index, '');
      return;
    }
    const found = latinDigits(raw).replace(/\D/g, '');
    if (found === '') return; // non-digits are ignored
    if (found.length === 1) {
      setDigit(index, found);
    } else if (found.length === 2 && digits[index]) {
      // Typed into a filled box whose text was not selected: keep the new digit.
      const previous = digits[index];
      setDigit(index, found[0] === previous ? (found[1] ?? previous) : (found[0] ?? previous));
    } else {
      distribute(index, found); // autofill or a paste without a paste event
    }
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (digits[index]) {
          setDigit(index, '');
        } else if (index > 0) {
          const next = [...digits];
          next[index - 1] = '';
          commit(next, index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        if (digits[index]) {
          const next = [...digits];
          next[index] = '';
          commit(next);
        }
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        return;
      default:
        if (DIGIT.test(latinDigits(event.key))) {
          event.preventDefault();
          setDigit(index, latinDigits(event.key));
        } else if (event.key.length === 1) {
          event.preventDefault(); // a printable non-digit
        }
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const found = latinDigits(event.clipboardData.getData('text')).replace(/\D/g, '');
    if (found) distribute(index, found);
  };

  return (
    <div className={cx(styles.codeInput, className)}>
      <div id={labelId} className={cx(styles.label, hideLabel && 'visually-hidden')}>
        {label}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div
        role="group"
        aria-labelledby={labelId}
        dir="ltr"
        className={styles.boxes}
        style={{ '--code-length': length } as CSSProperties}
      >
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus && index === 0}
            aria-label={fill(t.ui.codeDigitLabel, { index: formatNumber(index + 1), total: formatNumber(length) })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={styles.box}
            value={digit}
            disabled={disabled}
            onChange={(event) => handleChange(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={digits.join('')} /> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
