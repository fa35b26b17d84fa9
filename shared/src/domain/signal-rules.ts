import type { Direction } from '../schemas/common';
import { formatNumber, zonedParts, zonedTimeToUtc } from './format';

/**
 * A pending signal is watched for one hour before it is confirmed or rejected (docs/engine.md §6). The engine's
 * rules use it, and the member screens use it to say when the first confirmation can come.
 */
export const CONFIRM_WINDOW_MS = 60 * 60_000;

/** spec 000 §5: LONG/COMPRA/BUY → COMPRA; SHORT/VENDA/SELL → VENDA; anything else → COMPRA. */
export function normalizeDirection(raw: unknown): Direction {
  const v = String(raw ?? '')
    .trim()
    .toUpperCase();
  if (v === 'SHORT' || v === 'VENDA' || v === 'SELL') return 'VENDA';
  return 'COMPRA';
}

/** Percentage from entry to target in the signal's favour, 0 when inputs are unusable. */
export function projectionPercent(
  direction: Direction,
  entry: number,
  target: number,
  provided?: number | null,
): number {
  if (provided !== undefined && provided !== null && provided > 0) return provided;
  if (!(entry > 0) || !(target > 0)) return 0;
  const pct = direction === 'COMPRA' ? (target - entry) / entry : (entry - target) / entry;
  return Math.abs(pct * 100);
}

/** Decimals used to write a price, so the target can be shown with the entry's decimals. */
export function decimalsOf(value: number | string): number {
  const s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '0') : value;
  if (/e-/i.test(s)) {
    const [mant, exp] = s.toLowerCase().split('e-');
    return (mant?.split('.')[1]?.length ?? 0) + Number(exp);
  }
  return s.split('.')[1]?.length ?? 0;
}

export function formatPriceLike(value: number, reference: number | string): string {
  const decimals = Math.min(decimalsOf(reference), 10);
  return value.toFixed(decimals);
}

/** Risk/reward of a signal: distance to target over distance to stop. */
export function riskReward(entry: number, target: number, stop: number): number {
  const risk = Math.abs(entry - stop);
  return risk > 0 ? Math.abs(target - entry) / risk : 0;
}

/** A signal's own risk/reward, |target − entry| / |entry − stop|, as "1 : 1,50"; "—" without a stop. */
export function formatRiskReward(entry: number, target: number, stop: number): string {
  const rr = stop > 0 ? riskReward(entry, target, stop) : 0;
  return rr > 0 ? `1 : ${formatNumber(rr, 2)}` : '—';
}

export const DAILY_CUTOFF_HOUR = 21;
export const MORNING_CLEANUP_HOUR = 10;

/** The most recent 21:00 Sao Paulo at or before `now`: the dashboard keeps signals confirmed since then. */
export function lastDailyCutoff(now: Date = new Date()): Date {
  const p = zonedParts(now);
  let cutoff = zonedTimeToUtc(p.year, p.month, p.day, DAILY_CUTOFF_HOUR);
  if (cutoff.getTime() > now.getTime()) cutoff = new Date(cutoff.getTime() - 24 * 3600 * 1000);
  // Re-anchor in case the day shift crossed a DST change.
  const q = zonedParts(cutoff);
  return zonedTimeToUtc(q.year, q.month, q.day, DAILY_CUTOFF_HOUR);
}

export const DUPLICATE_PRICE_TOLERANCE = 0.0001;

interface DedupableSignal {
  symbol: string;
  direction: Direction;
  entry_price: number;
  entry_time: string;
}

/** spec 000 §5: drop duplicates (same symbol, type (our direction), entry within 0.0001), newest entry first. */
export function dedupeAndSortSignals<T extends DedupableSignal>(signals: readonly T[]): T[] {
  const sorted = [...signals].sort((a, b) => Date.parse(b.entry_time) - Date.parse(a.entry_time));
  const kept: T[] = [];
  for (const s of sorted) {
    const dup = kept.some(
      (k) =>
        k.symbol === s.symbol &&
        k.direction === s.direction &&
        Math.abs(k.entry_price - s.entry_price) <= DUPLICATE_PRICE_TOLERANCE,
    );
    if (!dup) kept.push(s);
  }
  return kept;
}

export function classStars(signalClass: string): { count: number; color: 'silver' | 'gold' | 'none' } {
  if (signalClass === 'PREMIUM+') return { count: 1, color: 'silver' };
  if (signalClass === 'ELITE') return { count: 2, color: 'gold' };
  if (signalClass === 'ELITE+') return { count: 3, color: 'gold' };
  return { count: 0, color: 'none' };
}
