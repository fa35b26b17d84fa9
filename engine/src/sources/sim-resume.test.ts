import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSimSource } from './sim.source';
import { simMarketStateSchema } from './sim-market-state';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 25, 15, 20);
const options = { seed: 7, speed: 60, pairs: 40, tickIntervalMs: 1000, historyBars: 120 };

afterEach(() => vi.useRealTimers());

describe('a simulated market taken over by another engine', () => {
  it('continues where the previous engine left it: the clock ran on meanwhile, the prices are the stored ones', async () => {
    vi.useFakeTimers({ now: T0 });
    const first = createSimSource({ ...options, now: T0 });
    await first.start();
    vi.advanceTimersByTime(10 * 60_000); // 10 wall minutes = 10 market hours
    const stored = simMarketStateSchema.parse(JSON.parse(JSON.stringify(first.memory!.snapshot())));
    await first.close();
    expect(stored.market_at).toBe(T0 + 10 * HOUR);

    vi.advanceTimersByTime(30_000); // the takeover takes 30 s of wall time
    // The new process would start its own market at its own start time: the stored one wins.
    const next = createSimSource({ ...options, now: Date.now() });
    expect(next.memory!.resume(stored)).toBe('continued');
    expect(next.now()).toBe(stored.market_at + 30_000 * options.speed);
    expect(next.lastPrice('ETHUSDT')).toBe(stored.prices.ETHUSDT);
    // The history is regenerated around the stored price, and goes on from there.
    const bars = await next.klines('ETHUSDT', '1h', 50);
    expect(bars.at(-1)!.close).toBe(stored.prices.ETHUSDT);
    expect(bars.at(-1)!.openTime).toBe(Math.floor(next.now() / HOUR) * HOUR);
    await next.start();
    vi.advanceTimersByTime(60_000);
    expect(next.now()).toBe(stored.market_at + 90_000 * options.speed);
    expect(next.lastPrice('ETHUSDT')).not.toBe(stored.prices.ETHUSDT);
    await next.close();
  });

  it('another seed, speed or size starts a new market whose clock still never goes back', () => {
    vi.useFakeTimers({ now: T0 });
    const old = createSimSource({ ...options, now: T0 + 48 * HOUR });
    const stored = old.memory!.snapshot();
    const other = createSimSource({ ...options, seed: 8, now: T0 });
    const ownPrice = other.lastPrice('ETHUSDT') ?? null;
    expect(other.memory!.resume(stored)).toBe('clock-only');
    expect(other.now()).toBe(T0 + 48 * HOUR);
    expect(other.lastPrice('ETHUSDT') ?? null).toBe(ownPrice);
    // A stored clock behind the new market's own leaves it where it is.
    const ahead = createSimSource({ ...options, seed: 8, now: T0 + 96 * HOUR });
    ahead.memory!.resume(stored);
    expect(ahead.now()).toBe(T0 + 96 * HOUR);
  });

  it('a stored state that is not a market state is refused by its schema', () => {
    expect(
      simMarketStateSchema.safeParse({ seed: 1, speed: 0, pairs: 1, market_at: 0, wall_at: 0, prices: {} })
        .success,
    ).toBe(false);
    expect(
      simMarketStateSchema.safeParse({
        seed: 1,
        speed: 60,
        pairs: 1,
        market_at: 0,
        wall_at: 0,
        prices: { X: -1 },
      }).success,
    ).toBe(false);
  });
});
