import type { ReactNode } from 'react';
import styles from './form-action-bar.module.css';

export interface FormActionBarProps {
  /** A message about the last submit (a Banner), shown above the buttons where the user is looking. */
  message?: ReactNode;
  /** A short note beside the buttons (e.g. "Fields marked * are required."); hidden on phones, where the bar must stay small. */
  note?: ReactNode;
  /** The form's buttons. */
  children: ReactNode;
}

/**
 * The submit area of a long form. It sticks to the bottom of the window while the form scrolls,
 * so the submit button and its messages are always in reach.
 */
export function FormActionBar({ message, note, children }: FormActionBarProps) {
  return (
    <div className={styles.bar}>
      {message ? <div className={styles.message}>{message}</div> : null}
      <div className={styles.row}>
        {note ? <p className={styles.note}>{note}</p> : null}
        <div className={styles.actions}>{children}</div>
      </div>
    </div>
  );
}
