import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { insights } from '@/i18n/insights';
import { fill, formatDate, formatPercent } from '@/lib/format';
import { chartStoryFrame } from './bar-chart.stories';
import { LineChart, type LineChartPoint } from './line-chart';

const SUMMARY_ID = 'line-chart-story-summary';

const DAY = 86_400_000;
const firstMonday = Date.UTC(2025, 0, 6);

/** `count` weeks from 6 Jan 2025, each week's value from `value(index)` (deterministic, no randomness). */
function weeks(count: number, value: (index: number) => number | null): LineChartPoint[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(firstMonday + index * 7 * DAY).toISOString().slice(0, 10);
    return { key: day, label: formatDate(day), value: value(index) };
  });
}

/** A year of weekly acceptance, wandering around the band. */
const year = weeks(52, (index) => Math.round((0.48 + 0.17 * Math.sin(index / 4) + 0.06 * Math.cos(index * 1.7)) * 100) / 100);
const band = { low: 0.4, high: 0.6, label: fill(insights.acceptance.band, { low: '40%', high: '60%' }) };

const meta = {
  title: 'Components/Insights/Chart kit/Line chart',
  component: LineChart,
  decorators: [chartStoryFrame(SUMMARY_ID)],
  args: { points: year, format: (value: number) => formatPercent(value), max: 1, band, labelledBy: SUMMARY_ID },
  parameters: {
    summary: fill(insights.acceptance.summary, { rate: '49%', min: '27%', max: '70%', below: '14', weeks: '52' }),
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year of weeks against the 40–60 % industry band; x labels thin out to fit, the latest always shown. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: meta.parameters.summary })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-point]')).toHaveLength(52);
  },
};

export const WithoutBand: Story = {
  args: { band: undefined },
};

/** One week: the point still shows, with its value. */
export const SinglePoint: Story = {
  args: { points: weeks(1, () => 0.5) },
};

/** Every week answered and none approved: a flat line on the axis, no NaN. */
export const AllZero: Story = {
  args: { points: weeks(12, () => 0) },
};

/** Weeks without answers are gaps in the line, not zeros; a lone week between gaps is a point. */
export const Gaps: Story = {
  args: { points: weeks(16, (index) => ([3, 4, 5, 9, 11, 12].includes(index) ? null : 0.3 + index * 0.03)) },
};

/** No week answered yet: an empty plot with its axes. */
export const NoValues: Story = {
  args: { points: weeks(8, () => null) },
};

/** Long x labels (a full date) leave fewer of them. */
export const LongLabels: Story = {
  args: { points: year.map((point) => ({ ...point, label: formatDate(point.key, { style: 'long' }) })) },
};

/** Twelve weeks: every value fits above its point. */
export const Quarter: Story = {
  args: { points: year.slice(0, 12) },
};

export const Phone: Story = {
  parameters: { phone: true },
};

export const RightToLeft: Story = {
  parameters: { direction: 'rtl' },
};
