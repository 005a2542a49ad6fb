import { useEffect, useState } from 'react';

/**
 * The value as it was `ms` after it last changed: a search asks the server once typing pauses
 * (the 300 ms ticket search of docs/product/admin-console.md#constants-and-limits, the header search, the market filter).
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
