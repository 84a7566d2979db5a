import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from '@/lib/format';
import { BarChart, wrapLabel, type BarChartProps, type BarChartRow } from './bar-chart';

const SUMMARY = 'Two of three industries have fewer partners than businesses asking.';

function renderChart(props: Partial<BarChartProps> & Pick<BarChartProps, 'rows'>, dir?: 'rtl') {
  return render(
    <div dir={dir}>
      <p id="summary">{SUMMARY}</p>
      <BarChart series={[{ label: 'Businesses' }]} format={formatNumber} labelledBy="summary" {...props} />
    </div>,
  );
}

const bars = (container: HTMLElement) => [...container.querySelectorAll('[data-bar]')];

/** Every attribute of every element of the chart: none may read NaN or Infinity. */
function badAttributes(container: HTMLElement): string[] {
  return [...container.querySelectorAll('svg, svg *')].flatMap((element) =>
    [...element.attributes].filter((attribute) => /NaN|Infinity/.test(attribute.value)).map((attribute) => `${element.tagName} ${attribute.name}=${attribute.value}`),
  );
}

const industries: BarChartRow[] = [
  { key: 'fintech', label: 'Fintech', values: [14, 5], highlight: true },
  { key: 'logistics', label: 'Logistics', values: [9, null] },
  { key: 'energy', label: 'Energy', values: [null, 3], highlight: true },
];

describe('BarChart', () => {
  it('is one image named by the summary, its insides hidden from assistive technology', () => {
    const { container } = renderChart({ rows: industries, series: [{ label: 'Demand' }, { label: 'Supply' }] });
    const image = screen.getByRole('img', { name: SUMMARY });
    expect(image.tagName).toBe('svg');
    expect(image).toHaveAttribute('aria-labelledby', 'summary');
    expect(image.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('ul')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one bar per value that is not null, and "–" for each null', () => {
    const { container } = renderChart({ rows: industries, series: [{ label: 'Demand' }, { label: 'Supply' }] });
    expect(bars(container)).toHaveLength(4);
    expect(screen.getAllByText('–')).toHaveLength(2);
    expect([...container.querySelectorAll('text.value')].map((value) => value.textContent)).toEqual(['14', '5', '9', '–', '–', '3']);
  });

  it('gives each series its tone by position, and shows a legend from two series', () => {
    const { container } = renderChart({ rows: industries, series: [{ label: 'Demand' }, { label: 'Supply' }] });
    expect(bars(container).map((bar) => bar.getAttribute('class'))).toEqual([
      'visx-bar bar tone0',
      'visx-bar bar tone1',
      'visx-bar bar tone0',
      'visx-bar bar tone1',
    ]);
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Demand', 'Supply']);
  });

  it('shows no legend for a single series', () => {
    const { container } = renderChart({ rows: [{ key: 'a', label: 'Shown', values: [3] }] });
    expect(container.querySelector('ul')).not.toBeInTheDocument();
  });

  it('writes the highlight word beside every highlighted row, and only there', () => {
    const { container } = renderChart({ rows: industries, series: [{ label: 'Demand' }, { label: 'Supply' }], highlightLabel: 'Short' });
    expect(screen.getAllByText('Short')).toHaveLength(2);
    expect(container.querySelector('[data-row="fintech"]')).toHaveTextContent('Short');
    expect(container.querySelector('[data-row="logistics"]')).not.toHaveTextContent('Short');
  });

  it('scales bars to the largest value, or to max', () => {
    const { container, rerender } = renderChart({ rows: [{ key: 'a', label: 'A', values: [10] }, { key: 'b', label: 'B', values: [5] }] });
    const [a, b] = bars(container).map((bar) => Number(bar.getAttribute('width')));
    expect(b! / a!).toBeCloseTo(0.5, 5);
    rerender(
      <div>
        <p id="summary">{SUMMARY}</p>
        <BarChart rows={[{ key: 'a', label: 'A', values: [0.25] }]} series={[{ label: 'Rate' }]} format={formatPercent} max={1} labelledBy="summary" />
      </div>,
    );
    expect(screen.getByText('100%')).toBeInTheDocument(); // the axis ends at max
    expect(screen.getByText('25%')).toBeInTheDocument();
  });

  it('draws the band with its label', () => {
    const { container } = renderChart({
      rows: [{ key: 'a', label: '70–84', values: [0.52] }],
      format: formatPercent,
      max: 1,
      band: { low: 0.4, high: 0.6, label: 'Industry band 40%–60%' },
    });
    expect(screen.getByText('Industry band 40%–60%')).toBeInTheDocument();
    const band = container.querySelector('rect.band')!;
    expect(Number(band.getAttribute('width'))).toBeGreaterThan(0);
    expect(badAttributes(container)).toEqual([]);
  });

  it('survives all zeros, no rows and NaN without a NaN in any attribute', () => {
    const zeros = renderChart({ rows: [{ key: 'a', label: 'A', values: [0, 0] }], series: [{ label: 'A' }, { label: 'B' }] });
    expect(bars(zeros.container)).toHaveLength(2);
    expect(bars(zeros.container).map((bar) => bar.getAttribute('width'))).toEqual(['0', '0']);
    expect(badAttributes(zeros.container)).toEqual([]);
    zeros.unmount();

    const empty = renderChart({ rows: [] });
    expect(screen.getByRole('img', { name: SUMMARY })).toBeInTheDocument();
    expect(badAttributes(empty.container)).toEqual([]);
    empty.unmount();

    const broken = renderChart({ rows: [{ key: 'a', label: 'A', values: [Number.NaN] }], max: Number.NaN });
    expect(bars(broken.container)).toHaveLength(0);
    expect(badAttributes(broken.container)).toEqual([]);
  });

  it('truncates a long label with its full text as a tooltip', () => {
    const label = 'Ærø Fiskeri og Havbrug ApS — Nordic aquaculture, seafood export and cold-chain logistics division';
    const { container } = renderChart({ rows: [{ key: 'a', label, values: [2] }] });
    const text = container.querySelector('text.label')!;
    expect(text.querySelector('title')).toHaveTextContent(label);
    const lines = [...text.querySelectorAll('tspan')].map((line) => line.textContent);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
  });

  it('mirrors in a right-to-left page: labels at the right, bars growing leftwards', () => {
    const { container } = renderChart({ rows: [{ key: 'a', label: 'شركة', values: [4] }] }, 'rtl');
    const svgWidth = Number(container.querySelector('svg')!.getAttribute('width'));
    const label = container.querySelector('text.label')!;
    const bar = bars(container)[0]!;
    expect(Number(label.getAttribute('x'))).toBeGreaterThan(svgWidth / 2);
    expect(label).toHaveAttribute('text-anchor', 'start');
    expect(Number(bar.getAttribute('x')) + Number(bar.getAttribute('width'))).toBeLessThan(Number(label.getAttribute('x')));
  });
});

describe('wrapLabel', () => {
  it('breaks at spaces, keeps short labels whole and cuts words longer than a line', () => {
    expect(wrapLabel('Matches shown', 200, 14, 3)).toEqual({ lines: ['Matches shown'], truncated: false });
    expect(wrapLabel('First milestone completed', 100, 14, 3)).toEqual({ lines: ['First', 'milestone', 'completed'], truncated: false });
    expect(wrapLabel('Supercalifragilisticexpialidocious', 100, 14, 3)).toEqual({ lines: ['Supercalifr…'], truncated: true });
  });
});
