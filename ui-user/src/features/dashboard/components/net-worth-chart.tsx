import { type HistoryRange, type PortfolioPoint, toDecimal } from '@tradesim/core';
import { formatDateTime, formatUsd } from '@tradesim/ui-kit';
import { type PointerEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { nearestPoint, netWorthPlot, plotMargin } from '../net-worth-plot.js';
import styles from './net-worth-chart.module.css';

export const rangeWords: Record<HistoryRange, string> = {
  '1d': 'over the last day',
  '1w': 'over the last week',
  '1m': 'over the last month',
  '3m': 'over the last 3 months',
  all: 'since your first recorded day',
};

/** The hovered point: its time, and net worth with its cash and invested parts, exact. */
function PointDetails({ point, x, width }: { point: PortfolioPoint; x: number; width: number }) {
  // Beside the cursor, on whichever side has room.
  const side = x > width / 2 ? { right: width - x + 12 } : { left: x + 12 };
  return (
    <div className={styles.tooltip} style={side}>
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
 * The element's content size, as a ResizeObserver reports it: first after the layout that places
 * it, then whenever it changes. Reading the size during React's commit instead forced the whole
 * dashboard's style and layout inside that one task, a phone's longest of the start-up
 * (docs/decisions/0026-dashboard-first-load.md); the chart now draws a frame later, in a box
 * whose height the stylesheet already sets.
 */
function useSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (width: number, height: number) =>
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    if (typeof ResizeObserver === 'undefined') {
      measure(element.clientWidth, element.clientHeight);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/**
 * Net worth over the chosen range, as a line over a soft fill; pointing at (or touching) the
 * chart shows the nearest point's cash and invested parts. The chart is one image to assistive
 * technology, described by its first and last values (the card around it reads out today's
 * figures). Drawn as plain SVG from netWorthPlot: the chart library took a phone's main thread
 * for about half a second to mount this one line (docs/decisions/0026-dashboard-first-load.md).
 */
export function NetWorthChart({ points, range }: { points: readonly PortfolioPoint[]; range: HistoryRange }) {
  const gradientId = `net-worth-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [frame, { width, height }] = useSize<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  // Plot coordinates only: every figure a user reads comes from the decimal strings.
  const plot = useMemo(
    () =>
      netWorthPlot(
        points.map((point) => ({
          time: Date.parse(point.time),
          value: toDecimal(point.netWorth).toNumber(),
        })),
        width,
        height,
      ),
    [points, width, height],
  );
  const first = points[0];
  const last = points.at(-1);
  const description =
    first && last
      ? `Net worth ${rangeWords[range]}: ${formatUsd(first.netWorth)} on ${formatDateTime(first.time)}, ${formatUsd(last.netWorth)} now (${formatUsd(last.cash)} cash, ${formatUsd(last.invested)} invested).`
      : 'No net worth history yet.';
  const point = active === null ? undefined : points[active];
  const spot = active === null ? undefined : plot.points[active];
  const follow = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestPoint(plot.points, event.clientX - box.left));
  };
  return (
    <div
      ref={frame}
      className={styles.chart}
      role="img"
      aria-label={description}
      data-testid="net-worth-chart"
    >
      {width > 0 && height > 0 && (
        // Drawn for the eye; the frame's label says it all to assistive technology.
        <svg
          aria-hidden="true"
          width={width}
          height={height}
          className={styles.plot}
          onPointerMove={follow}
          onPointerDown={follow}
          onPointerLeave={() => setActive(null)}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="currentColor" stopOpacity={0.22} />
              <stop offset="100%" stopColor="currentColor" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <g className={styles.grid}>
            {plot.yTicks.map((tick) => (
              <line key={tick.label} x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
            ))}
          </g>
          <g className={styles.labels}>
            {plot.yTicks.map((tick) => (
              <text key={tick.label} x={plot.left - 8} y={tick.at} textAnchor="end" dominantBaseline="middle">
                {tick.label}
              </text>
            ))}
            {plot.xTicks.map((tick) => (
              <text key={tick.at} x={tick.at} y={plot.floor + 16} textAnchor="middle">
                {tick.label}
              </text>
            ))}
          </g>
          <path className={styles.fill} d={plot.fill} fill={`url(#${gradientId})`} data-part="fill" />
          <path className={styles.line} d={plot.line} data-part="line" />
          {spot && (
            <g className={styles.cursor}>
              <line x1={spot.x} x2={spot.x} y1={plotMargin.top} y2={plot.floor} />
              <circle cx={spot.x} cy={spot.y} r={4} />
            </g>
          )}
        </svg>
      )}
      {point && spot && <PointDetails point={point} x={spot.x} width={width} />}
    </div>
  );
}
