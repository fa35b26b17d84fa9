import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '@sinais/shared/server';
import { engineConfigFrom } from '../config/env';
import type { SystemLogger } from '../publisher/system-log';
import { HELD_OUT_PERIODS } from '../research/held-out';
import { createBinanceSource } from '../sources/binance.source';
import type { MarketSource } from '../sources/market-source';
import { createReplaySource } from '../sources/replay.source';
import { createSimSource } from '../sources/sim.source';
import { derivativesCollectorFor } from './collection';
import { DerivativesCollector } from './collector';
import { DERIVATIVES_HISTORY_FLOOR, derivativesFloorMs } from './history-floor';

const dir = mkdtempSync(join(tmpdir(), 'sinais-derivatives-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Nothing here touches the store: a collector is only built, never run.
const unusedDb = {} as Db;
const unusedLog = {} as SystemLogger;

function collectorFor(source: MarketSource, env: Record<string, string> = {}) {
  return derivativesCollectorFor({
    db: unusedDb,
    env: engineConfigFrom(env).env,
    source,
    lease: null,
    log: unusedLog,
    pairs: () => [],
  });
}

describe('where the derivatives collector runs', () => {
  it('only on Binance, and not when DERIVATIVES_COLLECTION=off', () => {
    const binance = createBinanceSource({ restUrl: 'http://127.0.0.1:9', wsUrl: 'ws://127.0.0.1:9' });
    expect(binance.derivativesHistory).toBeDefined();
    expect(collectorFor(binance)).toBeInstanceOf(DerivativesCollector);
    expect(collectorFor(binance, { DERIVATIVES_COLLECTION: 'off' })).toBeNull();
  });

  it('never on the simulator or replay, which have no exchange history', () => {
    const sim = createSimSource({ seed: 1, speed: 60, pairs: 160, tickIntervalMs: 1000, historyBars: 50 });
    expect(sim.derivativesHistory).toBeUndefined();
    expect(collectorFor(sim)).toBeNull();
    const fixtures = fileURLToPath(new URL('../../fixtures/ohlcv/spot_1h/', import.meta.url));
    copyFileSync(resolve(fixtures, 'BTCUSDT_1h.json'), join(dir, 'BTCUSDT_1h.json'));
    const replay = createReplaySource({ dir, speed: 1, tickIntervalMs: 1000, warmup: 200 });
    expect(collectorFor(replay)).toBeNull();
    // Even a simulated source that claims Binance's kind and carries a history is refused.
    const disguised = { ...sim, kind: 'binance' as const, derivativesHistory: binanceHistory() };
    expect(collectorFor(disguised)).toBeNull();
  });
});

describe('the collection floor', () => {
  it('lies after every held-out period, so none of their data is ever fetched', () => {
    const lastHeldOutDay = HELD_OUT_PERIODS.map((p) => p.to)
      .sort()
      .at(-1)!;
    expect(DERIVATIVES_HISTORY_FLOOR > lastHeldOutDay).toBe(true);
    expect(derivativesFloorMs()).toBe(
      Date.parse(`${lastHeldOutDay}T00:00:00Z`) + 2 * 86_400_000 - 86_400_000,
    );
  });

  it('may be moved later by DERIVATIVES_HISTORY_FROM, never earlier', () => {
    expect(engineConfigFrom({ DERIVATIVES_HISTORY_FROM: '2026-06-01' }).env.DERIVATIVES_HISTORY_FROM).toBe(
      '2026-06-01',
    );
    expect(() => engineConfigFrom({ DERIVATIVES_HISTORY_FROM: '2025-12-31' })).toThrow(/2026-01-07/);
  });
});

function binanceHistory() {
  return createBinanceSource({ restUrl: 'http://127.0.0.1:9', wsUrl: 'ws://127.0.0.1:9' }).derivativesHistory;
}
