import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAssetImage } from './check-image.js';

/** Stands in for the browser's Image: it loads, fails or never answers, as the test says. */
function stubImage(outcome: 'load' | 'error' | 'never') {
  const sources: string[] = [];
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(value: string) {
      sources.push(value);
      if (outcome === 'load') queueMicrotask(() => this.onload?.());
      if (outcome === 'error') queueMicrotask(() => this.onerror?.());
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return sources;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the image check', () => {
  it('says an image that loads is fine', async () => {
    const sources = stubImage('load');
    expect(await checkAssetImage('https://img.test/btc.png')).toEqual({ state: 'ok' });
    expect(sources).toEqual(['https://img.test/btc.png']);
  });

  it('says "Image failed to load" for one that fails', async () => {
    stubImage('error');
    expect(await checkAssetImage('/images/btc.png')).toEqual({
      state: 'failed',
      message: 'Image failed to load',
    });
  });

  it('says "Image load timeout" after 5 seconds', async () => {
    vi.useFakeTimers();
    stubImage('never');
    const check = checkAssetImage('https://img.test/slow.png');
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void check.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await check).toEqual({ state: 'failed', message: 'Image load timeout' });
  });

  it('loads nothing for a text icon or none', async () => {
    const sources = stubImage('load');
    expect(await checkAssetImage('₿')).toEqual({ state: 'text', text: '₿' });
    expect(await checkAssetImage(null)).toEqual({ state: 'none' });
    expect(sources).toEqual([]);
  });
});
