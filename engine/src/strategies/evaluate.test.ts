import { describe, expect, it } from 'vitest';
import { createSimSource } from '../sources/sim.source';
import { evaluatePair } from './evaluate';
import { STRATEGIES } from './index';

describe('strategies on the simulated exchange', () => {
  it('is deterministic per seed, scores stay in 0–100 and setups fire in the TOP pairs', async () => {
    const make = () =>
      createSimSource({
        seed: 42,
        speed: 1,
        pairs: 220,
        tickIntervalMs: 1000,
        historyBars: 500,
        now: Date.UTC(2026, 0, 5),
      });
    const src = make();
    const pairs = (await src.pairs()).filter(
      (p) => p.status === 'TRADING' && p.quoteAsset === 'USDT' && p.contractType === 'PERPETUAL',
    );
    expect(pairs.length).toBeGreaterThanOrEqual(200);
    const again = await make().klines('ETHUSDT', '1d', 500);
    expect(await src.klines('ETHUSDT', '1d', 500)).toEqual(again);
    const candlesOf = async (symbol: string) => ({
      '1h': await src.klines(symbol, '1h', 500),
      '4h': await src.klines(symbol, '4h', 500),
      '1d': await src.klines(symbol, '1d', 500),
    });
    const btc = await candlesOf('BTCUSDT');
    const fired = new Map<string, number>();
    let near = 0;
    for (const p of pairs.slice(0, 150)) {
      const ev = evaluatePair(await candlesOf(p.symbol), 75, undefined, { btc });
      expect(ev.results).toHaveLength(STRATEGIES.reduce((n, st) => n + st.timeframes.length, 0));
      for (const r of ev.results) {
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(100);
        expect(r.reasons.length).toBeGreaterThan(0);
        if (!r.direction && r.score > 0) near++;
      }
      if (ev.signal) fired.set(ev.signal.key, (fired.get(ev.signal.key) ?? 0) + 1);
    }
    expect(fired.size).toBeGreaterThan(0);
    // Untriggered pairs say how close they are (the operator's analysis screen), not a flat zero.
    expect(near).toBeGreaterThan(0);
    for (const key of fired.keys()) expect(STRATEGIES.map((st) => st.key)).toContain(key);
  });
});
