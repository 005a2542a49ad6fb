import { useEffect, useState } from 'react';

/** The current time, renewed every `ms`, so relative ages ("2h ago") age while the screen is open. */
export function useNow(ms = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
