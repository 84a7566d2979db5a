import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/ui';
import { t } from '@/i18n';
import { insights } from '@/i18n/insights';
import { fill, formatDate } from '@/lib/format';
import { useInsightsFunnel } from '../api/get-insights-funnel';
import { periodFromSearch, periodSearch, periodTag, type InsightsPeriod } from '../lib/period';
import { AcceptanceSection } from './acceptance-section';
import { FunnelSection } from './funnel-section';
import { MatchQualitySection } from './match-quality-section';
import { PeriodPicker } from './period-picker';
import { SupplySection } from './supply-section';
import styles from './insights-screen.module.css';

/**
 * /admin/insights: the period (kept in the URL, so a reload or a shared link shows the same), then
 * four sections that each load on their own: funnel, acceptance, match quality, supply and demand.
 */
export function InsightsScreen() {
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search);
  const tag = periodTag(period);
  return (
    <PageContainer padded className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t.routes.adminInsights}</h1>
        <p className={styles.intro}>{insights.intro}</p>
      </div>
      <div className={styles.period}>
        <PeriodPicker key={tag} value={period} onChange={(next) => setSearch(periodSearch(next))} />
        <RangeNote period={period} />
      </div>
      <FunnelSection period={period} tag={tag} />
      <AcceptanceSection period={period} tag={tag} />
      <MatchQualitySection period={period} tag={tag} />
      <SupplySection />
    </PageContainer>
  );
}

/** The days the server counted, as it resolved the period (the funnel's call; the other sections share its period). */
function RangeNote({ period }: { period: InsightsPeriod }) {
  const range = useInsightsFunnel(period).data?.range;
  return (
    <p className={styles.range} aria-live="polite">
      {range ? fill(insights.period.showing, { from: formatDate(range.from), to: formatDate(range.to), days: range.days }) : '\u00a0'}
    </p>
  );
}
