import { changeClass, formatSignedPercent } from '@tradesim/ui-kit';

/**
 * A 24h change in percent: green or red, and always signed ("+1.98%", "-0.42%"), so colour
 * is never the only thing that tells a rise from a fall.
 */
export function ChangeText({ percent, className }: { percent: string; className?: string }) {
  const classes = ['tabular', changeClass(percent), className].filter(Boolean).join(' ');
  return <span className={classes}>{formatSignedPercent(percent)}</span>;
}
