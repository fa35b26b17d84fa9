import { useEffect, useState } from 'react';

/**
 * The current time, re-rendering every `intervalMs` while `ticking`: the app's one clock for displays (the
 * dashboard clock, countdowns, "x s ago"). Server reads are TanStack queries, never this.
 */
export function useNow(intervalMs = 1000, ticking = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    const t = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs, ticking]);
  return now;
}
