import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstReads } from './after-first-reads.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A read that answers when `answer` is called. */
function pendingRead(queryClient: QueryClient, key: string) {
  let answer: (value: string) => void = () => undefined;
  void queryClient.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return (value: string) => answer(value);
}

describe('afterFirstReads', () => {
  it('starts once every read has answered and the screen has had a moment to draw', async () => {
    const queryClient = new QueryClient();
    const start = vi.fn();
    const answerMe = pendingRead(queryClient, 'me');
    const answerAssets = pendingRead(queryClient, 'assets');
    afterFirstReads(queryClient, start);
    await vi.advanceTimersByTimeAsync(500);
    expect(start).not.toHaveBeenCalled();
    answerMe('me');
    await vi.advanceTimersByTimeAsync(500);
    expect(start).not.toHaveBeenCalled();
    answerAssets('assets');
    await vi.advanceTimersByTimeAsync(99);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once (after the moment) when nothing is being read', async () => {
    const start = vi.fn();
    afterFirstReads(new QueryClient(), start);
    await vi.advanceTimersByTimeAsync(100);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after three seconds however long the reads take', async () => {
    const queryClient = new QueryClient();
    const start = vi.fn();
    pendingRead(queryClient, 'slow');
    afterFirstReads(queryClient, start);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the browser to be idle where it can tell', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const start = vi.fn();
      afterFirstReads(new QueryClient(), start);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(start).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle[0]?.();
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('never starts once cancelled', async () => {
    const start = vi.fn();
    const cancel = afterFirstReads(new QueryClient(), start);
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(start).not.toHaveBeenCalled();
  });
});
