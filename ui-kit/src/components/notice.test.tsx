import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notice, useTimedMessage } from './notice.js';

afterEach(cleanup);

describe('Notice', () => {
  it('announces an error as an alert and anything else as a status', () => {
    render(
      <>
        <Notice tone="error">Failed to approve transaction</Notice>
        <Notice tone="success" title="Done">
          QR code uploaded successfully!
        </Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to approve transaction');
    expect(screen.getByRole('status').textContent).toBe('DoneQR code uploaded successfully!');
  });
});

describe('useTimedMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message and clears it after its time', () => {
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current.show('Payment settings updated successfully!'));
    expect(result.current.message).toEqual({
      text: 'Payment settings updated successfully!',
      tone: 'success',
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.message).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('restarts the timer when a new message is shown, and clears on demand', () => {
    const { result } = renderHook(() => useTimedMessage(2000));
    act(() => result.current.show('Copied'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.show('Failed to copy wallet address', 'error'));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.message).toEqual({ text: 'Failed to copy wallet address', tone: 'error' });
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
  });
});
