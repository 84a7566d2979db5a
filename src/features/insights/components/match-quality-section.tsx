import { insights } from '@/i18n/insights';
import { fill } from '@/lib/format';
import { useInsightsMatchQuality, type InsightsMatchQuality } from '../api/get-insights-match-quality';
import type { InsightsPeriod } from '../lib/period';
import { bandLabel, bandsSummary, formatShare, reasonLabel, reasonsSummary } from '../lib/summaries';
import { BarChart } from './bar-chart';
import { ChartFigure } from './chart-figure';
import { InsightsSection } from './insights-section';
import { outcomeColumns } from './outcome-columns';

const strings = insights.quality;

/** Acceptance by match-score band (if higher scores do not convert better, the engine is wrong), and the reasons behind each outcome. */
export function MatchQualitySection({ period, tag }: { period: InsightsPeriod; tag: string }) {
  const query = useInsightsMatchQuality(period);
  return (
    <InsightsSection heading={strings.heading} lead={strings.lead} query={query} isEmpty={(answer) => answer.approved + answer.rejected === 0} empty={strings.empty}>
      {(answer) => (
        <>
          <ChartFigure
            title={strings.bandsTitle}
            summary={bandsSummary(answer.bands)}
            columns={[{ key: 'band', label: strings.bandColumn }, ...outcomeColumns<InsightsMatchQuality['bands'][number]>()]}
            rows={answer.bands.map((band) => ({ ...band, band: bandLabel(band) }))}
            csvName={`corridor-acceptance-by-score-${tag}`}
          >
            {(labelledBy) => (
              <BarChart
                rows={answer.bands.map((band) => ({ key: band.band, label: bandLabel(band), values: [band.rate] }))}
                series={[{ label: insights.outcomes.rate }]}
                format={formatShare}
                max={1}
                band={{ low: 0.4, high: 0.6, label: fill(insights.acceptance.band, { low: formatShare(0.4), high: formatShare(0.6) }) }}
                labelledBy={labelledBy}
              />
            )}
          </ChartFigure>
          <ChartFigure
            title={strings.reasonsTitle}
            summary={reasonsSummary(answer.reasons)}
            columns={[
              { key: 'reason', label: strings.reasonColumns.reason },
              { key: 'approved', label: strings.reasonColumns.approved, numeric: true },
              { key: 'approvedShare', label: fill(strings.shareColumn, { column: strings.reasonColumns.approved }), numeric: true, format: formatShare },
              { key: 'rejected', label: strings.reasonColumns.rejected, numeric: true },
              { key: 'rejectedShare', label: fill(strings.shareColumn, { column: strings.reasonColumns.rejected }), numeric: true, format: formatShare },
            ]}
            rows={answer.reasons.map((reason) => ({ reason: reasonLabel(reason), approved: reason.approved, approvedShare: reason.approvedShare, rejected: reason.rejected, rejectedShare: reason.rejectedShare }))}
            csvName={`corridor-reasons-${tag}`}
          >
            {(labelledBy) => (
              <BarChart
                rows={answer.reasons.map((reason) => ({ key: reason.factor, label: reasonLabel(reason), values: [reason.approvedShare, reason.rejectedShare] }))}
                series={[{ label: strings.approved }, { label: strings.rejected }]}
                format={formatShare}
                max={1}
                labelledBy={labelledBy}
              />
            )}
          </ChartFigure>
        </>
      )}
    </InsightsSection>
  );
}
