import { useEffect, useState } from 'react';
import { useWarmupQuery } from './queries';
import { keepPromise, promiseFor, warmupMessage } from './warmup';

const STORAGE_KEY = 'sc_first_signal_promise';
/** A promise this far in the past belongs to an earlier empty list (yesterday's, before the 21:00 reset). */
const FORGET_AFTER_MS = 3_600_000;

function storedPromise(now: number): Date | null {
  try {
    const t = Number(sessionStorage.getItem(STORAGE_KEY));
    return t > 0 && now - t < FORGET_AFTER_MS ? new Date(t) : null;
  } catch {
    return null;
  }
}

/** The time promised for the first decision: set from the first real window end, never moved later (a reload keeps it). */
function useFirstSignalPromise(nextDecisionAt: string | null | undefined): Date | null {
  const [promise, setPromise] = useState<Date | null>(() => storedPromise(Date.now()));
  const offered = promiseFor(nextDecisionAt)?.getTime() ?? null;
  useEffect(() => {
    setPromise((kept) => {
      const next = keepPromise(kept, offered === null ? null : new Date(offered));
      if (next && next.getTime() !== kept?.getTime()) {
        try {
          sessionStorage.setItem(STORAGE_KEY, String(next.getTime()));
        } catch {
          /* private mode: the promise lives as long as the page */
        }
      }
      return next;
    });
  }, [offered]);
  return promise;
}

/** The first-run notice under an empty signal list. */
export function WarmupNotice({ now }: { now: Date }) {
  const q = useWarmupQuery(true);
  const promise = useFirstSignalPromise(q.data?.member_pending?.next_decision_at);
  return (
    <p
      className="warmup-notice"
      data-testid="warmup-notice"
      data-promise={promise ? promise.toISOString() : undefined}
    >
      {warmupMessage(q.data ?? null, now, promise)}
    </p>
  );
}
