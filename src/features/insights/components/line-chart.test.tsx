import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '@/lib/format';
import { LineChart, type LineChartPoint, type LineChartProps } from './line-chart';

const SUMMARY = 'Acceptance was 48% over the period.';

function renderChart(props: Partial<LineChartProps> & Pick<LineChartProps, 'points'>, dir?: 'rtl') {
  return render(
    <div dir={dir}>
      <p id="summary">{SUMMARY}</p>
      <LineChart format={formatPercent} max={1} labelledBy="summary" {...props} />
    </div>,
  );
}

/** Week n of a year, its value from the list (null = no answers that week). */
const weeks = (values: readonly (number | null)[]): LineChartPoint[] =>
  values.map((value, index) => ({ key: `w${index + 1}`, label: `Week ${index + 1}`, value }));

const points = (container: HTMLElement) => [...container.querySelectorAll('[data-point]')];
const line = (container: HTMLElement) => container.querySelector('path.line')?.getAttribute('d') ?? '';

function badAttributes(container: HTMLElement): string[] {
  return [...container.querySelectorAll('svg *')].flatMap((element) =>
    [...element.attributes].filter((attribute) => /NaN|Infinity/.test(attribute.value)).map((attribute) => `${element.tagName} ${attribute.name}`),
  );
}

describe('LineChart', () => {
  it('is one image named by the summary, its insides hidden from assistive technology', () => {
    renderChart({ points: weeks([0.4, 0.5]) });
    const image = screen.getByRole('img', { name: SUMMARY });
    expect(image.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a point for every value and leaves a gap in the line for a null, not a zero', () => {
    const { container } = renderChart({ points: weeks([0.4, 0.5, null, 0.6, 0.55]) });
    expect(points(container)).toHaveLength(4);
    expect(line(container).match(/M/g)).toHaveLength(2);
    const lowest = Math.max(...points(container).map((point) => Number(point.getAttribute('cy'))));
    expect(lowest).toBeLessThan(Number(container.querySelector('svg')!.getAttribute('height')) - 30);
  });

  it('shows a single point, with its value', () => {
    const { container } = renderChart({ points: weeks([0.5]) });
    expect(points(container)).toHaveLength(1);
    expect(screen.getAllByText('50%').length).toBeGreaterThan(0);
    expect(badAttributes(container)).toEqual([]);
  });

  it('survives all zeros, only nulls, no points and a max of 0 without a NaN in any attribute', () => {
    for (const props of [{ points: weeks([0, 0, 0]) }, { points: weeks([null, null]) }, { points: [] }, { points: weeks([0, 0]), max: 0 }]) {
      const { container, unmount } = renderChart(props);
      expect(screen.getByRole('img', { name: SUMMARY })).toBeInTheDocument();
      expect(badAttributes(container)).toEqual([]);
      unmount();
    }
  });

  it('draws the band with its label', () => {
    const { container } = renderChart({ points: weeks([0.3, 0.5]), band: { low: 0.4, high: 0.6, label: 'Industry band 40%–60%' } });
    expect(screen.getByText('Industry band 40%–60%')).toBeInTheDocument();
    expect(Number(container.querySelector('rect.band')!.getAttribute('height'))).toBeGreaterThan(0);
  });

  it('labels as many weeks as fit, the latest always, and the y axis from 0 to max', () => {
    renderChart({ points: weeks(Array.from({ length: 52 }, () => 0.5)) });
    const labels = screen.getAllByText(/^Week \d+$/).map((label) => label.textContent);
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.length).toBeLessThan(52);
    expect(labels).toContain('Week 52');
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('writes every value above its point when there is room', () => {
    renderChart({ points: weeks([0.1, 0.2, 0.3]) });
    for (const value of ['10%', '30%']) expect(screen.getAllByText(value).length).toBeGreaterThan(0);
  });

  it('mirrors in a right-to-left page: the latest week on the left', () => {
    const { container } = renderChart({ points: weeks([0.1, 0.2, 0.3]) }, 'rtl');
    const [first, , last] = points(container).map((point) => Number(point.getAttribute('cx')));
    expect(last!).toBeLessThan(first!);
  });
});
