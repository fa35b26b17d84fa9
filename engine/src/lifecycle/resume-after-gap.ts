import { formatElapsed, UNWATCHED_REJECTION_REASON, type Signal } from '@sinais/shared';
import type { PricePath } from '../sources/market-source';

/** What the previous engine saw of a pending window, as checkpointed (signals.watch_*). */
export interface WatchState {
  min: number;
  max: number;
  last: number;
  btcStart: number | null;
  /** When it last looked (ms). */
  at: number;
}

export type Resumption =
  | {
      resume: true;
      /** 'curto': the gap was short enough to continue as is; 'klines': its prices were read back. */
      how: 'curto' | 'klines';
      gapMs: number;
      min: number;
      max: number;
      last: number;
      btcStart: number | null;
    }
  | { resume: false; gapMs: number; reason: string };

export interface ResumeInput {
  signal: Signal;
  /** The checkpoint, or null when none was written (the window is then watched from its creation). */
  watched: WatchState | null;
  now: number;
  livePrice: number | undefined;
  /** A gap up to this long (wall clock) is continued without reading the prices back. */
  shortGapMs: number;
  /** The market source's price path over [from, to] (ms), when it can read one back. */
  readPath?: ((symbol: string, from: number, to: number) => Promise<PricePath | null>) | undefined;
}

/**
 * Resume monitoring a pending window after a gap nobody watched (restart, deploy, failover). The window goes on
 * from what was seen before the gap when the gap is short, or when the price path over the gap can be read back
 * from the market source (klines): the filters then decide on prices, as if one engine had watched throughout.
 * Only when neither holds is the signal rejected as unwatched, and the reason says which failed.
 */
export async function resumeAfterGap(input: ResumeInput): Promise<Resumption> {
  const { signal: s, now, livePrice } = input;
  const reference = s.reference_price ?? s.entry_price;
  const seen: WatchState = input.watched ?? {
    min: reference,
    max: reference,
    last: reference,
    btcStart: null,
    at: Date.parse(s.created_at),
  };
  const gapMs = Math.max(0, now - seen.at);
  const widen = (w: { min: number; max: number; last: number }, px: number | undefined) =>
    px === undefined ? w : { min: Math.min(w.min, px), max: Math.max(w.max, px), last: px };

  if (gapMs <= input.shortGapMs)
    return { resume: true, how: 'curto', gapMs, btcStart: seen.btcStart, ...widen(seen, livePrice) };

  let why: string;
  if (!input.readPath) why = 'a fonte de mercado não guarda o histórico de preços';
  else {
    const path = await input.readPath(s.symbol, seen.at, now).catch(() => null);
    if (path) {
      const joined = {
        min: Math.min(seen.min, path.min),
        max: Math.max(seen.max, path.max),
        last: path.last,
      };
      return { resume: true, how: 'klines', gapMs, btcStart: seen.btcStart, ...widen(joined, livePrice) };
    }
    why = 'os candles desse intervalo não puderam ser lidos da fonte';
  }
  return {
    resume: false,
    gapMs,
    reason: `${UNWATCHED_REJECTION_REASON} por ${formatElapsed(gapMs)} (mais que ${formatElapsed(input.shortGapMs)}) e ${why}`,
  };
}
