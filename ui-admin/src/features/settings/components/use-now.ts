import { useEffect, useState } from 'react';

/** The current time, moving every `everyMs`, for texts like "expires in 3 h 12 min". */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
