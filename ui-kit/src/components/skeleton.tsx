import type { CSSProperties, ReactNode } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  /** The size of what will be there; a class may set it instead. Height defaults to 1em. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** An icon or a donut. */
  round?: boolean;
  /** On a grey surface (a figure box) the block is a shade darker. */
  strong?: boolean;
  className?: string;
}

/**
 * A grey placeholder block where a figure will be, shimmering (still under reduced motion).
 * Decorative: hidden from screen readers, which hear the SkeletonGroup's label instead.
 */
export function Skeleton({ width, height, round = false, strong = false, className }: SkeletonProps) {
  return (
    <span
      className={[styles.skeleton, round && styles.round, strong && styles.strong, className]
        .filter(Boolean)
        .join(' ')}
      // Without a class to size it, a line of text: 1em high.
      style={{ width, height: height ?? (className ? undefined : '1em') }}
      aria-hidden="true"
      data-skeleton=""
    />
  );
}

/**
 * Placeholders shaped like what is loading, announced once as `label` (a polite status), so a
 * screen reader hears "Loading..." where a sighted user sees the outline of the figures.
 */
export function SkeletonGroup({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="status">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
