import { useEffect, useState } from 'react';

/** The current time, moving every `ms` while `live` (a countdown); still otherwise. */
export function useNow(live: boolean, ms = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [live, ms]);
  return now;
}
