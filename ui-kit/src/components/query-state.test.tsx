import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinQueries, type QueryLike } from '../lib/query-like.js';
import { QueryState } from './query-state.js';

afterEach(cleanup);

function query<T>(fields: Partial<QueryLike<T>>): QueryLike<T> {
  return { data: undefined, error: null, isError: false, refetch: vi.fn(), ...fields };
}

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('announces the loading, with the default text or its own', () => {
    const { rerender } = render(
      <QueryState query={query<string[]>({})} errorText="Failed">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    rerender(
      <QueryState query={query<string[]>({})} errorText="Failed" loading="Loading assets...">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading assets...');
    rerender(
      <QueryState query={query<string[]>({})} errorText="Failed" loading={<p>Grey rows</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Grey rows')).toBeTruthy();
  });

  it("shows an AppError's own message, the fallback for anything else, and Retry reads again", () => {
    const failed = query<string[]>({ isError: true, error: new AppError('ASSET_NOT_FOUND') });
    const { rerender } = render(
      <QueryState query={failed} errorText="Failed to load assets">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Asset not found');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    rerender(
      <QueryState
        query={{ ...failed, error: new TypeError('Failed to fetch') }}
        errorText="Failed to load assets"
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load assets');
    rerender(
      <QueryState query={failed} errorText={(error) => `Error: ${String((error as Error).message)}`}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Error: Asset not found');
  });

  it('shows the empty state for no data, and the data otherwise', () => {
    const { rerender } = render(
      <QueryState query={query({ data: [] as string[] })} errorText="Failed" empty={<p>Nothing yet</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    rerender(
      <QueryState
        query={query({ data: { items: [] as string[] } })}
        errorText="Failed"
        empty={<p>No items</p>}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => list(data.items)}
      </QueryState>,
    );
    expect(screen.getByText('No items')).toBeTruthy();
    rerender(
      <QueryState query={query({ data: ['BTC'] })} errorText="Failed" empty={<p>Nothing yet</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('BTC');
  });

  it('replaces stale data by a failed refetch, unless told to keep it', () => {
    const stale = query({ data: ['BTC'], isError: true, error: new AppError('INTERNAL') });
    const { rerender } = render(
      <QueryState query={stale} errorText="Failed">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <QueryState query={stale} errorText="Failed" keepData>
        {list}
      </QueryState>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('BTC');
  });
});

describe('joinQueries', () => {
  it('is loaded once every query is, with each one’s data by name', () => {
    const joined = joinQueries({ a: query({ data: 1 }), b: query<string>({}) });
    expect(joined.data).toBeUndefined();
    expect(joinQueries({ a: query({ data: 1 }), b: query({ data: 'x' }) }).data).toEqual({ a: 1, b: 'x' });
  });

  it('fails with the first failure and retries only the failed queries', () => {
    const ok = query({ data: 1 });
    const down = query<string>({ isError: true, error: new AppError('INTERNAL') });
    const joined = joinQueries({ ok, down });
    expect(joined.isError).toBe(true);
    expect(joined.error).toBe(down.error);
    joined.refetch();
    expect(down.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});
