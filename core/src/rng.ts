/**
 * Seeded randomness. core never calls Math.random: callers hand in an `Rng`, and the returns
 * simulation derives its own from the investment id so every reader agrees.
 */
export type Rng = () => number;

// The platform's UTF-8 encoder (lone surrogates become U+FFFD). Every runtime core runs in has
// TextEncoder, but core compiles against the bare ES library (no DOM, no Node types), so it is
// typed here by the one method core uses.
const utf8 = new (
  globalThis as unknown as { TextEncoder: new () => { encode(text: string): Uint8Array } }
).TextEncoder();

/** FNV-1a, 32-bit, over the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of utf8.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast 32-bit generator; each call returns a number in [0, 1). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An Rng seeded from text (tests, seeds); the same text gives the same sequence. */
export function seededRng(text: string): Rng {
  return mulberry32(fnv1a32(text));
}
