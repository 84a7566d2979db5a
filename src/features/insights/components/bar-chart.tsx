import { AxisBottom, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { cx } from '@/components/ui';
import styles from './bar-chart.module.css';
import { useElementWidth } from './use-element-width';

/** A range drawn as a shaded band behind the data (e.g. the 40–60 % industry band), with its label. */
export interface ChartBand {
  low: number;
  high: number;
  label: string;
}

export interface BarChartRow {
  key: string;
  label: string;
  /** One value per series, in the order of `series`; null draws no bar and the label "–". */
  values: readonly (number | null)[];
  /** Marks the row (a tinted label and `highlightLabel` beside it): colour is never the only signal. */
  highlight?: boolean;
}

export interface BarChartProps {
  /** The categories, top to bottom. */
  rows: readonly BarChartRow[];
  /** 1–3 series; series i always takes tone i. A legend shows from two series. */
  series: readonly { label: string }[];
  /** The text of a value: the label at each bar's end and the axis ticks. */
  format: (value: number) => string;
  /** The end of the value axis; default the largest value (or the band's top), rounded up. */
  max?: number;
  band?: ChartBand;
  /** The id of the element whose text names the chart (the figure's one-line summary). */
  labelledBy: string;
  /** The word drawn under a highlighted row's label (e.g. "Short"). */
  highlightLabel?: string;
}

/** What a missing value reads as, in the chart and in the table (a typographic dash, not a word). */
export const MISSING_VALUE = '–';

/** The width jsdom (no layout) and the very first frame draw at. */
export const FALLBACK_WIDTH = 640;

/** Font sizes of the chart's text in px: --font-size-sm and --font-size-xs of tokens.css. */
export const LABEL_FONT = 14;
export const SMALL_FONT = 12;

/**
 * A generous estimate of how wide a text is drawn (no measuring: jsdom cannot, and a chart must
 * not wait for fonts): 0.58 em a character covers Inter and the system fallbacks, digits included.
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  return Math.ceil(text.length * fontSize * 0.58);
}

export const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** A value is drawn only when it is a finite number (null and NaN draw nothing). */
export const isDrawn = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The end of a value axis: the given max, else the largest value; never 0 (nothing divides by zero). */
export function axisMax(values: readonly number[], max: number | undefined): number {
  if (isDrawn(max) && max > 0) return max;
  const largest = Math.max(0, ...values);
  return largest > 0 ? largest : 1;
}

/** Tick values for `count` ticks; only whole ones when every value is whole (no "0.5 requests"). */
export function tickValues(scale: { ticks: (count: number) => number[] }, count: number, values: readonly number[]): number[] {
  const ticks = scale.ticks(count);
  return values.every(Number.isInteger) ? ticks.filter(Number.isInteger) : ticks;
}

/** An axis tick label as plain SVG text (the library's default measures text through the DOM). */
export const tickLabel =
  (className: string | undefined, dy: string, textAnchor: 'start' | 'middle' | 'end') =>
  ({ x, y, formattedValue }: TickRendererProps) => (
    <text className={className} x={x} y={y} dy={dy} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );

/** Breaks a label into at most `maxLines` lines of `width`; what does not fit ends in "…". */
export function wrapLabel(text: string, width: number, fontSize: number, maxLines: number): { lines: string[]; truncated: boolean } {
  const perLine = Math.max(4, Math.floor(width / (fontSize * 0.58)));
  const cut = (line: string) => `${line.slice(0, perLine - 1).trimEnd()}…`;
  const lines: string[] = [];
  let truncated = false;
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else if (word.length > perLine) {
      lines.push(cut(word));
      truncated = true;
    } else lines.push(word);
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const tail = kept[maxLines - 1]!;
    kept[maxLines - 1] = tail.length + 1 < perLine && !tail.endsWith('…') ? `${tail}…` : cut(tail);
    return { lines: kept, truncated: true };
  }
  return { lines, truncated };
}

const TONES = [styles.tone0, styles.tone1, styles.tone2];
/** The tone class of series `index` (fixed by position: series 1 is always the first tone). */
export const toneClass = (index: number) => TONES[index % TONES.length];

const LINE_HEIGHT = 17;
const ROW_PADDING = 7;
const BAR_GAP = 2;
const LABEL_GAP = 10;
const VALUE_GAP = 6;
const AXIS_HEIGHT = 22;

const bottomTick = tickLabel(styles.tick, '0.2em', 'middle');

interface RowLayout {
  top: number;
  labelWidth: number;
  barsHeight: number;
  highlightLabel: string | undefined;
}

/** Where each row goes: as tall as its bars or its wrapped label (and highlight word), stacked from `top`. */
function layoutRows(rows: readonly BarChartRow[], { top, labelWidth, barsHeight, highlightLabel }: RowLayout) {
  let y = top;
  return rows.map((row) => {
    const label = wrapLabel(row.label, labelWidth - 12, LABEL_FONT, 3);
    const marked = Boolean(row.highlight && highlightLabel);
    const labelHeight = (label.lines.length + (marked ? 1 : 0)) * LINE_HEIGHT;
    const height = Math.max(barsHeight, labelHeight) + ROW_PADDING * 2;
    const placed = { row, label, marked, top: y, height, labelTop: (height - labelHeight) / 2, barsTop: (height - barsHeight) / 2 };
    y += height;
    return placed;
  });
}

/**
 * Horizontal bars: categories down the side (labels wrap to three lines, then end in "…" with the
 * full text as a tooltip), values across, one bar per series in each row with its value at the end.
 * It draws to the width of its container and grows in height with the rows; the SVG is one image
 * named by `labelledBy`, and everything inside it is hidden from assistive technology (the figure's
 * table carries the numbers).
 */
export function BarChart({ rows, series, format, max, band, labelledBy, highlightLabel }: BarChartProps) {
  const { ref, width, rtl } = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const values = rows.flatMap((row) => row.values.filter(isDrawn));
  const top = band ? 24 : 6;

  // Columns, left to right in a left-to-right page: labels | bars | room for the longest value.
  const longestLabel = Math.max(0, ...rows.map((row) => estimateTextWidth(row.label, LABEL_FONT)));
  const labelWidth = Math.min(clamp(Math.round(width * 0.36), 88, 220), Math.max(40, longestLabel + 12));
  const longestValue = Math.max(
    estimateTextWidth(MISSING_VALUE, SMALL_FONT),
    ...values.map((value) => estimateTextWidth(format(value), SMALL_FONT)),
  );
  const plotStart = labelWidth + LABEL_GAP;
  const plotEnd = Math.max(plotStart + 40, width - longestValue - VALUE_GAP - 2);
  /** A position measured from the start edge, turned into an x (mirrored in a right-to-left page). */
  const x = (fromStart: number) => (rtl ? width - fromStart : fromStart);
  const towardEnd = rtl ? -1 : 1;
  const startAnchor = rtl ? 'end' : 'start';

  const scale = scaleLinear<number>({
    domain: [0, axisMax(band ? [...values, band.high] : values, max)],
    range: [x(plotStart), x(plotEnd)],
    nice: !(isDrawn(max) && max > 0),
    clamp: true,
  });
  const ticks = tickValues(scale, clamp(Math.floor((plotEnd - plotStart) / 72), 2, 6), values);
  const zero = scale(0);

  const barCount = Math.max(1, series.length);
  const thickness = barCount === 1 ? 20 : barCount === 2 ? 14 : 12;
  const barsHeight = barCount * thickness + (barCount - 1) * BAR_GAP;

  const layout = layoutRows(rows, { top, labelWidth, barsHeight, highlightLabel });
  const plotBottom = layout.reduce((bottom, placed) => bottom + placed.height, top);
  const height = plotBottom + AXIS_HEIGHT;
  const labelX = x(labelWidth - 6);
  const labelAnchor = rtl ? 'start' : 'end';

  return (
    <div className={styles.chart}>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((item, index) => (
            <li key={index} className={styles.legendItem}>
              <span className={cx(styles.swatch, toneClass(index))} />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={ref} className={styles.frame}>
        <svg role="img" aria-labelledby={labelledBy} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className={styles.svg}>
          <g aria-hidden="true">
            {band ? <BandColumn layer="back" band={band} scale={scale} top={top} bottom={plotBottom} width={width} /> : null}
            {ticks.map((tick) => (
              <line key={tick} className={tick === 0 ? styles.baseline : styles.grid} x1={scale(tick)} x2={scale(tick)} y1={top} y2={plotBottom} />
            ))}
            {band ? <BandColumn layer="front" band={band} scale={scale} top={top} bottom={plotBottom} width={width} /> : null}
            {layout.map(({ row, label, marked, top: rowTop, height: rowHeight, labelTop, barsTop }) => (
              <Group key={row.key} top={rowTop} data-row={row.key}>
                {row.highlight ? (
                  <rect className={styles.highlightBg} x={rtl ? width - labelWidth : 0} y={2} width={labelWidth} height={rowHeight - 4} rx={4} />
                ) : null}
                <text className={cx(styles.label, row.highlight && styles.highlighted)} x={labelX} y={labelTop + 13} textAnchor={labelAnchor}>
                  {label.truncated ? <title>{row.label}</title> : null}
                  {label.lines.map((line, index) => (
                    <tspan key={index} x={labelX} dy={index === 0 ? 0 : LINE_HEIGHT}>
                      {line}
                    </tspan>
                  ))}
                </text>
                {marked ? (
                  <text className={styles.highlightWord} x={labelX} y={labelTop + 13 + label.lines.length * LINE_HEIGHT} textAnchor={labelAnchor}>
                    {highlightLabel}
                  </text>
                ) : null}
                {row.values.map((value, index) => {
                  const barTop = barsTop + index * (thickness + BAR_GAP);
                  const middle = barTop + thickness / 2;
                  if (!isDrawn(value)) {
                    return (
                      <text key={index} className={styles.value} x={zero + towardEnd * VALUE_GAP} y={middle} dy="0.35em" textAnchor={startAnchor}>
                        {MISSING_VALUE}
                      </text>
                    );
                  }
                  const end = scale(Math.max(0, value));
                  return (
                    <g key={index}>
                      <Bar
                        className={cx(styles.bar, toneClass(index))}
                        data-bar=""
                        x={Math.min(zero, end)}
                        y={barTop}
                        width={Math.abs(end - zero)}
                        height={thickness}
                      />
                      <text className={styles.value} x={end + towardEnd * VALUE_GAP} y={middle} dy="0.35em" textAnchor={startAnchor}>
                        {format(value)}
                      </text>
                    </g>
                  );
                })}
              </Group>
            ))}
            <AxisBottom
              scale={scale}
              top={plotBottom}
              tickValues={ticks}
              tickFormat={(value) => format(Number(value))}
              hideAxisLine
              hideTicks
              tickLength={4}
              tickComponent={bottomTick}
            />
          </g>
        </svg>
      </div>
    </div>
  );
}

interface BandColumnProps {
  /** The tint goes under the grid; the dashed edges and the label over it. */
  layer: 'back' | 'front';
  band: ChartBand;
  scale: (value: number) => number;
  top: number;
  bottom: number;
  width: number;
}

/** The band as a shaded column behind the bars, dashed at its edges, its label above it. */
function BandColumn({ layer, band, scale, top, bottom, width }: BandColumnProps) {
  const a = scale(band.low);
  const b = scale(band.high);
  if (layer === 'back') return <rect className={styles.band} x={Math.min(a, b)} y={top} width={Math.abs(b - a)} height={bottom - top} />;
  const half = estimateTextWidth(band.label, SMALL_FONT) / 2;
  const middle = clamp((a + b) / 2, Math.min(half, width / 2), Math.max(width - half, width / 2));
  return (
    <g>
      <line className={styles.bandEdge} x1={a} x2={a} y1={top} y2={bottom} />
      <line className={styles.bandEdge} x1={b} x2={b} y1={top} y2={bottom} />
      <text className={styles.bandLabel} x={middle} y={top - 8} textAnchor="middle">
        {band.label}
      </text>
    </g>
  );
}
