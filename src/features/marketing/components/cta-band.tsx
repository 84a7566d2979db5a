import { useId, type ReactNode } from 'react';
import { cx, PageContainer } from '@/components/ui';
import styles from './cta-band.module.css';

export interface CtaBandProps {
  title: ReactNode;
  text?: ReactNode;
  /** The calls to action: give ButtonLinks `className={ctaBandButton.primary}` / `.secondary`. */
  actions: ReactNode;
  className?: string;
}

/** Button classes that read well on the navy band. */
export const ctaBandButton = {
  primary: styles.primaryButton,
  secondary: styles.secondaryButton,
} as const;

/** The closing call to action of a marketing page, on the navy surface. */
export function CtaBand({ title, text, actions, className }: CtaBandProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(styles.band, className)} data-surface="inverse">
      <PageContainer>
        <div className={styles.panel}>
          <svg className={styles.arc} viewBox="0 0 400 200" aria-hidden="true" focusable="false">
            <path d="M20 190C20 90 110 20 200 20s180 70 180 170" />
            <path d="M70 190c0-70 60-122 130-122s130 52 130 122" />
          </svg>
          <div className={styles.copy}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {text ? <p className={styles.text}>{text}</p> : null}
          </div>
          <div className={styles.actions}>{actions}</div>
        </div>
      </PageContainer>
    </section>
  );
}
