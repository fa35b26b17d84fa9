import type { Signal } from '@sinais/shared';
import type { OpenSignalRow, SignalsStore } from '../data/signals.store';
import type { SystemLogger } from '../publisher/system-log';
import type { MarketSource } from '../sources/market-source';
import { rejected } from './decide';
import { resumeAfterGap } from './resume-after-gap';
import { sameState, trackSignal, type Tracked } from './tracked';
import { trailStepMs } from './trail-step';

/** A plan's hold when the stored row has no expiry (rows older than the column). */
const DEFAULT_HOLD_MS = 12 * 3_600_000;

export interface RestoreDeps {
  store: SignalsStore;
  source: MarketSource;
  log: SystemLogger;
  opts: { holdOverrideMs?: number; timeScale: number; shortGapMs: number };
  /** Stores (and publishes) the rejection of a pending window nobody watched. */
  rejectUnwatched(next: Signal, now: number): Promise<void>;
}

/**
 * Replaces `open` with the open signals in the store. A transition this instance decided but could not store
 * (the database was down, the lease lapsed meanwhile) is kept as decided — its time and prices — as long as the
 * stored signal is still in the state it started from. Confirmed trades are tracked on to their outcome. A
 * pending window is continued from the previous engine's checkpoint across the gap when the gap was short or its
 * prices can be read back from the source (`resumeAfterGap`); otherwise it is rejected as unwatched, with the
 * reason: the filters never confirm on prices nobody saw.
 */
export async function restoreOpen(
  open: Map<string, Tracked>,
  deps: RestoreDeps,
): Promise<{ open: number; unwatched: number }> {
  const rows = await deps.store.loadOpen();
  const undelivered = new Map<string, Tracked>();
  for (const t of open.values()) if (t.unwritten) undelivered.set(t.signal.id, t);
  // The store is the truth: whatever another instance decided meanwhile replaces what we held.
  open.clear();
  let unwatched = 0;
  for (const r of rows) {
    const mine = undelivered.get(r.signal.id);
    if (mine?.unwritten && sameState(mine.signal, r.signal)) open.set(r.signal.id, mine);
    else if (r.signal.status !== 'PENDING') open.set(r.signal.id, trackConfirmed(r, deps));
    else {
      const t = await resumePending(r, deps);
      if (t) open.set(r.signal.id, t);
      else unwatched++;
    }
  }
  return { open: open.size, unwatched };
}

const expiryOf = (r: OpenSignalRow, monitorUntil: number, deps: RestoreDeps) =>
  r.expiresAt ?? monitorUntil + (deps.opts.holdOverrideMs ?? DEFAULT_HOLD_MS) / deps.opts.timeScale;

function trackConfirmed(r: OpenSignalRow, deps: RestoreDeps): Tracked {
  const px = deps.source.lastPrice(r.signal.symbol) ?? r.signal.entry_price;
  const now = Date.now();
  const monitorUntil = r.monitorUntil ?? now;
  const s = r.signal;
  // The best price since entry is not stored: the stop implies it was at least stop ± the trailing distance.
  const sign = s.direction === 'COMPRA' ? 1 : -1;
  const implied = s.trail_distance === null ? s.entry_price : s.stop_loss + sign * s.trail_distance;
  const best = sign > 0 ? Math.max(s.entry_price, implied, px) : Math.min(s.entry_price, implied, px);
  return trackSignal({
    stepMs: trailStepMs(s.timeframe, deps.opts.timeScale),
    best,
    signal: r.signal,
    monitorUntil,
    expiresAt: expiryOf(r, monitorUntil, deps),
    min: Math.min(px, r.signal.entry_price),
    max: Math.max(px, r.signal.entry_price),
    last: px,
    btcStart: deps.source.lastPrice('BTCUSDT') ?? null,
    fundingPct: r.signal.funding_pct,
    now,
  });
}

/** A pending window another run left: continued over the gap, or rejected as unwatched (null). */
async function resumePending(r: OpenSignalRow, deps: RestoreDeps): Promise<Tracked | null> {
  const now = Date.now();
  const res = await resumeAfterGap({
    signal: r.signal,
    watched: r.watched,
    now,
    livePrice: deps.source.lastPrice(r.signal.symbol),
    shortGapMs: deps.opts.shortGapMs,
    readPath: deps.source.pricePath?.bind(deps.source),
  });
  if (!res.resume) {
    await deps.rejectUnwatched(rejected(r.signal, res.reason, now), now);
    return null;
  }
  const monitorUntil = r.monitorUntil ?? now;
  const t = trackSignal({
    stepMs: trailStepMs(r.signal.timeframe, deps.opts.timeScale),
    signal: r.signal,
    monitorUntil,
    expiresAt: expiryOf(r, monitorUntil, deps),
    min: res.min,
    max: res.max,
    last: res.last,
    btcStart: res.btcStart ?? deps.source.lastPrice('BTCUSDT') ?? null,
    fundingPct: null,
    now,
  });
  deps.log.info(
    'SIGNAL_GEN',
    `Janela de ${r.signal.symbol} retomada após ${Math.round(res.gapMs / 1000)} s sem motor`,
    { id: r.signal.id, how: res.how },
  );
  return t;
}
