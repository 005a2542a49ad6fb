import { describe, expect, it } from 'vitest';
import { cachedValue } from './cached-value.js';

/** A load the test finishes by hand, counting how often it ran. */
function controlledLoad() {
  const pending: ((value: string) => void)[] = [];
  return {
    runs: () => pending.length,
    load: () => new Promise<string>((resolve) => pending.push(resolve)),
    finish: (run: number, value: string) => pending[run]?.(value),
  };
}

describe('cachedValue', () => {
  it('loads once for the requests that find it stale, then answers from memory', async () => {
    const source = controlledLoad();
    let now = 0;
    const value = cachedValue(source.load, { maxAgeMs: 1_000, now: () => now });
    const first = [value.get(), value.get(), value.get()];
    expect(source.runs()).toBe(1);
    source.finish(0, 'v1');
    expect(await Promise.all(first)).toEqual(['v1', 'v1', 'v1']);
    now = 999;
    expect(await value.get()).toBe('v1');
    expect(source.runs()).toBe(1);
    now = 1_000;
    const aged = value.get();
    expect(source.runs()).toBe(2);
    source.finish(1, 'v2');
    expect(await aged).toBe('v2');
  });

  it('does not keep what a load read before a change it had not seen', async () => {
    const source = controlledLoad();
    const value = cachedValue(source.load, { maxAgeMs: 60_000, now: () => 0 });
    const early = value.get();
    value.invalidate();
    const late = value.get();
    expect(source.runs()).toBe(2);
    source.finish(0, 'before the change');
    source.finish(1, 'after the change');
    expect(await early).toBe('before the change');
    expect(await late).toBe('after the change');
    expect(await value.get()).toBe('after the change');
    expect(source.runs()).toBe(2);
  });

  it('forgets a failed load, so the next request tries again', async () => {
    let calls = 0;
    const value = cachedValue(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return 'back';
      },
      { maxAgeMs: 60_000 },
    );
    await expect(value.get()).rejects.toThrow('database away');
    expect(await value.get()).toBe('back');
  });
});
