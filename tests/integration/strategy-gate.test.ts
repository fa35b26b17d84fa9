import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GateMode } from '@sinais/shared';
import { createLogger, createMemoryBus, latestGateDecisions, type Db } from '@sinais/shared/server';
import { loadMarketDir } from '../../engine/src/sources/market-dir';
import { GatePolicy } from '../../engine/src/gate/gate-policy';
import { GateRunner } from '../../engine/src/gate/gate-runner';
import { LIVE_REGISTRY, liveRules } from '../../engine/src/strategies/live-rules';
import { PUBLISHING_ALLOWED } from '../../engine/src/gate/research-verdict';
import { Publisher } from '../../engine/src/publisher/publisher';
import { busSink, storeSink } from '../../engine/src/publisher/sinks';
import { SystemLogger } from '../../engine/src/publisher/system-log';
import type { TopPairsService } from '../../engine/src/selection/top-pairs.service';
import type { MarketSource } from '../../engine/src/sources/market-source';
import { STRATEGIES } from '../../engine/src/strategies/index';
import { repoRoot } from '../helpers/engine-process';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { suiteResources } from '../helpers/stack';
import { bothStores } from '../helpers/test-stores';

// Nine months of real hourly candles of four pairs, committed in the repository (engine/fixtures/research).
const dir = resolve(repoRoot, 'engine/fixtures/research');
reportSkip(postgresUnavailable, 'strategy gate on PostgreSQL');

const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'DOGEUSDT'];

/** A source that serves the most recent candles of real files, as Binance serves its latest klines. */
function fileSource(): MarketSource {
  const { files } = loadMarketDir(dir);
  const series = new Map(files.map((f) => [`${f.symbol}:${f.timeframe}`, f.candles]));
  const end = Math.max(...files.map((f) => f.candles.at(-1)!.closeTime)) + 1;
  return {
    kind: 'replay',
    simulated: false,
    timeScale: 1,
    now: () => end,
    klines: async (symbol, tf, limit) => (series.get(`${symbol}:${tf}`) ?? []).slice(-limit),
  } as Partial<MarketSource> as MarketSource;
}

const mode: GateMode = { enabled: true, reason: 'Portão ligado (teste)', source: 'replay' };
const stores = bothStores('gate', null);

describe.each(stores)('live strategy gate on $name', ({ skip, migrated }) => {
  const { cleanups } = suiteResources();

  it.skipIf(skip)(
    'measures each live strategy on the last year of real candles, stores its evidence and publishes nothing the research did not adopt',
    { timeout: 240_000 },
    async () => {
      const db = await migrated(cleanups);
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
      const runner = new GateRunner(
        db as Db,
        fileSource(),
        topPairs,
        policy,
        log,
        {
          intervalMs: 24 * 3_600_000,
          pairs: SYMBOLS.length,
          seed: 5,
          mode,
        },
        liveRules(LIVE_REGISTRY, false).rules,
      );
      const before = Date.now();
      await runner.runOnce();

      const decisions = await latestGateDecisions(db);
      const expected = STRATEGIES.flatMap((s) => s.timeframes.map((tf) => `${s.name}|${tf}`)).sort();
      expect(decisions.map((d) => `${d.strategy}|${d.timeframe}`).sort()).toEqual(expected);
      for (const d of decisions) {
        const e = d.evidence;
        expect(e.symbols).toBe(SYMBOLS.length);
        expect(e.funding_included).toBe(false);
        expect(e.window_days).toBe(365);
        // The window is the last year before the data's end.
        expect((Date.parse(e.to) - Date.parse(e.from)) / 86_400_000).toBe(365);
        expect(e.trades).toBeGreaterThan(0);
        expect(e.avg_net_pct).not.toBeNull();
        expect(e.baseline_p95_pct).not.toBeNull();
        // Publishing is locked while the research has adopted no method; the reason says so, with the numbers.
        if (!PUBLISHING_ALLOWED) expect(d.published).toBe(false);
        expect(d.reason.startsWith(d.published ? 'Publicada' : 'Experimental')).toBe(true);
        expect(d.reason).toMatch(/operações|histórico/);
        expect(policy.isPublished(d.strategy, d.timeframe)).toBe(d.published);
      }
      // The gate state tells members when it ran and when it runs next.
      const state = await db.query<{ value: GateMode }>(
        "SELECT value FROM engine_state WHERE key = 'strategy_gate'",
      );
      expect(Date.parse(state[0]!.value.evaluated_at!)).toBeGreaterThanOrEqual(before);
      expect(
        Date.parse(state[0]!.value.next_evaluation_at!) - Date.parse(state[0]!.value.evaluated_at!),
      ).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
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
