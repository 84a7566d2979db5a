import { useId, type ReactNode } from 'react';
import { cx, PageContainer } from '@/components/ui';
import styles from './marketing-section.module.css';

export interface MarketingSectionProps {
  /** The h2 of the section; it also names the section region. */
  title: ReactNode;
  /** Small line above the title. */
  eyebrow?: ReactNode;
  /** Paragraph under the title. */
  intro?: ReactNode;
  /** Background: the page (default), white, or brand-tinted. */
  tone?: 'page' | 'surface' | 'brand';
  /** Centre the header (default), align it to the start, or put it beside the content on wide screens. */
  align?: 'center' | 'start' | 'split';
  className?: string;
  children?: ReactNode;
}

/** A full-width band of a marketing page: eyebrow, h2, intro and content in the page container. */
export function MarketingSection({ title, eyebrow, intro, tone = 'page', align = 'center', className, children }: MarketingSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(styles.section, styles[tone], className)}>
      <PageContainer className={cx(align === 'split' && styles.split)}>
        <div className={cx(styles.header, align === 'center' && styles.center)}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {children}
      </PageContainer>
    </section>
  );
}
