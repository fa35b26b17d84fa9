import type { Signal, SignalEventKind } from '@sinais/shared';
import { FUNDING_INTERVAL_MS } from '../trading/rules';

/** An open signal as the monitor watches it: the stored signal and the prices seen since it was created. */
export interface Tracked {
  signal: Signal;
  monitorUntil: number;
  expiresAt: number;
  min: number;
  max: number;
  last: number;
  /** Extremes since the previous evaluation, so a touch between two evaluations is not missed. */
  lo: number;
  hi: number;
  /** The first price since the previous evaluation: the open of the bar the exit kernel steps on. */
  open: number | null;
  /** When the previous evaluation ended (a trailing step closes when a bar boundary falls after it). */
  steppedAt: number;
  /** The best price since entry (the trailing stop follows it). */
  best: number;
  /** Wall-clock length of a bar of the signal's timeframe (market time ÷ SIM_SPEED): the trailing stop's step. */
  stepMs: number;
  btcStart: number | null;
  /** Funding accrued while open (%), null when the source gives no funding; next settlement time. */
  fundingPct: number | null;
  nextFundingAt: number;
  /** A decided transition not yet stored (database down): retried as decided, never re-decided. */
  unwritten: { next: Signal; kind: SignalEventKind; after: () => void } | null;
}

/** What is known of a signal's prices when watching it starts (from creation, a checkpoint or the store). */
export type TrackStart = Pick<
  Tracked,
  'signal' | 'monitorUntil' | 'expiresAt' | 'min' | 'max' | 'last' | 'btcStart' | 'fundingPct'
> & { now: number; stepMs: number; best?: number };

/** Starts watching a signal from what is known of its prices so far. */
export function trackSignal(s: TrackStart): Tracked {
  return {
    signal: s.signal,
    monitorUntil: s.monitorUntil,
    expiresAt: s.expiresAt,
    min: s.min,
    max: s.max,
    last: s.last,
    lo: s.last,
    hi: s.last,
    open: null,
    steppedAt: s.now,
    best: s.best ?? s.signal.entry_price,
    stepMs: s.stepMs,
    btcStart: s.btcStart,
    fundingPct: s.fundingPct,
    nextFundingAt: nextFundingAfter(s.now),
    unwritten: null,
  };
}

/** A live price of the tracked symbol. */
export function observePrice(t: Tracked, px: number): void {
  t.open ??= px;
  t.last = px;
  t.min = Math.min(t.min, px);
  t.max = Math.max(t.max, px);
  t.lo = Math.min(t.lo, px);
  t.hi = Math.max(t.hi, px);
}

/** A confirmed trade's clock and extremes start at the confirmation. */
export function startTrade(t: Tracked, now: number, fundingPct: number | null): void {
  t.expiresAt = now + (t.expiresAt - t.monitorUntil);
  t.min = t.last;
  t.max = t.last;
  t.best = t.signal.entry_price;
  t.fundingPct = fundingPct;
}

/** An evaluation ended at `now`: the next bar of prices starts from the last one. */
export function endStep(t: Tracked, now: number): void {
  t.lo = t.last;
  t.hi = t.last;
  t.open = null;
  t.steppedAt = now;
}

/** A bar of `stepMs` (UTC-aligned, as Binance's candles) closed after `from` and at or before `to`. */
export const stepClosedBetween = (from: number, to: number, stepMs: number) =>
  Math.floor(to / stepMs) > Math.floor(from / stepMs);

/** The stored signal is where this instance last left it (nobody moved it since). */
export const sameState = (ours: Signal, stored: Signal) =>
  ours.status === stored.status &&
  ours.outcome === stored.outcome &&
  ours.funding_pct === stored.funding_pct &&
  ours.stop_loss === stored.stop_loss;

export const nextFundingAfter = (now: number) =>
  Math.floor(now / FUNDING_INTERVAL_MS) * FUNDING_INTERVAL_MS + FUNDING_INTERVAL_MS;
