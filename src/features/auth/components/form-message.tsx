import { Banner } from '@/components/ui';
import type { Flash } from '@/lib/hooks/use-flash';
import styles from './form-message.module.css';

export interface FormMessageProps {
  /** Fields marked invalid point their aria-describedby here. */
  id: string;
  flash: Flash | null;
}

/**
 * Where a form's one message shows (the specification's validation, server and success messages):
 * errors are alerts, success and info are polite status messages.
 */
export function FormMessage({ id, flash }: FormMessageProps) {
  return (
    <div id={id} className={styles.region}>
      {flash ? (
        <Banner tone={flash.tone}>
          {flash.text}
        </Banner>
      ) : null}
    </div>
  );
}
