import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { insights } from '@/i18n/insights';
import { fill, formatNumber } from '@/lib/format';
import { BarChart } from './bar-chart';
import { ChartFigure, type ChartColumnOf } from './chart-figure';

interface SupplyRow {
  industry: string;
  demand: number;
  supply: number;
  short: boolean;
}

const supply = insights.supply;
const rows: SupplyRow[] = [
  { industry: 'Financial services and fintech', demand: 14, supply: 5, short: true },
  { industry: 'Logistics', demand: 9, supply: 12, short: false },
  { industry: 'Ærø-style aquaculture', demand: 3, supply: 1, short: true },
  { industry: 'Food and beverage', demand: 1204, supply: 1310, short: false },
];

const columns: ChartColumnOf<SupplyRow>[] = [
  { key: 'industry', label: supply.columns.name },
  { key: 'demand', label: supply.columns.demand, numeric: true },
  { key: 'supply', label: supply.columns.supply, numeric: true },
  { key: 'short', label: supply.columns.short, format: (short) => (short ? supply.yes : supply.no) },
];

const title = supply.industriesTitle;
const summary = fill(supply.summary, { count: 2, total: 4, name: rows[0]!.industry, demand: 14, supply: 5 });

function SupplyFigure({ level }: { level?: 3 | 4 }) {
  return (
    <ChartFigure title={title} level={level} summary={summary} columns={columns} rows={rows} rowKey={(row) => row.industry} csvName="corridor-supply-by-industry">
      {(labelledBy) => (
        <BarChart
          rows={rows.map((row) => ({ key: row.industry, label: row.industry, values: [row.demand, row.supply], highlight: row.short }))}
          series={[{ label: supply.demand }, { label: supply.supply }]}
          format={formatNumber}
          labelledBy={labelledBy}
          highlightLabel={supply.short}
        />
      )}
    </ChartFigure>
  );
}

const meta = {
  title: 'Components/Insights/Chart kit/Chart figure',
  component: SupplyFigure,
} satisfies Meta<typeof SupplyFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart first, named by the summary under the title. */
export const ChartView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: summary })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: insights.figure.showChart })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** "Show as table" swaps the chart for the same numbers as a table. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: insights.figure.showTable }));
    const table = canvas.getByRole('table', { name: title });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      supply.columns.name,
      supply.columns.demand,
      supply.columns.supply,
      supply.columns.short,
    ]);
    await expect(within(table).getByRole('rowheader', { name: 'Food and beverage' })).toBeInTheDocument();
    await expect(within(table).getByRole('cell', { name: '1,204' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: summary })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: insights.figure.showTable })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * "Download CSV" saves corridor-supply-by-industry.csv. The play catches the file instead of
 * letting the browser save it.
 */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const saved: Array<{ name: string; blob: Blob | undefined }> = [];
    let lastBlob: Blob | undefined;
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL, click: HTMLAnchorElement.prototype.click };
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      lastBlob = blob as Blob;
      return 'blob:story-csv';
    };
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: lastBlob });
    };
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: fill(insights.figure.downloadName, { title }) }));
    } finally {
      // The link's revoke runs a minute later: leave a harmless one where the environment has none.
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke ?? (() => {}) });
      HTMLAnchorElement.prototype.click = original.click;
    }
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]!.name).toBe('corridor-supply-by-industry.csv');
    await expect(saved[0]!.blob?.type).toBe('text/csv;charset=utf-8');
  },
};

/** A figure under an h3 of its own takes level 4. */
export const LevelFour: Story = {
  args: { level: 4 },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: TableView.play,
};
