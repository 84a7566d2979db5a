import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import {
  FALLBACK_WIDTH,
  SMALL_FONT,
  axisMax,
  clamp,
  estimateTextWidth,
  isDrawn,
  tickLabel,
  tickValues,
  type ChartBand,
} from './bar-chart';
import styles from './line-chart.module.css';
import { useElementWidth } from './use-element-width';

export interface LineChartPoint {
  key: string;
  /** The x label (e.g. the week's first day); not every one is drawn on a narrow chart. */
  label: string;
  /** null leaves a gap in the line (no answer that week), never a zero. */
  value: number | null;
}

export interface LineChartProps {
  /** In x order (oldest first). */
  points: readonly LineChartPoint[];
  /** The text of a value: the y ticks and the point labels. */
  format: (value: number) => string;
  /** The top of the y axis (e.g. 1 for a share); the axis starts at 0. */
  max: number;
  /** Drawn as a shaded horizontal band with its label. */
  band?: ChartBand;
  /** The id of the element whose text names the chart (the figure's one-line summary). */
  labelledBy: string;
}

const TOP = 20;
const BOTTOM = 26;
const TICK_GAP = 8;

const startTick = tickLabel(styles.tick, '0.35em', 'end');
const endTick = tickLabel(styles.tick, '0.35em', 'start');
const bottomTick = tickLabel(styles.tick, '0.2em', 'middle');

/**
 * One series over time: a line through the points (broken where a value is missing), each point a
 * small circle, the y axis from 0 to `max`, and as many x labels as fit (always the latest). Values
 * are written above the points when there is room, else above the latest one only. It draws to
 * the width of its container; the SVG is one image named by `labelledBy`, its insides hidden from
 * assistive technology (the figure's table carries the numbers).
 */
export function LineChart({ points, format, max, band, labelledBy }: LineChartProps) {
  const { ref, width, rtl } = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const height = clamp(Math.round(width * 0.45), 200, 300);
  const drawn = points.filter((point) => isDrawn(point.value));
  const values = drawn.map((point) => point.value as number);

  const y = scaleLinear<number>({ domain: [0, axisMax(values, max)], range: [height - BOTTOM, TOP], clamp: true });
  const yTicks = tickValues(y, clamp(Math.floor((height - TOP - BOTTOM) / 45), 2, 6), values);

  const axisWidth = Math.max(...yTicks.map((tick) => estimateTextWidth(format(tick), SMALL_FONT))) + TICK_GAP + 4;
  const xLabelWidth = Math.max(0, ...points.map((point) => estimateTextWidth(point.label, SMALL_FONT)));
  const plotStart = axisWidth;
  const plotEnd = Math.max(plotStart + 40, width - Math.ceil(xLabelWidth / 2) - 4);
  /** A position measured from the start edge, turned into an x (mirrored in a right-to-left page). */
  const at = (fromStart: number) => (rtl ? width - fromStart : fromStart);

  const keys = points.map((point) => point.key);
  const x = scalePoint<string>({ domain: keys, range: [at(plotStart), at(plotEnd)], padding: 0.5 });
  const step = Math.abs(plotEnd - plotStart) / Math.max(1, points.length);
  // Every n-th x label, counted back from the latest so the latest is always labelled.
  const every = Math.max(1, Math.ceil((xLabelWidth + 12) / step));
  const xTicks = keys.filter((_, index) => (keys.length - 1 - index) % every === 0);
  const labelOf = new Map(points.map((point) => [point.key, point.label]));

  const valueWidth = Math.max(0, ...values.map((value) => estimateTextWidth(format(value), SMALL_FONT)));
  const labelled = valueWidth + 6 <= step ? drawn : drawn.slice(-1);
  const dense = step < 10;
  const radius = step < 6 ? 2 : dense ? 2.5 : 3.5;
  const xOf = (point: LineChartPoint) => x(point.key) ?? 0;
  const yOf = (point: LineChartPoint) => y(point.value ?? 0);

  return (
    <div className={styles.chart}>
      {band ? (
        <p className={styles.legend} aria-hidden="true">
          <span className={styles.legendItem}>
            <span className={styles.bandSwatch} />
            {band.label}
          </span>
        </p>
      ) : null}
      <div ref={ref} className={styles.frame}>
        <svg role="img" aria-labelledby={labelledBy} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className={styles.svg}>
          <g aria-hidden="true">
            {band ? <BandRow layer="back" band={band} y={y} start={at(plotStart)} end={at(plotEnd)} /> : null}
            {yTicks.map((tick) => (
              <line key={tick} className={tick === 0 ? styles.baseline : styles.grid} x1={at(plotStart)} x2={at(plotEnd)} y1={y(tick)} y2={y(tick)} />
            ))}
            {band ? <BandRow layer="front" band={band} y={y} start={at(plotStart)} end={at(plotEnd)} /> : null}
            {rtl ? (
              <AxisRight scale={y} left={at(plotStart)} tickValues={yTicks} tickFormat={(value) => format(Number(value))} hideAxisLine hideTicks tickLength={TICK_GAP} tickComponent={endTick} />
            ) : (
              <AxisLeft scale={y} left={plotStart} tickValues={yTicks} tickFormat={(value) => format(Number(value))} hideAxisLine hideTicks tickLength={TICK_GAP} tickComponent={startTick} />
            )}
            <AxisBottom
              scale={x}
              top={height - BOTTOM}
              tickValues={xTicks}
              tickFormat={(key) => labelOf.get(key)}
              hideAxisLine
              hideTicks
              tickLength={4}
              tickComponent={bottomTick}
            />
            <LinePath<LineChartPoint> className={styles.line} data={[...points]} x={xOf} y={yOf} defined={(point) => isDrawn(point.value)} />
            {drawn.map((point) => (
              <circle key={point.key} className={dense ? styles.densePoint : styles.point} data-point="" cx={xOf(point)} cy={yOf(point)} r={radius} />
            ))}
            {labelled.map((point) => (
              <text key={point.key} className={styles.value} x={xOf(point)} y={yOf(point) - 8} textAnchor="middle">
                {format(point.value as number)}
              </text>
            ))}
          </g>
        </svg>
      </div>
    </div>
  );
}

interface BandRowProps {
  /** The tint goes under the grid, the dashed edges over it. */
  layer: 'back' | 'front';
  band: ChartBand;
  y: (value: number) => number;
  start: number;
  end: number;
}

/** The band as a shaded row across the plot, dashed at its edges (its label is the legend above the chart). */
function BandRow({ layer, band, y, start, end }: BandRowProps) {
  const top = y(band.high);
  const bottom = y(band.low);
  const left = Math.min(start, end);
  const right = Math.max(start, end);
  if (layer === 'back') return <rect className={styles.band} x={left} y={top} width={right - left} height={Math.max(0, bottom - top)} />;
  return (
    <g>
      <line className={styles.bandEdge} x1={left} x2={right} y1={top} y2={top} />
      <line className={styles.bandEdge} x1={left} x2={right} y1={bottom} y2={bottom} />
    </g>
  );
}
