import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `ms`, so texts that count from now ("2h ago", "expires in
 * 3 h 12 min") move while the screen stays open.
 */
export function useNow(ms = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
