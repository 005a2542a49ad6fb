import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState, LoadingState } from './states.js';

afterEach(cleanup);

describe('the screen states', () => {
  it('LoadingState is a status with its text', () => {
    render(<LoadingState text="Loading admin panel..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading admin panel...');
  });

  it('ErrorState is an alert whose Retry asks again, and has no Retry without a handler', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorState message="Error: Failed to fetch users" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Error: Failed to fetch users');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ErrorState message="Failed" />);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('EmptyState shows its title, text and action', () => {
    render(<EmptyState title="No assets found" text="Adjust the filters." action={<a href="/x">Add</a>} />);
    expect(screen.getByText('No assets found')).toBeTruthy();
    expect(screen.getByText('Adjust the filters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add' })).toBeTruthy();
  });
});
