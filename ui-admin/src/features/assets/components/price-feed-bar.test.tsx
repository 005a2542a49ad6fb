import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError, type PriceFeedStatus } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { priceFeedFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { renderPage } from '../../../test/render.js';
import { PriceFeedBar } from './price-feed-bar.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Waits for the status to be read, then presses a control. */
async function press(name: string) {
  await screen.findByTestId('scheduler-status');
  fireEvent.click(screen.getByRole('button', { name }));
}

function renderBar(priceFeed: Record<string, unknown>) {
  const sdk = fakeSdk({ admin: { priceFeed } });
  renderPage(
    <>
      <LiveProbe />
      <PriceFeedBar />
    </>,
    { sdk },
  );
  return sdk;
}

const statusText = () => screen.getByTestId('scheduler-status').textContent;
const answer = (overrides: Partial<PriceFeedStatus> = {}) =>
  vi.fn().mockResolvedValue(priceFeedFixture(overrides));

describe('the scheduler status', () => {
  it('says "Scheduler stopped", no errors, never updated, and offers Start', async () => {
    renderBar({ status: answer() });
    await screen.findByTestId('scheduler-status');
    expect(statusText()).toBe('Scheduler stopped');
    expect(screen.getByTestId('scheduler-errors').textContent).toBe('Errors: 0');
    expect(screen.getByTestId('scheduler-last-update').textContent).toBe('Last update: Never');
    expect(screen.getByRole('button', { name: 'Start Auto-Update' })).toBeTruthy();
  });

  it('counts down "Next update in Xm Ys" live while started, and offers Stop', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00.000Z'));
    const lastUpdateAt = '2026-11-22T07:56:55.000Z';
    renderBar({
      status: answer({ running: true, nextUpdateAt: '2026-11-22T08:03:05.000Z', lastUpdateAt }),
    });
    await waitFor(() => expect(statusText()).toBe('Next update in 3m 5s'));
    act(() => vi.advanceTimersByTime(2_000));
    expect(statusText()).toBe('Next update in 3m 3s');
    act(() => vi.advanceTimersByTime(200_000));
    expect(statusText()).toBe('Next update in 0m 0s');
    expect(screen.getByTestId('scheduler-last-update').textContent).toBe(
      `Last update: ${formatDateTime(lastUpdateAt)}`,
    );
    expect(screen.getByRole('button', { name: 'Stop Auto-Update' })).toBeTruthy();
  });

  it('says "Updating assets..." while an update runs, and Update Now waits', async () => {
    renderBar({ status: answer({ running: true, updating: true, nextUpdateAt: null }) });
    await waitFor(() => expect(statusText()).toBe('Updating assets...'));
    expect((screen.getByRole('button', { name: 'Update Now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts the errors and shows the last one', async () => {
    renderBar({ status: answer({ errorCount: 2, lastError: 'Market data API error' }) });
    expect((await screen.findByTestId('scheduler-errors')).textContent).toBe('Errors: 2');
    expect(screen.getByText('Last error: Market data API error')).toBeTruthy();
  });

  it('says so when the status cannot be read', async () => {
    renderBar({
      status: vi.fn().mockRejectedValue(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable')),
    });
    expect(await screen.findByText('Error: Service unavailable')).toBeTruthy();
  });

  it('reads the status again when a market update’s tick arrives', async () => {
    const lastUpdateAt = '2026-11-22T08:04:00.000Z';
    const status = vi
      .fn()
      .mockResolvedValueOnce(priceFeedFixture())
      .mockResolvedValue(priceFeedFixture({ lastUpdateAt }));
    const sdk = renderBar({ status });
    await screen.findByTestId('scheduler-last-update');
    sdk.emit({ topic: 'assets', event: 'tick', data: { tickId: 3, prices: [] } });
    await waitFor(() =>
      expect(screen.getByTestId('scheduler-last-update').textContent).toBe(
        `Last update: ${formatDateTime(lastUpdateAt)}`,
      ),
    );
  });
});

describe('the scheduler controls', () => {
  it('starts the feed and shows it running', async () => {
    const running = priceFeedFixture({
      running: true,
      nextUpdateAt: new Date(Date.now() + 240_000).toISOString(),
    });
    const status = vi.fn().mockResolvedValueOnce(priceFeedFixture()).mockResolvedValue(running);
    const start = vi.fn().mockResolvedValue(running);
    renderBar({ status, start });
    await press('Start Auto-Update');
    expect(await screen.findByRole('button', { name: 'Stop Auto-Update' })).toBeTruthy();
    expect(start).toHaveBeenCalledTimes(1);
    expect(statusText()).toMatch(/^Next update in [34]m \d+s$/);
  });

  it('stops the feed', async () => {
    const stop = vi.fn().mockResolvedValue(priceFeedFixture());
    const status = vi
      .fn()
      .mockResolvedValueOnce(priceFeedFixture({ running: true, nextUpdateAt: new Date().toISOString() }))
      .mockResolvedValue(priceFeedFixture());
    renderBar({ status, stop });
    await press('Stop Auto-Update');
    await waitFor(() => expect(statusText()).toBe('Scheduler stopped'));
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('updates now: "Updating assets..." until the server answers', async () => {
    let finish: (value: PriceFeedStatus) => void = () => undefined;
    const updateNow = vi.fn(() => new Promise<PriceFeedStatus>((resolve) => (finish = resolve)));
    renderBar({ status: answer(), updateNow });
    await press('Update Now');
    await waitFor(() => expect(statusText()).toBe('Updating assets...'));
    expect((screen.getByRole('button', { name: 'Updating...' }) as HTMLButtonElement).disabled).toBe(true);
    finish(priceFeedFixture({ lastUpdateAt: '2026-11-22T08:10:00.000Z' }));
    await waitFor(() => expect(statusText()).toBe('Scheduler stopped'));
  });

  it('shows "Update already in progress" when an update is running', async () => {
    renderBar({ status: answer(), updateNow: vi.fn().mockRejectedValue(new AppError('UPDATE_IN_PROGRESS')) });
    await press('Update Now');
    expect((await screen.findByRole('alert')).textContent).toContain('Update already in progress');
  });

  it('shows "Rate limited: wait N seconds" within 3 minutes of the last update, until dismissed', async () => {
    const refusal = new AppError('RATE_LIMITED', 'Rate limited: wait 42 seconds', { retryAfterSeconds: 42 });
    renderBar({ status: answer(), updateNow: vi.fn().mockRejectedValue(refusal) });
    await press('Update Now');
    expect((await screen.findByRole('alert')).textContent).toContain('Rate limited: wait 42 seconds');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('falls back to "Failed to update asset price", and names a failed start', async () => {
    const failure = vi.fn().mockRejectedValue(new TypeError('network'));
    renderBar({ status: answer(), updateNow: failure, start: failure });
    await press('Update Now');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update asset price');
    fireEvent.click(screen.getByRole('button', { name: 'Start Auto-Update' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Failed to start auto-update'),
    );
  });
});
