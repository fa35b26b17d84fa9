import { describe, expect, it } from 'vitest';
import { bookCandidates } from '../backtest/book-candidates';
import { scanCandidates } from '../backtest/scan-candidates';
import { INTERVAL_MS } from '../domain/candle';
import { LEGACY_STRATEGIES } from '../strategies/legacy/index';
import { simKlineFiles } from '../testing/sim-kline-files';
import { toBookedTrade } from './booked-trade';
import { RandomEntries, resampleMeans } from './random-entries';

// The hourly and 4-hour fade strategies fire often.
const opts = { threshold: 75, lookback: 200, feeRate: 0.0004, strategies: LEGACY_STRATEGIES };

describe('the random-entry baseline', { timeout: 60_000 }, () => {
  it('is seeded per trade: the same seed gives the same draws, another seed others; a group is their mean', async () => {
    const files = await simKlineFiles({ seed: 7, bars: 900, symbols: ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'] });
    const scans = scanCandidates(files, opts);
    const trades = bookCandidates(scans, opts)
      .trades.filter((t) => t.outcome !== 'OPEN')
      .map((t) => toBookedTrade(t, 0, Date.parse(t.signalTime) - 1, INTERVAL_MS[t.timeframe]));
    expect(trades.length).toBeGreaterThan(5);
    const from = Math.min(...scans.map((s) => s.primary[0]!.closeTime));
    const to = Math.max(...scans.map((s) => s.primary.at(-1)!.closeTime)) + 1;
    const random = new RandomEntries(
      scans.map((s) => ({ symbol: s.symbol, bars: s.primary })),
      [{ from, to }],
      { feeRate: opts.feeRate, funding: null },
    );
    const draws = (seed: number) => trades.map((t) => random.draw(t, 200, seed).net);
    const a = resampleMeans(draws(11), 200);
    expect(a).toHaveLength(200);
    expect(a).toEqual(resampleMeans(draws(11), 200));
    expect(a).not.toEqual(resampleMeans(draws(12), 200));
    expect([...a].sort((x, y) => x - y)).toEqual(a);
    // A trade's draws do not depend on the group it is drawn in.
    expect(random.draw(trades[3]!, 200, 11).net).toEqual(draws(11)[3]);
    expect(resampleMeans([], 200)).toEqual([]);
  });
});
