import { ButtonLink } from '@/components/ui';
import { insights } from '@/i18n/insights';
import { optionText } from '@/i18n/options';
import { formatDate, formatNumber } from '@/lib/format';
import { useInsightsSupply, type InsightsSupply } from '../api/get-insights-supply';
import { supplySummary } from '../lib/summaries';
import { BarChart } from './bar-chart';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { InsightsSection } from './insights-section';

const strings = insights.supply;

/** Foreign demand against verified local supply (rows short of partners marked), and the verifications waiting. */
export function SupplySection() {
  const query = useInsightsSupply();
  return (
    <InsightsSection
      heading={strings.heading}
      lead={strings.lead}
      query={query}
      isEmpty={(answer) => answer.industries.length + answer.partnerTypes.length + answer.pending.length === 0}
      empty={strings.empty}
    >
      {(answer) => (
        <>
          <SupplyFigure title={strings.industriesTitle} rows={answer.industries} summary={supplySummary(answer.industries, strings.summary, strings.summaryNone)} csvName="corridor-supply-by-industry" />
          <SupplyFigure title={strings.typesTitle} rows={answer.partnerTypes} summary={supplySummary(answer.partnerTypes, strings.typesSummary, strings.typesSummaryNone)} csvName="corridor-supply-by-partner-type" />
          <PendingTable pending={answer.pending} />
        </>
      )}
    </InsightsSection>
  );
}

function SupplyFigure({ title, rows, summary, csvName }: { title: string; rows: InsightsSupply['industries']; summary: string; csvName: string }) {
  return (
    <ChartFigure
      title={title}
      summary={summary}
      columns={[
        { key: 'name', label: strings.columns.name },
        { key: 'demand', label: strings.columns.demand, numeric: true },
        { key: 'supply', label: strings.columns.supply, numeric: true },
        { key: 'short', label: strings.columns.short, format: (value) => (value ? strings.yes : strings.no) },
      ]}
      rows={rows.map(({ name, demand, supply, short }) => ({ name: optionText(name), demand, supply, short }))}
      csvName={csvName}
    >
      {(labelledBy) => (
        <BarChart
          rows={rows.map((row) => ({ key: row.name, label: optionText(row.name), values: [row.demand, row.supply], highlight: row.short }))}
          series={[{ label: strings.demand }, { label: strings.supply }]}
          format={formatNumber}
          highlightLabel={strings.short}
          labelledBy={labelledBy}
        />
      )}
    </ChartFigure>
  );
}

/** Partner and investor profiles waiting for verification, oldest first; they are verified in the admin panel. */
function PendingTable({ pending }: { pending: InsightsSupply['pending'] }) {
  return (
    <DataTable
      title={strings.pendingTitle}
      summary={strings.pendingLead}
      empty={strings.pendingEmpty}
      columns={[
        { key: 'name', label: strings.pendingColumns.name },
        { key: 'kind', label: strings.pendingColumns.kind },
        { key: 'submitted', label: strings.pendingColumns.submitted, format: (value) => formatDate(String(value)) },
        { key: 'days', label: strings.pendingColumns.days, numeric: true },
      ]}
      rows={pending.map((item) => ({ name: item.name, kind: strings.kinds[item.kind], submitted: item.submittedAt.slice(0, 10), days: item.daysWaiting }))}
      csvName="corridor-pending-verifications"
      action={
        pending.length > 0 ? (
          <ButtonLink to="/adminPanel" variant="secondary" size="sm">
            {strings.review}
          </ButtonLink>
        ) : null
      }
    />
  );
}
