import { PublicLayout } from '@/components/layout/public-layout';
import { ButtonLink, PageContainer } from '@/components/ui';
import { t } from '@/i18n';
import { marketing as marketingText } from '@/i18n/marketing';
import { CtaBand, ctaBandButton } from '../components/cta-band';
import { Icon, type IconName } from '../components/icons';
import { MarketingSection } from '../components/marketing-section';
import { StatList } from '../components/stat-list';
import { StepList } from '../components/step-list';
import styles from './about-us.module.css';

const copy = marketingText.about;
const valueIcons: readonly IconName[] = ['shield', 'handshake', 'spark', 'globe'];

/** /aboutus — hero with stats, mission, core values, three steps and a call to action to /. */
export function Component() {
  return (
    <PublicLayout title={t.routes.aboutUs}>
      <section aria-labelledby="about-title" className={styles.hero} data-surface="inverse">
        <svg className={styles.arcs} viewBox="0 0 400 400" aria-hidden="true" focusable="false">
          <path d="M40 400C40 200 110 60 200 60s160 140 160 340" />
          <path d="M100 400c0-150 45-260 100-260s100 110 100 260" />
          <path d="M160 400c0-90 18-170 40-170s40 80 40 170" />
          <circle cx="200" cy="60" r="6" />
        </svg>
        <PageContainer className={styles.heroInner}>
          <div className={styles.heroCopy}>
            <p className={styles.eyebrow}>{copy.eyebrow}</p>
            <h1 id="about-title" className={styles.title}>
              {t.routes.aboutUs}
            </h1>
            <p className={styles.lead}>{copy.lead}</p>
          </div>
          <StatList items={copy.stats} tone="inverse" label={copy.statsLabel} className={styles.stats} />
        </PageContainer>
      </section>

      <MarketingSection eyebrow={copy.mission.eyebrow} title={copy.mission.title} align="split" tone="surface">
        <div className={styles.mission}>
          {copy.mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </MarketingSection>

      <MarketingSection eyebrow={copy.values.eyebrow} title={copy.values.title}>
        <ul role="list" className={styles.values}>
          {copy.values.items.map((value, index) => (
            <li key={value.title} className={styles.value}>
              <span className={styles.valueIcon}>
                <Icon name={valueIcons[index] ?? 'check'} />
              </span>
              <h3 className={styles.valueTitle}>{value.title}</h3>
              <p className={styles.valueText}>{value.text}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection eyebrow={copy.steps.eyebrow} title={copy.steps.title} tone="brand">
        <StepList steps={copy.steps.items} />
      </MarketingSection>

      <CtaBand
        title={copy.cta.title}
        text={copy.cta.text}
        actions={
          <ButtonLink to="/" size="lg" className={ctaBandButton.primary} iconEnd={<Icon name="arrow" />}>
            {copy.cta.action}
          </ButtonLink>
        }
      />
    </PublicLayout>
  );
}
