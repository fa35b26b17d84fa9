import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  analysisPacing,
  SIM_DEFAULT_SPEED,
  SIM_LEAD_TO_DAILY_CLOSE_MS,
  simulatedStart,
} from '../config/pacing';
import { engineConfigFrom } from '../config/env';
import { createMarketSource } from './create-source';
import { createSimSource } from './sim.source';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 25, 15, 20);

afterEach(() => vi.useRealTimers());

describe('the simulator market clock', () => {
  it('runs SIM_SPEED times faster than the wall clock and closes candles as it passes their end', async () => {
    vi.useFakeTimers({ now: T0 });
    const src = createSimSource({ seed: 5, speed: 3600, pairs: 160, tickIntervalMs: 1000, historyBars: 100 });
    const before = await src.klines('ETHUSDT', '1h', 100);
    await src.start();
    vi.advanceTimersByTime(3000); // 3 market hours
    const after = await src.klines('ETHUSDT', '1h', 100);
    expect(src.now()).toBe(T0 + 3 * HOUR);
    expect(after).toHaveLength(100);
    expect(after.at(-1)!.openTime).toBe(before.at(-1)!.openTime + 3 * HOUR);
    // The bars that closed meanwhile join up: each opens at the previous close.
    for (let i = after.length - 3; i < after.length; i++) expect(after[i]!.open).toBe(after[i - 1]!.close);
    // The forming bar follows the live price.
    expect(after.at(-1)!.close).toBe(src.lastPrice('ETHUSDT'));
    // A closed bar never changes again.
    const closed = after.at(-2)!;
    vi.advanceTimersByTime(500);
    const later = await src.klines('ETHUSDT', '1h', 100);
    expect(later.find((c) => c.openTime === closed.openTime)).toEqual(closed);
    await src.close();
  });

  it('a timeframe first read after the clock moved ends in the bar that holds the clock', async () => {
    vi.useFakeTimers({ now: T0 });
    const src = createSimSource({
      seed: 5,
      speed: 36_000,
      pairs: 160,
      tickIntervalMs: 1000,
      historyBars: 60,
    });
    await src.start();
    vi.advanceTimersByTime(10_000); // 100 market hours
    const daily = await src.klines('SOLUSDT', '1d', 60);
    const last = daily.at(-1)!;
    expect(last.openTime).toBeLessThanOrEqual(src.now());
    expect(last.closeTime).toBeGreaterThan(src.now());
    expect(last.close).toBe(src.lastPrice('SOLUSDT'));
    await src.close();
  });

  it('stands still until started: a source nobody started gives the same candles on every read', async () => {
    const src = createSimSource({
      seed: 9,
      speed: 60,
      pairs: 160,
      tickIntervalMs: 10,
      historyBars: 50,
      now: T0,
    });
    const a = await src.klines('BTCUSDT', '4h', 50);
    await new Promise((r) => setTimeout(r, 30));
    expect(await src.klines('BTCUSDT', '4h', 50)).toEqual(a);
    expect(src.now()).toBe(T0);
  });
});

describe('first-run pacing', () => {
  it('the simulator runs at SIM_DEFAULT_SPEED unless SIM_SPEED is set; replay at real pace', async () => {
    const warn = () => undefined;
    const sim = await createMarketSource(engineConfigFrom({ MARKET_SOURCE: 'sim' }), warn);
    expect(sim.timeScale).toBe(SIM_DEFAULT_SPEED);
    const set = await createMarketSource(engineConfigFrom({ MARKET_SOURCE: 'sim', SIM_SPEED: 5 }), warn);
    expect(set.timeScale).toBe(5);
  });

  it('the walk paces by the source: 5 s a pair on Binance, 1 s on the simulator, the rest in market time', () => {
    const defaults = engineConfigFrom({});
    expect(analysisPacing(defaults, { kind: 'binance', timeScale: 1 })).toEqual({
      pairIntervalMs: 5000,
      restMs: 300_000,
    });
    expect(analysisPacing(defaults, { kind: 'sim', timeScale: 60 })).toEqual({
      pairIntervalMs: 1000,
      restMs: 5000,
    });
    const set = engineConfigFrom({ ANALYSIS_PAIR_INTERVAL_MS: 200, ANALYSIS_REST_MS: 700 });
    expect(analysisPacing(set, { kind: 'sim', timeScale: 60 })).toEqual({ pairIntervalMs: 200, restMs: 700 });
  });
});

describe('where the simulated market opens', () => {
  it('two market hours before a daily close, so daily strategies decide within minutes', () => {
    const day = 86_400_000;
    for (const wall of [
      Date.UTC(2026, 10, 25, 22, 30),
      Date.UTC(2026, 10, 25, 21, 59),
      Date.UTC(2026, 10, 26, 3),
    ]) {
      const start = simulatedStart(wall);
      expect((start + SIM_LEAD_TO_DAILY_CLOSE_MS) % day).toBe(0);
      expect(start + SIM_LEAD_TO_DAILY_CLOSE_MS).toBeGreaterThan(wall);
      expect(start + SIM_LEAD_TO_DAILY_CLOSE_MS - wall).toBeLessThanOrEqual(day + SIM_LEAD_TO_DAILY_CLOSE_MS);
    }
  });
});
