import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger, createMemoryBus, createPostgresDb, migrate, type Db } from '@sinais/shared/server';
import { engineConfigFrom, startEngine, type EngineHandle, type MarketSource } from '@sinais/engine';
import { createDerivativesStore, type DerivativesSeries } from '../../engine/src/data/derivatives.store';
import { createBinanceSource } from '../../engine/src/sources/binance.source';
import { createSimSource } from '../../engine/src/sources/sim.source';
import { fakeBinance, type Fake } from '../../engine/src/testing/fake-binance';
import { runEngine } from '../helpers/engine-process';
import { createTestDatabase, postgresUnavailable, reportSkip } from '../helpers/services';

reportSkip(postgresUnavailable, 'derivatives collection in the engine');

const DAY = 86_400_000;
const SERIES: DerivativesSeries[] = ['funding', 'openInterest', 'basis'];
const HISTORY = new Set([
  '/fapi/v1/fundingRate',
  '/futures/data/openInterestHist',
  '/fapi/v1/markPriceKlines',
  '/fapi/v1/indexPriceKlines',
]);

const config = (id: string) =>
  engineConfigFrom({
    ANALYSIS_PAIR_INTERVAL_MS: 50,
    ANALYSIS_REST_MS: 1000,
    LEASE_KEY: 'test:derivatives:engine',
    // 6 s, not 1.5: on a loaded CI machine a renewal late by a whole 1.5 s term handed the lease to the standby for a
    // moment, which then resumed from its own cursor instead of the stored one.
    LEASE_TTL_MS: 6000,
    HEARTBEAT_MS: 200,
    ENGINE_INSTANCE_ID: id,
    DAILY_CYCLES: 'off',
    SIGNAL_GATE: 'off',
    LOG_LEVEL: 'silent',
    // The fake's pairs with at least 5 M of 24 h volume: BTC, ETH and SOL.
    LEVERAGE_FALLBACK_MIN_VOLUME_USDT: 5_000_000,
    DERIVATIVES_FIRST_ROUND_MS: 0,
    DERIVATIVES_PACE_MS: 0,
    DERIVATIVES_HISTORY_FROM: new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10),
  });

describe.skipIf(postgresUnavailable !== null)('derivatives collection in the running engine', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  async function openDb(): Promise<{ db: Db; url: string }> {
    const t = await createTestDatabase();
    const db = createPostgresDb(t.url);
    await migrate(db);
    cleanups.push(async () => (await db.close(), await t.drop()));
    return { db, url: t.url };
  }

  async function start(db: Db, id: string, source: MarketSource): Promise<EngineHandle> {
    const bus = createMemoryBus();
    const engine = await startEngine({
      db,
      bus,
      logger: createLogger(id, 'silent'),
      config: config(id),
      source,
    });
    cleanups.push(async () => (await engine.stop(), await bus.close()));
    return engine;
  }

  async function binance(): Promise<Fake> {
    const fake = await fakeBinance();
    cleanups.push(() => fake.close());
    return fake;
  }

  const counts = async (db: Db) => {
    const store = createDerivativesStore(db);
    return Object.fromEntries(await Promise.all(SERIES.map(async (s) => [s, await store.symbols(s)])));
  };

  it(
    'records every series of the TOP pairs on the lease holder only; the standby that takes over resumes where it stopped',
    { timeout: 120_000 },
    async () => {
      const { db, url } = await openDb();
      const [fakeA, fakeB] = [await binance(), await binance()];
      const a = await start(db, 'motor-a', createBinanceSource({ restUrl: fakeA.url, wsUrl: fakeA.wsUrl }));
      const b = await start(db, 'motor-b', createBinanceSource({ restUrl: fakeB.url, wsUrl: fakeB.wsUrl }));
      expect([a.isActive(), b.isActive()]).toEqual([true, false]);
      const pairs = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'];
      await vi.waitFor(
        async () => expect(await counts(db)).toEqual({ funding: pairs, openInterest: pairs, basis: pairs }),
        {
          timeout: 60_000,
          interval: 500,
        },
      );
      expect(fakeB.requests.filter((q) => HISTORY.has(q.path))).toEqual([]);

      // The export for the next research round, through the CLI as an operator runs it.
      const out = mkdtempSync(join(tmpdir(), 'sinais-derivatives-export-'));
      cleanups.push(async () => rmSync(out, { recursive: true, force: true }));
      const store = createDerivativesStore(db);
      const help = await runEngine(['export-derivatives', '-h']);
      expect([help.code, help.stdout]).toEqual([
        0,
        expect.stringContaining('uso: export-derivatives --out DIR'),
      ]);
      const run = await runEngine(['export-derivatives', '--out', out, '--symbols', 'BTCUSDT'], {
        DATABASE_URL: url,
      });
      expect(run.code, run.stderr).toBe(0);
      const funding = JSON.parse(readFileSync(join(out, 'BTCUSDT_funding.json'), 'utf8')) as unknown[];
      const storedFunding = await store.points('funding', 'BTCUSDT');
      expect(funding).toEqual(storedFunding.slice(0, funding.length).map(([t, rate]) => [t, rate]));
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Array<{
        file: string;
      }>;
      expect(manifest.map((m) => m.file)).toEqual([
        'BTCUSDT_basis.json',
        'BTCUSDT_funding.json',
        'BTCUSDT_open_interest.json',
      ]);

      // A stops; B takes the lease and goes on from what is stored, never from the floor again. The newest
      // settlement is removed first (A, whose cursor is in memory, will not ask again), so B has one due.
      const before = await store.points('funding', 'BTCUSDT');
      await db.query(`DELETE FROM derivatives_funding WHERE symbol = 'BTCUSDT' AND funding_time = $1`, [
        new Date(before.at(-1)![0]).toISOString(),
      ]);
      const resumeFrom = before.at(-2)![0] + 1;
      await a.stop();
      await vi.waitFor(() => expect(b.isActive()).toBe(true), { timeout: 60_000 });
      await vi.waitFor(async () => expect(await store.points('funding', 'BTCUSDT')).toEqual(before), {
        timeout: 60_000,
        interval: 300,
      });
      const asked = fakeB.requests.filter(
        (q) => q.path === '/fapi/v1/fundingRate' && q.query.get('symbol') === 'BTCUSDT',
      );
      expect(asked.map((q) => Number(q.query.get('startTime')))).toEqual([resumeFrom]);
    },
  );

  it('collects nothing on the simulator', { timeout: 60_000 }, async () => {
    const { db } = await openDb();
    const sim = createSimSource({ seed: 3, speed: 3600, pairs: 160, tickIntervalMs: 100, historyBars: 300 });
    const engine = await start(db, 'motor-sim', sim);
    expect(engine.isActive()).toBe(true);
    const analysed = async () =>
      Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM market_candles`))[0]!.n);
    await vi.waitFor(async () => expect(await analysed()).toBeGreaterThan(20), {
      timeout: 40_000,
      interval: 500,
    });
    expect(await counts(db)).toEqual({ funding: [], openInterest: [], basis: [] });
  });
});
