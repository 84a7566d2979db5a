import { Link } from 'react-router-dom';
import { insights } from '@/i18n/insights';
import { fill, formatDate } from '@/lib/format';
import { useInsightsAcceptance, type InsightsAcceptance } from '../api/get-insights-acceptance';
import type { InsightsPeriod } from '../lib/period';
import { acceptanceSummary, formatHours, formatShare } from '../lib/summaries';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { InsightsSection } from './insights-section';
import { LineChart } from './line-chart';
import { outcomeColumns } from './outcome-columns';
import styles from './insights-figures.module.css';

const strings = insights.acceptance;
const waitingText = insights.waiting;

/** The weekly acceptance rate against the industry band, the median first response, and the requests left waiting. */
export function AcceptanceSection({ period, tag }: { period: InsightsPeriod; tag: string }) {
  const query = useInsightsAcceptance(period);
  return (
    <InsightsSection
      heading={strings.heading}
      lead={strings.lead}
      query={query}
      isEmpty={(answer) => answer.weeks.every((week) => week.sent === 0) && answer.waiting.length === 0}
      empty={strings.empty}
    >
      {(answer) => (
        <>
          <div className={styles.stack}>
            <KeyFigures answer={answer} />
            <ChartFigure
              title={strings.weekly}
              summary={acceptanceSummary(answer)}
              columns={[{ key: 'weekStart', label: strings.weekColumn, format: (day: string) => formatDate(day) }, ...outcomeColumns<InsightsAcceptance['weeks'][number]>()]}
              rows={answer.weeks}
              csvName={`corridor-acceptance-${tag}`}
            >
              {(labelledBy) => (
                <LineChart
                  points={answer.weeks.map((week) => ({ key: week.weekStart, label: formatDate(week.weekStart), value: week.rate }))}
                  format={formatShare}
                  max={1}
                  band={{ ...answer.band, label: bandLabel(answer) }}
                  labelledBy={labelledBy}
                />
              )}
            </ChartFigure>
          </div>
          <WaitingTable waiting={answer.waiting} tag={tag} />
        </>
      )}
    </InsightsSection>
  );
}

const bandLabel = ({ band }: InsightsAcceptance) => fill(strings.band, { low: formatShare(band.low), high: formatShare(band.high) });

function KeyFigures({ answer }: { answer: InsightsAcceptance }) {
  return (
    <dl className={styles.keyFigures}>
      <div>
        <dt>{strings.rate}</dt>
        <dd>{answer.rate === null ? strings.none : formatShare(answer.rate)}</dd>
      </div>
      <div>
        <dt>{strings.median}</dt>
        <dd>{answer.medianFirstResponseHours === null ? strings.none : formatHours(answer.medianFirstResponseHours)}</dd>
      </div>
    </dl>
  );
}

/** Every request pending for more than 7 days, oldest first, each opening its contract page. */
function WaitingTable({ waiting, tag }: { waiting: InsightsAcceptance['waiting']; tag: string }) {
  return (
    <DataTable
      title={waitingText.heading}
      summary={waitingText.lead}
      empty={waitingText.empty}
      columns={[
        {
          key: 'request',
          label: waitingText.columns.request,
          render: (_, row) => <Link to={`/contract/${row.contractId}`}>{row.request}</Link>,
        },
        { key: 'corridor', label: waitingText.columns.corridor },
        { key: 'sent', label: waitingText.columns.sent, format: (value) => formatDate(String(value)) },
        { key: 'days', label: waitingText.columns.days, numeric: true },
      ]}
      rows={waiting.map((request) => ({
        contractId: request.contractId,
        request: fill(waitingText.between, { sender: request.senderName, recipient: request.recipientName }),
        corridor: insights.funnel.corridors[request.corridor],
        sent: request.sentAt.slice(0, 10),
        days: request.daysWaiting,
      }))}
      csvName={`corridor-waiting-requests-${tag}`}
    />
  );
}
