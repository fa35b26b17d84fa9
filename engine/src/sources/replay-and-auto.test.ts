import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { engineConfigFrom } from '../config/env';
import { createMarketSource } from './create-source';
import { createReplaySource } from './replay.source';

/** Committed cuts of real Binance klines (see fixtures/build-fixtures.py). */
const normalized = fileURLToPath(new URL('../../fixtures/ohlcv/', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'sinais-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('replay source over real Binance klines', () => {
  it('plays files forward and never returns a candle closed after the replay clock', async () => {
    for (const [sub, f] of [
      ['spot_1h', 'BTCUSDT_1h.json'],
      ['spot_4h_derived', 'BTCUSDT_4h.json'],
      ['spot_1h', 'ETHUSDT_1h.json'],
    ] as const)
      copyFileSync(resolve(normalized, sub, f), join(dir, f));
    const src = createReplaySource({ dir, speed: 3_600_000 / 20, tickIntervalMs: 20, warmup: 200 });
    expect(src.simulated).toBe(true);
    expect((await src.pairs()).map((p) => p.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    const before = await src.klines('BTCUSDT', '1h', 500);
    expect(before).toHaveLength(201);
    const clock0 = before.at(-1)!.closeTime;
    const ticks: number[] = [];
    src.onTicks((p) => ticks.push(p.get('BTCUSDT')!));
    await src.start();
    await vi.waitFor(async () => {
      expect((await src.klines('BTCUSDT', '1h', 500)).length).toBeGreaterThan(before.length);
      expect(ticks.length).toBeGreaterThan(3);
    });
    await src.close();
    const after = await src.klines('BTCUSDT', '1h', 500);
    expect(after.length).toBeGreaterThan(before.length);
    expect(ticks.length).toBeGreaterThan(3);
    expect(src.lastPrice('BTCUSDT')).toBe(after.at(-1)!.close);
    const h4 = await src.klines('BTCUSDT', '4h', 500);
    expect(h4.at(-1)!.closeTime).toBeLessThanOrEqual(after.at(-1)!.closeTime);
    expect(after[200]!.closeTime).toBe(clock0);
    const t = (await src.tickers()).find((x) => x.symbol === 'BTCUSDT')!;
    expect(t.lastPrice).toBe(after.at(-1)!.close);
  });
});

describe('MARKET_SOURCE=auto', () => {
  it('falls back to the simulator when Binance does not answer, and says so', async () => {
    const warnings: string[] = [];
    const src = await createMarketSource(
      engineConfigFrom({
        MARKET_SOURCE: 'auto',
        BINANCE_REST_URL: 'http://127.0.0.1:9',
        BINANCE_PROBE_TIMEOUT_MS: 500,
      }),
      (m) => warnings.push(m),
    );
    expect(src.kind).toBe('sim');
    expect(src.simulated).toBe(true);
    expect(warnings[0]).toMatch(/simulada/);
  });
});
