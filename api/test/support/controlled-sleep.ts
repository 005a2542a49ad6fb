import type { Sleep } from '../../src/clock.js';

/**
 * A sleeper the test controls: it records every delay asked for and, unless held, returns at
 * once, so no test really waits. Held, it keeps each sleeper waiting until released.
 */
export function controlledSleep() {
  const delays: number[] = [];
  let held: (() => void)[] | null = null;
  let onHeld = () => {};
  const sleep: Sleep = (ms) => {
    delays.push(ms);
    const queue = held;
    if (!queue) return Promise.resolve();
    return new Promise<void>((resolve) => {
      queue.push(resolve);
      onHeld();
    });
  };
  return {
    sleep,
    /** Every delay asked for so far, in order. */
    delays,
    /** From now on sleepers wait for release(); `onHeld` runs as each one starts waiting. */
    hold: (callback: () => void = () => {}) => {
      held = [];
      onHeld = callback;
    },
    heldCount: () => held?.length ?? 0,
    release: () => {
      const queue = held ?? [];
      held = null;
      for (const resolve of queue) resolve();
    },
  };
}
