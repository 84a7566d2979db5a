import { insights } from '@/i18n/insights';
import { fill, formatNumber } from '@/lib/format';
import { useInsightsFunnel, type InsightsFunnel } from '../api/get-insights-funnel';
import type { InsightsPeriod } from '../lib/period';
import { corridorSummary, formatShare, funnelSummary } from '../lib/summaries';
import { BarChart } from './bar-chart';
import { ChartFigure, type ChartColumnOf } from './chart-figure';
import { InsightsSection } from './insights-section';

const strings = insights.funnel;
type Step = InsightsFunnel['steps'][number];
/** A step's row of the corridor table: its name, then each corridor's pairs and conversion. */
type CorridorRow = Record<string, string | number | null>;

/** Matches shown → profiles viewed → requests → approved → signed → first milestone, and by corridor. */
export function FunnelSection({ period, tag }: { period: InsightsPeriod; tag: string }) {
  const query = useInsightsFunnel(period);
  return (
    <InsightsSection heading={strings.heading} lead={strings.lead} query={query} isEmpty={(funnel) => funnel.steps[0]?.count === 0} empty={strings.empty}>
      {(funnel) => (
        <>
          <ChartFigure
            title={strings.all}
            summary={funnelSummary(funnel.steps)}
            columns={[
              { key: 'step', label: strings.columns.step },
              { key: 'count', label: strings.columns.count, numeric: true },
              { key: 'conversion', label: strings.columns.conversion, numeric: true, format: formatShare },
            ]}
            rows={funnel.steps.map((step) => ({ step: strings.steps[step.step], count: step.count, conversion: step.conversion }))}
            csvName={`corridor-funnel-${tag}`}
          >
            {(labelledBy) => (
              <BarChart
                rows={funnel.steps.map((step) => ({ key: step.step, label: strings.steps[step.step], values: [step.count] }))}
                series={[{ label: strings.columns.count }]}
                format={formatNumber}
                labelledBy={labelledBy}
              />
            )}
          </ChartFigure>
          <CorridorFigure funnel={funnel} tag={tag} />
        </>
      )}
    </InsightsSection>
  );
}

/** The conversion of each step after the first, one bar per corridor. */
function CorridorFigure({ funnel, tag }: { funnel: InsightsFunnel; tag: string }) {
  const later = funnel.steps.slice(1).map((step) => step.step);
  const stepOf = (steps: readonly Step[], name: Step['step']) => steps.find((step) => step.step === name);
  const columns: ChartColumnOf<CorridorRow>[] = [
    { key: 'step', label: strings.columns.step },
    ...funnel.corridors.flatMap(({ corridor }) => {
      const name = strings.corridors[corridor];
      return [
        { key: `${corridor}:count`, label: fill(strings.corridorColumn, { corridor: name }), numeric: true },
        { key: `${corridor}:conversion`, label: fill(strings.corridorConversion, { corridor: name }), numeric: true, format: (value: CorridorRow[string]) => formatShare(value as number | null) },
      ];
    }),
  ];
  const rows: CorridorRow[] = funnel.steps.map((step) => ({
    step: strings.steps[step.step],
    ...Object.fromEntries(
      funnel.corridors.flatMap(({ corridor, steps }) => {
        const own = stepOf(steps, step.step);
        return [
          [`${corridor}:count`, own?.count ?? 0],
          [`${corridor}:conversion`, own?.conversion ?? null],
        ];
      }),
    ),
  }));
  return (
    <ChartFigure title={strings.byCorridor} summary={corridorSummary(funnel.corridors)} columns={columns} rows={rows} csvName={`corridor-funnel-by-corridor-${tag}`}>
      {(labelledBy) => (
        <BarChart
          rows={later.map((name) => ({
            key: name,
            label: strings.steps[name],
            values: funnel.corridors.map(({ steps }) => stepOf(steps, name)?.conversion ?? null),
          }))}
          series={funnel.corridors.map(({ corridor }) => ({ label: strings.corridors[corridor] }))}
          format={formatShare}
          max={1}
          labelledBy={labelledBy}
        />
      )}
    </ChartFigure>
  );
}
