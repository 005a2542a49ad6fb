import { formatDateTime, formatPrice } from '@tradesim/ui-kit';
import styles from './price-chart.module.css';

interface TooltipProps {
  active?: boolean;
  payload?: readonly { payload?: { time: number; text: string } }[];
}

/** The hovered point: its time and its exact price (from the decimal string, not the plotted float). */
export function ChartTooltip({ active, payload }: TooltipProps) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className={styles.tooltip}>
      <p className={styles.tooltipTime}>{formatDateTime(new Date(point.time).toISOString())}</p>
      <p className="tabular">{formatPrice(point.text)}</p>
    </div>
  );
}
