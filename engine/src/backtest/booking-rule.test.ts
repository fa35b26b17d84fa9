import { describe, expect, it } from 'vitest';
import { LEGACY_STRATEGIES } from '../strategies/legacy/index';
import { simKlineFiles } from '../testing/sim-kline-files';
import { runBacktest } from './run-backtest';

const simFiles = () =>
  simKlineFiles({
    seed: 7,
    bars: 900,
    symbols: ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'DOGEUSDT', 'XRPUSDT', 'ADAUSDT'],
  });

// The hourly and 4-hour fade strategies fire often: the best exercise of the booking mechanics.
const opts = { threshold: 75, lookback: 200, feeRate: 0.0004, strategies: LEGACY_STRATEGIES };

describe('booking rule', () => {
  it('enters a trade decided at candle i at the close of candle i+1, the confirmation candle', async () => {
    const files = await simFiles();
    const report = runBacktest(files, opts);
    expect(report.trades.length).toBeGreaterThan(5);
    for (const t of report.trades) {
      const bars = files.find((f) => f.symbol === t.symbol && f.timeframe === '1h')!.candles;
      const i = bars.findIndex((c) => c.closeTime + 1 === Date.parse(t.signalTime));
      expect(i).toBeGreaterThanOrEqual(0);
      expect(t.entry).toBe(bars[i + 1]!.close);
      expect(Date.parse(t.entryTime)).toBe(bars[i + 1]!.closeTime + 1);
      expect(t.confirmTime).toBe(t.entryTime);
      // The reference (the pending signal's price) is the decision candle's close, never the booking price.
      expect(t.referencePrice).toBe(bars[i]!.close);
    }
  });

  it('checks every candle after the entry for the exit: none is skipped', async () => {
    const files = await simFiles();
    for (const t of runBacktest(files, opts).trades.filter((x) => x.outcome !== 'OPEN')) {
      const bars = files.find((f) => f.symbol === t.symbol && f.timeframe === '1h')!.candles;
      const entryAt = Date.parse(t.entryTime);
      const exitAt = Date.parse(t.exitTime);
      const between = bars.filter((c) => c.closeTime + 1 > entryAt && c.closeTime + 1 < exitAt);
      const buy = t.direction === 'COMPRA';
      for (const c of between) {
        expect(buy ? c.low > t.stop : c.high < t.stop).toBe(true);
        expect(buy ? c.high < t.target : c.low > t.target).toBe(true);
      }
    }
  });

  it('keeps a trade when every candle after its entry is removed (no decision depends on the future)', async () => {
    const files = await simFiles();
    const full = runBacktest(files, opts).trades;
    const picked = [full[Math.floor(full.length / 3)]!, full[Math.floor((2 * full.length) / 3)]!];
    for (const t of picked) {
      const cut = Date.parse(t.entryTime) - 1;
      const truncated = files.map((f) => ({ ...f, candles: f.candles.filter((c) => c.closeTime <= cut) }));
      const again = runBacktest(truncated, opts).trades.find(
        (x) => x.symbol === t.symbol && x.signalTime === t.signalTime && x.strategy === t.strategy,
      );
      expect(again).toBeDefined();
      expect(again).toMatchObject({
        entry: t.entry,
        entryTime: t.entryTime,
        target: t.target,
        stop: t.stop,
        outcome: 'OPEN',
      });
    }
  });
});
