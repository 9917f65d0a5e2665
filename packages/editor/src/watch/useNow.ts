import { useEffect, useState } from 'react';

/** The time now, taken again every `everyMs` while mounted (a "2 minutes ago" stays true). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
