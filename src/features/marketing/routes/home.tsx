import { PublicLayout } from '@/components/layout/public-layout';
import { ButtonLink, PageContainer } from '@/components/ui';
import { t } from '@/i18n';
import { marketing as marketingText } from '@/i18n/marketing';
import { CtaBand, ctaBandButton } from '../components/cta-band';
import { Icon, type IconName } from '../components/icons';
import { MarketingSection } from '../components/marketing-section';
import { MatchPreview } from '../components/match-preview';
import { StatList } from '../components/stat-list';
import { StepList } from '../components/step-list';
import styles from './home.module.css';

const copy = marketingText.home;
const nav = t.common.nav;
const audienceIcons: readonly IconName[] = ['briefcase', 'building', 'chart'];

/** / — the home page: hero, corridor snapshot, how it works, who it is for, closing call to action. */
export function Component() {
  return (
    <PublicLayout title={t.routes.home}>
      <section aria-labelledby="home-title" className={styles.hero}>
        <PageContainer className={styles.heroInner}>
          <div className={styles.heroCopy}>
            <p className={styles.eyebrow}>
              <Icon name="route" className={styles.eyebrowIcon} />
              {copy.eyebrow}
            </p>
            <h1 id="home-title" className={styles.title}>
              {t.routes.home}
            </h1>
            <p className={styles.lead}>{copy.lead}</p>
            <div className={styles.actions}>
              <ButtonLink to="/signup" size="lg">
                {nav.getStarted}
              </ButtonLink>
              <ButtonLink to="/book-a-demo" size="lg" variant="secondary">
                {nav.bookDemo}
              </ButtonLink>
            </div>
            <ul aria-label={copy.trustLabel} className={styles.trust}>
              {copy.trustPoints.map((point) => (
                <li key={point}>
                  <Icon name="check" className={styles.trustIcon} />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <MatchPreview className={styles.heroVisual} />
        </PageContainer>
      </section>

      <MarketingSection title={copy.snapshot.title} intro={copy.snapshot.intro} tone="surface" className={styles.snapshot}>
        <StatList items={copy.snapshot.figures} label={copy.snapshot.title} className={styles.figures} />
      </MarketingSection>

      <MarketingSection eyebrow={copy.howItWorks.eyebrow} title={copy.howItWorks.title}>
        <StepList steps={copy.howItWorks.steps} />
      </MarketingSection>

      <MarketingSection eyebrow={copy.audiences.eyebrow} title={copy.audiences.title} tone="brand">
        <ul role="list" className={styles.audiences}>
          {copy.audiences.items.map((item, index) => (
            <li key={item.title} className={styles.audience}>
              <span className={styles.audienceIcon}>
                <Icon name={audienceIcons[index] ?? 'globe'} />
              </span>
              <h3 className={styles.audienceTitle}>{item.title}</h3>
              <p className={styles.audienceText}>{item.text}</p>
              <ButtonLink to="/signup" variant="ghost" className={styles.audienceLink} iconEnd={<Icon name="arrow" />}>
                {item.action}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <CtaBand
        title={copy.cta.title}
        text={copy.cta.text}
        actions={
          <>
            <ButtonLink to="/signup" size="lg" className={ctaBandButton.primary}>
              {nav.getStarted}
            </ButtonLink>
            <ButtonLink to="/book-a-demo" size="lg" variant="secondary" className={ctaBandButton.secondary}>
              {nav.bookDemo}
            </ButtonLink>
          </>
        }
      />
    </PublicLayout>
  );
}
