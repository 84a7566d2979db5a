import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { insights } from '@/i18n/insights';
import { downloadBlob } from '@/lib/download';
import { fill, formatPercent } from '@/lib/format';
import { BarChart } from './bar-chart';
import { ChartFigure, type ChartColumnOf } from './chart-figure';

vi.mock('@/lib/download', () => ({ downloadBlob: vi.fn() }));

beforeEach(() => {
  vi.mocked(downloadBlob).mockClear();
});

interface Row {
  business: string;
  requests: number;
  rate: number | null;
}

const rows: Row[] = [
  { business: 'Ærø Fiskeri', requests: 1200, rate: 0.5 },
  { business: 'شركة "النخيل", دبي', requests: 3, rate: null },
  { business: '=cmd', requests: -2, rate: 0.125 },
];

const columns: ChartColumnOf<Row>[] = [
  { key: 'business', label: 'Business' },
  { key: 'requests', label: 'Requests', numeric: true },
  { key: 'rate', label: 'Acceptance', numeric: true, format: (rate) => (rate === null ? '–' : formatPercent(rate)) },
];

const title = 'Acceptance by business';
const summary = 'Ærø Fiskeri was accepted most often.';

function Figure({ level }: { level?: 3 | 4 }) {
  return (
    <ChartFigure title={title} level={level} summary={summary} columns={columns} rows={rows} csvName="corridor-acceptance-2026">
      {(labelledBy) => (
        <BarChart
          rows={rows.map((row) => ({ key: row.business, label: row.business, values: [row.rate] }))}
          series={[{ label: 'Acceptance' }]}
          format={formatPercent}
          max={1}
          labelledBy={labelledBy}
        />
      )}
    </ChartFigure>
  );
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('ChartFigure', () => {
  it('shows the title as a heading and the summary, which names the chart', () => {
    render(<Figure />);
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(screen.getByText(summary)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: summary })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
  });

  it('takes heading level 4 when asked', () => {
    render(<Figure level={4} />);
    expect(screen.getByRole('heading', { level: 4, name: title })).toBeInTheDocument();
  });

  it('switches to a table of the same numbers and back, the pressed button showing which view is on', async () => {
    const user = userEvent.setup();
    render(<Figure />);
    const showChart = screen.getByRole('button', { name: insights.figure.showChart });
    const showTable = screen.getByRole('button', { name: insights.figure.showTable });
    expect(showChart).toHaveAttribute('aria-pressed', 'true');
    expect(showTable).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(showTable);
    expect(showTable).toHaveAttribute('aria-pressed', 'true');
    expect(showChart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: title });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Business', 'Requests', 'Acceptance']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(rows.map((row) => row.business));
    expect(within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [],
      ['1,200', '50%'],
      ['3', '–'],
      ['-2', formatPercent(0.125)],
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Requests' })).toHaveClass('numeric');
    expect(within(table).getByRole('cell', { name: '1,200' })).toHaveClass('numeric');
    expect(within(table).getByRole('rowheader', { name: 'Ærø Fiskeri' })).not.toHaveClass('numeric');
    // The table scrolls in its own box on a phone, and that box can take focus.
    expect(screen.getByRole('region', { name: title })).toHaveAttribute('tabindex', '0');

    await user.click(showChart);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: summary })).toBeInTheDocument();
  });

  it('is operable with the keyboard alone', async () => {
    const user = userEvent.setup();
    render(<Figure />);
    await user.tab();
    expect(screen.getByRole('button', { name: insights.figure.showChart })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: insights.figure.showTable })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('table', { name: title })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: fill(insights.figure.downloadName, { title }) })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('region', { name: title })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: insights.figure.showChart })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('img', { name: summary })).toBeInTheDocument();
  });

  it('downloads the table as UTF-8 CSV with a byte order mark, named after csvName', async () => {
    const user = userEvent.setup();
    render(<Figure />);
    await user.click(screen.getByRole('button', { name: `Download CSV: ${title}` }));
    expect(downloadBlob).toHaveBeenCalledTimes(1);
    const [blob, fileName] = vi.mocked(downloadBlob).mock.calls[0]!;
    expect(fileName).toBe('corridor-acceptance-2026.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFBusiness,Requests,Acceptance\r\n' +
        'Ærø Fiskeri,1200,0.5\r\n' +
        '"شركة ""النخيل"", دبي",3,\r\n' +
        "'=cmd,-2,0.125\r\n",
    );
  });

  it('writes each column’s own CSV value when it gives one, and the same file from the table view', async () => {
    const user = userEvent.setup();
    render(
      <ChartFigure
        title="Supply"
        summary="One industry is short."
        columns={[
          { key: 'name', label: 'Name' },
          { key: 'short', label: 'Short of partners', format: (short) => (short ? 'Yes' : 'No'), csv: (short) => (short ? 'yes' : 'no') },
        ]}
        rows={[
          { name: 'Fintech', short: true },
          { name: 'Logistics', short: false },
        ]}
        csvName="supply"
      >
        {(labelledBy) => <BarChart rows={[]} series={[{ label: 'Demand' }]} format={String} labelledBy={labelledBy} />}
      </ChartFigure>,
    );
    await user.click(screen.getByRole('button', { name: insights.figure.showTable }));
    expect(screen.getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV: Supply' }));
    const [blob] = vi.mocked(downloadBlob).mock.calls[0]!;
    expect(new TextDecoder().decode(await bytesOf(blob))).toBe('Name,Short of partners\r\nFintech,yes\r\nLogistics,no\r\n');
  });
});
