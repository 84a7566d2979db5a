import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, TextareaField } from '@/components/ui';
import { conversations as strings } from '@/i18n/conversations';
import { fill, formatNumber } from '@/lib/format';
import { SendIcon } from './icons';
import styles from './composer.module.css';

const copy = strings.composer;

/** The longest message the server takes, after trimming. */
export const MESSAGE_MAX = 4000;
/** From here the remaining characters are announced (politely), not before: no chatter while typing. */
export const MESSAGE_ANNOUNCE_FROM = 3800;

export interface ComposerProps {
  /** The counterpart's company, for the field's label. */
  company: string;
  /** The text in the box (the conversation's draft). */
  value: string;
  onChange: (value: string) => void;
  /** Sends the text (trimmed, 1–4,000 characters), after the box was emptied. */
  onSend: (body: string) => void;
}

/**
 * The message box: it grows with its text (up to a limit), Enter sends and Shift+Enter breaks the
 * line (never while an input method is composing), a live counter up to 4,000 characters. After a
 * send the focus stays in the box.
 */
export function Composer({ company, value, onChange, onSend }: ComposerProps) {
  const [tried, setTried] = useState(false);
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const length = value.trim().length;
  const over = length - MESSAGE_MAX;
  const nearLimit = useNearLimitAnnouncement(length);
  // Counts reach their messages as numbers: Arabic words them by plural form (decision 029).
  const tooLong = over > 0 ? fill(copy.tooLong, { count: over }) : undefined;

  const send = () => {
    const body = value.trim();
    field.current?.focus();
    if (!body) return;
    if (body.length > MESSAGE_MAX) {
      setTried(true);
      return;
    }
    setTried(false);
    onChange('');
    onSend(body);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit} noValidate>
      <TextareaField
        ref={field}
        label={fill(copy.label, { company })}
        hideLabel
        aria-describedby={hintId}
        placeholder={copy.placeholder}
        rows={2}
        dir="auto"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setTried(false);
        }}
        onKeyDown={onKeyDown}
        error={tooLong}
        className={styles.field}
        textareaClassName={styles.input}
      />
      <div className={styles.bar}>
        <p id={hintId} className={styles.hint}>
          {copy.hint}
        </p>
        <p className={styles.counter} data-over={over > 0 || undefined} aria-hidden="true">
          {fill(copy.counter, { count: formatNumber(length), max: formatNumber(MESSAGE_MAX) })}
        </p>
        <Button type="submit" size="sm" iconEnd={<SendIcon className={styles.sendIcon} />}>
          {copy.send}
        </Button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {tried && tooLong ? tooLong : nearLimit}
      </p>
    </form>
  );
}

/** "180 characters left", said a moment after typing pauses, only from 3,800 characters on. */
function useNearLimitAnnouncement(length: number): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const next = length >= MESSAGE_ANNOUNCE_FROM ? fill(copy.left, { count: Math.max(0, MESSAGE_MAX - length) }) : '';
    const timer = window.setTimeout(() => setSaid(next), next ? 700 : 0);
    return () => window.clearTimeout(timer);
  }, [length]);
  return said;
}
