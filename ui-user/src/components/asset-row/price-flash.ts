import { toDecimal } from '@tradesim/core';
import { useState } from 'react';
import styles from './price-flash.module.css';

type Flash = { price: string; direction: 'up' | 'down' | null; count: number };

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function directionOf(next: string, previous: string): 'up' | 'down' | null {
  const comparison = toDecimal(next).comparedTo(toDecimal(previous));
  return comparison > 0 ? 'up' : comparison < 0 ? 'down' : null;
}

/**
 * A brief green or red flash when a live price moves up or down, for the element that shows
 * it: spread `key` (a new one per move, so the CSS animation starts again even when it moves
 * the same way twice), `className` and `onAnimationEnd` onto it. The first price never
 * flashes, and nothing flashes when the user prefers reduced motion: the new value still shows.
 * The class goes when its animation ends (no timers to leak).
 */
export function usePriceFlash(price: string): {
  key: number;
  className: string | undefined;
  onAnimationEnd: () => void;
} {
  const [flash, setFlash] = useState<Flash>({ price, direction: null, count: 0 });
  let current = flash;
  if (flash.price !== price) {
    // Adjusting state while rendering (React's pattern for "the prop changed since last time").
    current = {
      price,
      direction: prefersReducedMotion() ? null : directionOf(price, flash.price),
      count: flash.count + 1,
    };
    setFlash(current);
  }
  return {
    key: current.count,
    className: current.direction ? styles[current.direction] : undefined,
    onAnimationEnd: () => setFlash((state) => (state.direction ? { ...state, direction: null } : state)),
  };
}
