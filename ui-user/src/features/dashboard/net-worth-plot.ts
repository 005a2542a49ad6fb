import { formatUsdShort } from '@tradesim/core';
import { area, curveMonotoneX, line } from 'd3-shape';
import { formatTick, timeTicks, valueAxis } from './chart-axes.js';

/** Room around the plot for the value labels (left) and the time labels (below). */
export const plotMargin = { top: 8, right: 8, bottom: 24, left: 64 } as const;

/** One point of the line: its time (ms) and net worth, as plot coordinates only. */
export interface SeriesPoint {
  time: number;
  value: number;
}

export interface Tick {
  /** Where the tick sits along its axis, in pixels from the chart's top left. */
  at: number;
  label: string;
}

export interface NetWorthPlot {
  /** The line through the points (a monotone curve: it never overshoots between two points). */
  line: string;
  /** The soft fill under the line, down to the plot's floor. */
  fill: string;
  /** Each point's pixel position, in the series' order (the pointer snaps to the nearest). */
  points: readonly { x: number; y: number }[];
  xTicks: readonly Tick[];
  yTicks: readonly Tick[];
  /** The plot's floor (y) and its left and right edges (x), for the grid lines. */
  floor: number;
  left: number;
  right: number;
}

/** Roughly one time label per this many pixels, so labels such as "Nov 22" never touch. */
const pixelsPerTimeLabel = 64;

/**
 * Lays the net worth series out in a `width` × `height` box: the scales, the line and its fill,
 * and the axes' round ticks (chart-axes.ts). Pure, so the drawing is tested without a browser.
 */
export function netWorthPlot(series: readonly SeriesPoint[], width: number, height: number): NetWorthPlot {
  const left = plotMargin.left;
  const right = Math.max(left + 1, width - plotMargin.right);
  const top = plotMargin.top;
  const floor = Math.max(top + 1, height - plotMargin.bottom);
  const first = series[0]?.time ?? 0;
  const last = series.at(-1)?.time ?? first;
  const values = series.map((point) => point.value);
  const axis = valueAxis(Math.min(...values), Math.max(...values));
  const [low, high] = axis.domain;
  const x = (time: number) =>
    last > first ? left + ((time - first) / (last - first)) * (right - left) : left;
  const y = (value: number) => (high > low ? top + ((high - value) / (high - low)) * (floor - top) : floor);
  const points = series.map((point) => ({ x: x(point.time), y: y(point.value) }));
  const time = timeTicks(first, last, Math.max(2, Math.floor((right - left) / pixelsPerTimeLabel)));
  return {
    line:
      line<{ x: number; y: number }>()
        .x((point) => point.x)
        .y((point) => point.y)
        .curve(curveMonotoneX)(points) ?? '',
    fill:
      area<{ x: number; y: number }>()
        .x((point) => point.x)
        .y0(floor)
        .y1((point) => point.y)
        .curve(curveMonotoneX)(points) ?? '',
    points,
    xTicks: time.ticks.map((tick) => ({ at: x(tick), label: formatTick(tick, time.unit) })),
    yTicks: axis.ticks.map((tick) => ({ at: y(tick), label: formatUsdShort(tick) })),
    floor,
    left,
    right,
  };
}

/** The index of the point nearest to `x` along the time axis (points are in time order). */
export function nearestPoint(points: readonly { x: number }[], x: number): number {
  let nearest = 0;
  for (let index = 1; index < points.length; index += 1) {
    const point = points[index];
    const best = points[nearest];
    if (point && best && Math.abs(point.x - x) < Math.abs(best.x - x)) nearest = index;
  }
  return nearest;
}
