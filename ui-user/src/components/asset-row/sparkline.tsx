import { type PricePoint, toDecimal } from '@tradesim/core';
import styles from './sparkline.module.css';

export type Trend = { direction: 'up' | 'down' | 'flat'; percent: string; label: string };

/**
 * The move from the first price to the last, to one decimal: "7-day trend: up 3.2%". Null with
 * fewer than two points or a first price of zero (no line, no claim).
 */
export function trendOf(points: readonly PricePoint[], days = 7): Trend | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return null;
  const start = toDecimal(first.price);
  if (start.isZero()) return null;
  const change = toDecimal(last.price).minus(start).dividedBy(start).times(100);
  const percent = change.abs().toFixed(1);
  const direction = percent === '0.0' ? 'flat' : change.isNegative() ? 'down' : 'up';
  const label =
    direction === 'flat' ? `${days}-day trend: unchanged` : `${days}-day trend: ${direction} ${percent}%`;
  return { direction, percent, label };
}

/** "x,y x,y ...": the prices scaled into the box, oldest at the left, a pad so the stroke fits. */
export function sparklinePath(points: readonly PricePoint[], width: number, height: number, pad = 2): string {
  const prices = points.map((point) => Number(point.price));
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = high - low || 1;
  const step = (width - 2 * pad) / Math.max(prices.length - 1, 1);
  return prices
    .map((price, index) => {
      const x = pad + index * step;
      // A flat week draws a flat line through the middle.
      const y = high === low ? height / 2 : pad + (1 - (price - low) / span) * (height - 2 * pad);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * A small inline-SVG line of the prices (no chart library), green for a week that rose, red
 * for one that fell; it reads as its label ("7-day trend: up 3.2%"), colour never alone.
 */
export function Sparkline({
  points,
  width = 96,
  height = 32,
  className,
}: {
  points: readonly PricePoint[];
  width?: number;
  height?: number;
  className?: string;
}) {
  const trend = trendOf(points);
  if (!trend) return null;
  const line = sparklinePath(points, width, height);
  const area = `2,${height} ${line} ${width - 2},${height}`;
  return (
    <svg
      className={[styles.sparkline, styles[trend.direction], className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      preserveAspectRatio="none"
      role="img"
      aria-label={trend.label}
      data-trend={trend.direction}
    >
      <polygon className={styles.area} points={area} />
      <polyline className={styles.line} points={line} />
    </svg>
  );
}
