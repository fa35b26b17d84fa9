import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, createMemoryBus, latestGateDecisions, migrate, type Db } from '@sinais/shared/server';
import { loadMarketDir } from '../../engine/src/cli/market-dir';
import { GatePolicy } from '../../engine/src/gate/gate-policy';
import { GateRunner } from '../../engine/src/gate/gate-runner';
import { Publisher } from '../../engine/src/publisher/publisher';
import { busSink, storeSink } from '../../engine/src/publisher/sinks';
import { SystemLogger } from '../../engine/src/publisher/system-log';
import type { TopPairsService } from '../../engine/src/selection/top-pairs.service';
import type { MarketSource } from '../../engine/src/sources/market-source';
import { STRATEGIES } from '../../engine/src/strategies/index';
import { repoRoot } from '../helpers/engine-process';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { bothStores } from '../helpers/test-stores';

const train = resolve(repoRoot, '../shared/data/market/ohlcv/train_2023');
const absent = existsSync(train) ? null : `dados de treino ausentes em ${train}`;
reportSkip(absent, 'strategy gate on real candles');
reportSkip(postgresUnavailable, 'strategy gate on PostgreSQL');

const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'DOGEUSDT', 'ADAUSDT'];

/** A source that serves the most recent candles of real files, as Binance serves its latest klines. */
function fileSource(): MarketSource {
  const { files } = loadMarketDir(train);
  const series = new Map(files.map((f) => [`${f.symbol}:${f.timeframe}`, f.candles]));
  return {
    kind: 'replay',
    simulated: false,
    timeScale: 1,
    klines: async (symbol, tf, limit) => (series.get(`${symbol}:${tf}`) ?? []).slice(-limit),
  } as Partial<MarketSource> as MarketSource;
}

const stores = bothStores('gate', absent);

describe.each(stores)('live strategy gate on $name', ({ skip, open }) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it.skipIf(skip)(
    'replays recent real candles, stores one decision per strategy × timeframe with its evidence, and publishes only passes',
    { timeout: 240_000 },
    async () => {
      const { db, cleanup } = await open();
      cleanups.push(cleanup);
      await migrate(db as Db);
      const logger = createLogger('gate', 'silent');
      const log = new SystemLogger(
        new Publisher([busSink(createMemoryBus()), storeSink(db)], logger),
        logger,
      );
      const topPairs = { current: () => SYMBOLS.map((symbol) => ({ symbol })) } as unknown as TopPairsService;
      const policy = new GatePolicy(true);
      // Nothing decided yet: everything stays experimental.
      for (const s of STRATEGIES)
        for (const tf of s.timeframes) expect(policy.isPublished(s.name, tf)).toBe(false);
      const runner = new GateRunner(db, fileSource(), topPairs, policy, log, {
        intervalMs: 24 * 3_600_000,
        pairs: SYMBOLS.length,
        candles: 2160,
        threshold: 75,
        feeRate: 0.0004,
        resamples: 200,
        seed: 5,
      });
      await runner.runOnce();

      const decisions = await latestGateDecisions(db);
      const expected = STRATEGIES.flatMap((s) => s.timeframes.map((tf) => `${s.name}|${tf}`)).sort();
      expect(decisions.map((d) => `${d.strategy}|${d.timeframe}`).sort()).toEqual(expected);
      for (const d of decisions) {
        const e = d.evidence;
        expect(e.symbols).toBe(SYMBOLS.length);
        expect(e.funding_included).toBe(false);
        // About 90 days of candles, ending with the data.
        const days = (Date.parse(e.to) - Date.parse(e.from)) / 86_400_000;
        expect(days).toBeGreaterThan(85);
        expect(days).toBeLessThan(95);
        expect(d.reason.startsWith(d.published ? 'Publicada' : 'Experimental')).toBe(true);
        // Published means the criterion held on these numbers.
        if (d.published) {
          expect(e.trades).toBeGreaterThanOrEqual(30);
          expect(e.avg_net_pct!).toBeGreaterThan(Math.max(0, e.baseline_p95_pct!));
        }
        if (e.trades >= 30 && e.avg_net_pct! > Math.max(0, e.baseline_p95_pct!))
          expect(d.published).toBe(true);
        expect(policy.isPublished(d.strategy, d.timeframe)).toBe(d.published);
      }
      // A fresh policy (a restarted or standby engine) reads the same decisions from the store.
      const reloaded = new GatePolicy(true);
      await reloaded.load(db);
      for (const d of decisions) expect(reloaded.isPublished(d.strategy, d.timeframe)).toBe(d.published);
      // With the gate off every strategy reaches members.
      expect(new GatePolicy(false).isPublished(STRATEGIES[0]!.name, STRATEGIES[0]!.timeframes[0]!)).toBe(
        true,
      );
    },
  );
});
