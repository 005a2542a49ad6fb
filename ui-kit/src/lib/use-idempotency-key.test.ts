import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key.js';

describe('useIdempotencyKey', () => {
  it('keeps the key while the request is the same, across renders', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor('withdraw 100.00 to T…');
    rerender();
    expect(result.current.keyFor('withdraw 100.00 to T…')).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes a new key for another request, and after renew for the same one', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor('a');
    const other = result.current.keyFor('b');
    expect(other).not.toBe(first);
    result.current.renew();
    expect(result.current.keyFor('b')).not.toBe(other);
  });
});
