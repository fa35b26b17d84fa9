import { useEffect, useState } from 'react';

/** The current time, re-rendering every `intervalMs` (the dashboard clocks tick each second). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

/** Runs `fn` now and every `intervalMs` while mounted (the spec's REST refresh intervals). */
export function useInterval(fn: () => void, intervalMs: number, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    fn();
    const t = setInterval(fn, intervalMs);
    return () => clearInterval(t);
    // fn is expected to be stable (module function or useCallback).
  }, [fn, intervalMs, enabled]);
}
