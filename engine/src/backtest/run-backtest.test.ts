import { describe, expect, it } from 'vitest';
import { LEGACY_STRATEGIES } from '../strategies/legacy/index';
import { simKlineFiles } from '../testing/sim-kline-files';
import { CandleView } from './candle-view';
import { runBacktest } from './run-backtest';

const simFiles = () => simKlineFiles({ seed: 3, bars: 400, symbols: ['BTCUSDT', 'SOLUSDT', 'DOGEUSDT'] });

const opts = { threshold: 75, lookback: 200, feeRate: 0.0004, strategies: LEGACY_STRATEGIES };

describe('backtest', () => {
  it('never lets a decision see a later candle: changing the future leaves earlier trades identical', async () => {
    const files = await simFiles();
    const full = runBacktest(files, opts);
    expect(full.signals).toBeGreaterThan(0);
    const cut = files.find((f) => f.symbol === 'SOLUSDT' && f.timeframe === '1h')!.candles[300]!.closeTime;
    const tampered = files.map((f) => ({
      ...f,
      candles: f.candles.map((c) =>
        c.openTime > cut
          ? { ...c, close: c.close * 1.5, high: c.high * 1.5, low: c.low * 0.5, volume: c.volume * 9 }
          : c,
      ),
    }));
    const other = runBacktest(tampered, opts);
    const decidedBefore = (t: { entryTime: string; exitTime: string }) => Date.parse(t.exitTime) <= cut;
    expect(full.trades.filter(decidedBefore).length).toBeGreaterThan(0);
    expect(other.trades.filter(decidedBefore)).toEqual(full.trades.filter(decidedBefore));
  });

  it('CandleView refuses to go back in time and only exposes closed candles', () => {
    const candles = Array.from({ length: 10 }, (_, i) => ({
      openTime: i * 10,
      closeTime: i * 10 + 9,
      open: 1,
      high: 1,
      low: 1,
      close: 1,
      volume: 1,
      quoteVolume: 1,
    }));
    const v = new CandleView(candles, 5);
    expect(v.at(38).map((c) => c.openTime)).toEqual([0, 10, 20]);
    expect(v.at(49).map((c) => c.openTime)).toEqual([0, 10, 20, 30, 40]);
    expect(v.at(99).map((c) => c.openTime)).toEqual([50, 60, 70, 80, 90]);
    expect(() => v.at(50)).toThrow();
  });
});
