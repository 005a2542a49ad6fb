import { type PricePoint, toDecimal } from '@tradesim/core';
import { formatDateTime, formatMonthDay, formatPrice } from '@tradesim/ui-kit';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTooltip } from './chart-tooltip.js';
import styles from './price-chart.module.css';

/** One x-axis tick per local midnight inside the range, so each day is labelled once. */
function dayTicks(from: number, to: number): number[] {
  const day = new Date(from);
  day.setHours(24, 0, 0, 0);
  const ticks: number[] = [];
  // setDate, not +24 h: a day with a clock change is 23 or 25 hours long.
  for (; day.getTime() <= to; day.setDate(day.getDate() + 1)) ticks.push(day.getTime());
  return ticks;
}

/**
 * The 7-day price line (x time, y price). Drawn dashed, and red, when the 24h change is
 * negative, so a fall reads without colour. Imported only by the asset page, so recharts stays
 * in that screen's chunk.
 */
export function PriceChart({ points, dashed }: { points: readonly PricePoint[]; dashed: boolean }) {
  // Plot coordinates only: the figures users read come from the decimal strings.
  const data = points.map((point) => ({
    time: Date.parse(point.time),
    price: toDecimal(point.price).toNumber(),
    text: point.price,
  }));
  const first = points[0];
  const last = points.at(-1);
  const ticks = first && last ? dayTicks(Date.parse(first.time), Date.parse(last.time)) : [];
  const description =
    first && last
      ? `Price over the last 7 days, from ${formatPrice(first.price)} on ${formatDateTime(first.time)} to ${formatPrice(last.price)} on ${formatDateTime(last.time)}${dashed ? '; dashed because the price fell in the last 24 hours' : ''}.`
      : 'No price history to show yet.';
  return (
    <div
      className={`${styles.chart} ${dashed ? styles.falling : ''}`}
      role="img"
      aria-label={description}
      data-testid="price-chart"
      data-dashed={dashed}
    >
      {data.length === 0 ? (
        <p className={styles.empty} aria-hidden="true">
          No price history to show yet.
        </p>
      ) : (
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 240 }}>
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              ticks={ticks}
              tickFormatter={(time: number) => formatMonthDay(time)}
              minTickGap={24}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              dataKey="price"
              domain={['auto', 'auto']}
              tickFormatter={(price: number) => formatPrice(price)}
              width={88}
              tick={{ fontSize: 12 }}
            />
            <Tooltip content={<ChartTooltip />} />
            <Line
              type="monotone"
              dataKey="price"
              stroke="currentColor"
              strokeWidth={2}
              strokeDasharray={dashed ? '6 4' : undefined}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      )}
    </div>
  );
}
