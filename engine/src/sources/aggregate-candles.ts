import type { Timeframe } from '@sinais/shared';
import { INTERVAL_MS, type Candle } from '../domain/candle';

/**
 * Higher-timeframe candles built from finer ones, aligned to UTC as Binance aligns them (4h at 00:00, 04:00…;
 * 1d at 00:00): first open, highest high, lowest low, last close, summed volumes. Only closed candles are
 * built: a group whose last finer candle is not the group's final one (the data ends inside it) is left out.
 * A group with a gap inside (an exchange halt) is built from the candles that exist.
 */
export function aggregateCandles(fine: readonly Candle[], tf: Timeframe): Candle[] {
  const span = INTERVAL_MS[tf];
  const out: Candle[] = [];
  let group: Candle[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const openTime = Math.floor(group[0]!.openTime / span) * span;
    const last = group[group.length - 1]!;
    if (last.closeTime === openTime + span - 1)
      out.push({
        openTime,
        open: group[0]!.open,
        high: Math.max(...group.map((c) => c.high)),
        low: Math.min(...group.map((c) => c.low)),
        close: last.close,
        volume: group.reduce((a, c) => a + c.volume, 0),
        closeTime: openTime + span - 1,
        quoteVolume: group.reduce((a, c) => a + c.quoteVolume, 0),
      });
    group = [];
  };
  for (const c of fine) {
    if (group.length > 0 && Math.floor(c.openTime / span) !== Math.floor(group[0]!.openTime / span)) flush();
    group.push(c);
  }
  flush();
  return out;
}
