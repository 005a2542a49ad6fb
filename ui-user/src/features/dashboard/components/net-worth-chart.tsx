import { formatUsdShort, type HistoryRange, type PortfolioPoint, toDecimal } from '@tradesim/core';
import { formatDateTime, formatUsd } from '@tradesim/ui-kit';
import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTick, timeTicks, valueAxis } from '../chart-axes.js';
import styles from './net-worth-chart.module.css';

export const rangeWords: Record<HistoryRange, string> = {
  '1d': 'over the last day',
  '1w': 'over the last week',
  '1m': 'over the last month',
  '3m': 'over the last 3 months',
  all: 'since your first recorded day',
};

interface ChartPoint {
  time: number;
  netWorth: number;
  point: PortfolioPoint;
}

/** The hovered point: its time, and net worth with its cash and invested parts, exact. */
function NetWorthTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: readonly { payload?: ChartPoint }[];
}) {
  const point = payload?.[0]?.payload?.point;
  if (!active || !point) return null;
  return (
    <div className={styles.tooltip}>
      <p className={styles.tooltipTime}>{formatDateTime(point.time)}</p>
      <p className={`${styles.tooltipTotal} tabular`}>{formatUsd(point.netWorth)}</p>
      <dl className={`${styles.tooltipParts} tabular`}>
        <div>
          <dt>Cash</dt>
          <dd>{formatUsd(point.cash)}</dd>
        </div>
        <div>
          <dt>Invested</dt>
          <dd>{formatUsd(point.invested)}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * Net worth over the chosen range, as a line over a soft fill; hovering or touching a point
 * shows its cash and invested parts. The chart is one image to assistive technology, described
 * by its first and last values (the card around it reads out today's figures).
 */
export function NetWorthChart({ points, range }: { points: readonly PortfolioPoint[]; range: HistoryRange }) {
  const gradientId = `net-worth-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // Plot coordinates only: every figure a user reads comes from the decimal strings.
  const data: ChartPoint[] = points.map((point) => ({
    time: Date.parse(point.time),
    netWorth: toDecimal(point.netWorth).toNumber(),
    point,
  }));
  const values = data.map((point) => point.netWorth);
  const yAxis = valueAxis(Math.min(...values), Math.max(...values));
  const first = points[0];
  const last = points.at(-1);
  const { ticks, unit } =
    first && last
      ? timeTicks(Date.parse(first.time), Date.parse(last.time))
      : { ticks: [], unit: 'hour' as const };
  const description =
    first && last
      ? `Net worth ${rangeWords[range]}: ${formatUsd(first.netWorth)} on ${formatDateTime(first.time)}, ${formatUsd(last.netWorth)} now (${formatUsd(last.cash)} cash, ${formatUsd(last.invested)} invested).`
      : 'No net worth history yet.';
  return (
    <div className={styles.chart} role="img" aria-label={description} data-testid="net-worth-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 240 }}>
        <AreaChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="currentColor" stopOpacity={0.22} />
              <stop offset="100%" stopColor="currentColor" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            ticks={ticks}
            tickFormatter={(time: number) => formatTick(time, unit)}
            minTickGap={16}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            dataKey="netWorth"
            domain={yAxis.domain}
            ticks={yAxis.ticks}
            tickFormatter={(value: number) => formatUsdShort(value)}
            width={72}
            tick={{ fontSize: 12 }}
          />
          <Tooltip content={<NetWorthTooltip />} />
          <Area
            type="monotone"
            dataKey="netWorth"
            stroke="currentColor"
            strokeWidth={2}
            fill={`url(#${gradientId})`}
            dot={false}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
