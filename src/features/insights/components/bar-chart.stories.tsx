import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { insights } from '@/i18n/insights';
import { fill, formatNumber, formatPercent } from '@/lib/format';
import { BarChart, type BarChartRow } from './bar-chart';

const SUMMARY_ID = 'bar-chart-story-summary';

/**
 * The frame of a chart story (the line chart's stories use it too): the one-line summary that
 * names the chart (`parameters.summary`), and with `parameters.phone` a phone's width — the width
 * left for a figure in a section at 390 px is about 310 px; 360 is the smallest viewport.
 */
export const chartStoryFrame =
  (summaryId: string): Decorator =>
  (Story, { parameters }) => (
    <div style={{ display: 'grid', gap: 12, inlineSize: parameters.phone ? 360 : undefined, maxInlineSize: '100%' }}>
      <p id={summaryId}>{(parameters.summary as string | undefined) ?? 'Chart'}</p>
      <Story />
    </div>
  );

const steps = insights.funnel.steps;
const funnel: BarChartRow[] = [
  { key: 'shown', label: steps.shown, values: [1284] },
  { key: 'viewed', label: steps.viewed, values: [642] },
  { key: 'requested', label: steps.requested, values: [211] },
  { key: 'approved', label: steps.approved, values: [97] },
  { key: 'signed', label: steps.signed, values: [41] },
  { key: 'milestone', label: steps.milestone, values: [18] },
];

const corridors = insights.funnel.corridors;
const byCorridor: BarChartRow[] = [
  { key: 'viewed', label: steps.viewed, values: [0.52, 0.61, 0.44] },
  { key: 'requested', label: steps.requested, values: [0.33, 0.29, 0.4] },
  { key: 'approved', label: steps.approved, values: [0.46, 0.38, 0.51] },
  { key: 'signed', label: steps.signed, values: [0.42, null, 0.36] },
];

const supply = insights.supply;
const industries: BarChartRow[] = [
  { key: 'fintech', label: 'Financial services and fintech', values: [14, 5], highlight: true },
  { key: 'logistics', label: 'Logistics', values: [9, 12] },
  { key: 'energy', label: 'Renewable energy', values: [7, 3], highlight: true },
  { key: 'food', label: 'Food and beverage', values: [4, 8] },
  { key: 'health', label: 'Healthcare', values: [2, 2] },
];

const percent = (value: number) => formatPercent(value);

const meta = {
  title: 'Components/Insights/Chart kit/Bar chart',
  component: BarChart,
  excludeStories: ['chartStoryFrame'],
  decorators: [chartStoryFrame(SUMMARY_ID)],
  args: {
    rows: funnel,
    series: [{ label: insights.funnel.columns.count }],
    format: formatNumber,
    labelledBy: SUMMARY_ID,
  },
  parameters: {
    summary: fill(insights.funnel.summary, { shown: '1,284', requested: '211', requestedRate: '16%', approved: '97' }),
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The funnel: one series, counts. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: meta.parameters.summary })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-bar]')).toHaveLength(6);
  },
};

/** Conversion by corridor: three series (a legend), shares on an axis to 100 %, one value missing. */
export const ThreeSeries: Story = {
  args: {
    rows: byCorridor,
    series: [{ label: corridors['foreign-local'] }, { label: corridors['foreign-investor'] }, { label: corridors['investor-local'] }],
    format: percent,
    max: 1,
  },
};

export const SingleRow: Story = {
  args: { rows: [{ key: 'shown', label: steps.shown, values: [3] }] },
};

/** Nothing happened: the axis runs 0–1, every bar is empty and no value is NaN. */
export const AllZero: Story = {
  args: { rows: funnel.map((row) => ({ ...row, values: [0] })) },
};

/** Missing values draw no bar and read "–". */
export const WithNulls: Story = {
  args: {
    rows: byCorridor.map((row, index) => ({ ...row, values: index % 2 ? [null, null, null] : row.values })),
    series: [{ label: corridors['foreign-local'] }, { label: corridors['foreign-investor'] }, { label: corridors['investor-local'] }],
    format: percent,
    max: 1,
  },
};

/** Acceptance by match-score band against the 40–60 % industry band. */
export const WithBand: Story = {
  args: {
    rows: [
      { key: '0-49', label: '0–49', values: [0.18] },
      { key: '50-69', label: '50–69', values: [0.35] },
      { key: '70-84', label: '70–84', values: [0.52] },
      { key: '85-100', label: '85–100', values: [0.71] },
    ],
    series: [{ label: insights.outcomes.rate }],
    format: percent,
    max: 1,
    band: { low: 0.4, high: 0.6, label: fill(insights.acceptance.band, { low: '40%', high: '60%' }) },
  },
};

/** Supply and demand: two series, rows short of partners marked with a word, not only a colour. */
export const WithHighlight: Story = {
  args: {
    rows: industries,
    series: [{ label: supply.demand }, { label: supply.supply }],
    highlightLabel: supply.short,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(supply.short)).toHaveLength(2);
  },
};

/** Long Nordic and Arabic names wrap to three lines, then end in "…" (the full name as a tooltip). */
export const LongLabels: Story = {
  args: {
    rows: [
      { key: 'a', label: 'Ærø Fiskeri og Havbrug ApS — Nordic aquaculture and seafood export division', values: [12, 3], highlight: true },
      { key: 'b', label: 'شركة الخليج المتحدة للتجارة والخدمات اللوجستية ذ.م.م', values: [8, 9] },
      { key: 'c', label: 'Supercalifragilisticexpialidocious-Holdings', values: [1, null] },
      { key: 'd', label: 'Short', values: [0, 4] },
    ],
    series: [{ label: supply.demand }, { label: supply.supply }],
    highlightLabel: supply.short,
  },
};

/** On a phone: the chart narrows with its container; it never scrolls sideways. */
export const Phone: Story = {
  args: WithHighlight.args,
  parameters: { phone: true },
};

export const PhoneThreeSeries: Story = {
  args: ThreeSeries.args,
  parameters: { phone: true },
};

/** In a right-to-left page the chart mirrors: labels on the right, bars growing to the left. */
export const RightToLeft: Story = {
  args: WithHighlight.args,
  parameters: { direction: 'rtl' },
};
