import type { Signal, SignalStatus } from '@sinais/shared';
import type { SignalEventsRepo } from '../data/signal-events.repo';
import type { Audience, SignalsRepo } from '../data/signals.repo';

export const LIST_WINDOW_MS = 24 * 3600_000;
export const MAX_WINDOW_MS = 7 * 24 * 3600_000;
export const LIST_LIMIT = 500;

export interface SignalSnapshot {
  signals: Signal[];
  /** Every change up to this seq is reflected: a client applies `signals:sync {after_seq}` from here. */
  latest_seq: number;
  since: string | null;
  generated_at: string;
}

/**
 * A list with the seq it is consistent with. The seq is read first, so a change committed meanwhile is
 * either in the list or replayed by the client's sync (applying it twice is idempotent), never lost.
 */
export async function signalSnapshot(
  deps: { signals: SignalsRepo; events: SignalEventsRepo },
  status: SignalStatus,
  since: Date | null,
  audience: Audience,
  now = new Date(),
): Promise<SignalSnapshot> {
  const latest_seq = await deps.events.latestSeq();
  const signals = await deps.signals.list(status, {
    limit: LIST_LIMIT,
    audience,
    ...(since ? { since } : {}),
  });
  return { signals, latest_seq, since: since?.toISOString() ?? null, generated_at: now.toISOString() };
}

/** `?since=` (ISO) bounded to the last 7 days; default the last 24 hours. */
export function windowStart(raw: unknown, now = new Date()): Date {
  const floor = now.getTime() - MAX_WINDOW_MS;
  const t = typeof raw === 'string' ? Date.parse(raw) : NaN;
  if (Number.isNaN(t)) return new Date(now.getTime() - LIST_WINDOW_MS);
  return new Date(Math.max(floor, Math.min(t, now.getTime())));
}
