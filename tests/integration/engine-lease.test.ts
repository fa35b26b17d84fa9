import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, createMemoryBus, createPostgresDb, migrate, type Db } from '@sinais/shared/server';
import { engineConfigFrom, startEngine, type EngineHandle, type MarketSource } from '@sinais/engine';
import { LeaseLostError, PostgresLease } from '../../engine/src/lease/postgres-lease';
import { createSignalsStore } from '../../engine/src/data/signals.store';
import { createSimSource } from '../../engine/src/sources/sim.source';
import { recordEvents, waitFor } from '../helpers/engine-events';
import { createTestDatabase, postgresUnavailable, reportSkip } from '../helpers/services';
import { makeSignal } from '@sinais/shared/testing';

reportSkip(postgresUnavailable, 'engine lease in PostgreSQL');

const LEASE = 'test:engine:lease';
const TTL = 1500;

const engineConfig = (id: string) =>
  engineConfigFrom({
    MARKET_SOURCE: 'sim',
    ANALYSIS_PAIR_INTERVAL_MS: 30,
    ANALYSIS_REST_MS: 100,
    LEASE_KEY: LEASE,
    LEASE_TTL_MS: TTL,
    HEARTBEAT_MS: 200,
    ENGINE_INSTANCE_ID: id,
    DAILY_CYCLES: 'off',
    LOG_LEVEL: 'silent',
  });

const holder = async (db: Db) =>
  (
    await db.query<{ holder: string; token: number }>(
      'SELECT holder, token FROM engine_lease WHERE name = $1 AND expires_at > now()',
      [LEASE],
    )
  )[0] ?? null;

/**
 * The live term once `id` holds it. A positive check waits for it: on a loaded machine a renewal can land after
 * the term's expiry, so the row lapses for a moment while the engine, whose own deadline timer is late too, still
 * counts itself active.
 */
const heldBy = async (db: Db, id: string) => {
  let row: Awaited<ReturnType<typeof holder>> = null;
  await waitFor(`lease held by ${id}`, async () => (row = await holder(db))?.holder === id, 4 * TTL);
  return row!;
};

describe.skipIf(postgresUnavailable !== null)('engine lease in PostgreSQL', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  const openDb = async () => {
    const t = await createTestDatabase();
    const db = createPostgresDb(t.url);
    await migrate(db);
    const bus = createMemoryBus();
    cleanups.push(async () => {
      await bus.close();
      await db.close();
      await t.drop();
    });
    return { db, bus };
  };
  const start = async (
    db: Db,
    bus: ReturnType<typeof createMemoryBus>,
    id: string,
    source?: MarketSource,
  ) => {
    const engine = await startEngine({
      db,
      bus,
      logger: createLogger('lease-test', 'silent'),
      config: engineConfig(id),
      ...(source ? { source } : {}),
    });
    cleanups.push(() => engine.stop());
    return engine;
  };

  it(
    'stands down when the lease is taken away and resumes when it is regained',
    { timeout: 60_000 },
    async () => {
      const { db, bus } = await openDb();
      const rec = recordEvents(bus);
      const engine = await start(db, bus, 'solo');
      expect(engine.isActive()).toBe(true);
      await heldBy(db, 'solo');
      await waitFor('analysing', () => rec.of('analysis:progressed').length > 5, 20_000);

      // Another holder takes the row: the engine notices at its next renewal and stands down.
      await db.query(
        `UPDATE engine_lease SET holder = 'intruso', token = token + 1, expires_at = now() + interval '2500 milliseconds' WHERE name = $1`,
        [LEASE],
      );
      await waitFor('stood down', () => !engine.isActive(), 5_000);
      const frozen = rec.of('analysis:progressed').length;
      // A bounded wait before a negative check: a stood-down engine publishes no progress.
      await new Promise((r) => setTimeout(r, 800));
      expect(rec.of('analysis:progressed').length).toBe(frozen);

      // The intruder's term expires: the engine takes it back, with a new token, and the walk resumes.
      await waitFor('regained', () => engine.isActive(), 10_000);
      await waitFor('analysing again', () => rec.of('analysis:progressed').length > frozen + 3, 10_000);
      const back = await heldBy(db, 'solo');
      expect(back.token).toBeGreaterThanOrEqual(3);
      await engine.stop();
      expect(await holder(db)).toBeNull();
    },
  );

  it(
    'keeps exactly one of two engines active and hands over when the active one stops',
    { timeout: 60_000 },
    async () => {
      const { db, bus } = await openDb();
      const a = await start(db, bus, 'motor-a');
      const b = await start(db, bus, 'motor-b');
      expect(a.isActive()).toBe(true);
      // A bounded wait before a negative check: for a whole lease term the standby stays standing by.
      await new Promise((r) => setTimeout(r, TTL));
      expect(b.isActive()).toBe(false);
      await heldBy(db, 'motor-a');

      await a.stop();
      // A clean stop releases the row (no live term of motor-a is left), so the standby takes it on its next
      // retry instead of after the term ends. How fast that is, is measured by scripts/bench/lease-handover.bench.ts.
      expect((await holder(db))?.holder).not.toBe('motor-a');
      await waitFor('standby active', () => b.isActive(), 20_000);
      await heldBy(db, 'motor-b');
    },
  );

  it('gives the lease back when it cannot start, then retries and starts', { timeout: 60_000 }, async () => {
    const { db, bus } = await openDb();
    const sim = createSimSource({ seed: 3, speed: 60, pairs: 160, tickIntervalMs: 200, historyBars: 500 });
    let failures = 1;
    const flaky: MarketSource = Object.assign(Object.create(sim) as MarketSource, {
      start: async () => {
        if (failures-- > 0) throw new Error('exchange indisponível na partida');
        await sim.start();
      },
    });
    const engine: EngineHandle = await start(db, bus, 'instavel', flaky);
    // The first activation failed: not active, and no row left behind that would block a healthy standby.
    expect(engine.isActive()).toBe(false);
    expect(await holder(db)).toBeNull();
    await waitFor('started on retry', () => engine.isActive(), 4 * TTL);
    await heldBy(db, 'instavel');
  });

  it(
    'refuses a signal write from a term that has ended, and writes nothing',
    { timeout: 30_000 },
    async () => {
      const { db } = await openDb();
      const lease = new PostgresLease(db, LEASE, 'antigo', 60_000);
      await lease.start({ onAcquired: () => undefined, onLost: () => undefined });
      cleanups.push(() => lease.stop());
      expect(lease.isHeld).toBe(true);
      const repo = createSignalsStore(db, (q) => lease.assertHeld(q));
      const now = new Date();
      const later = new Date(now.getTime() + 60_000);
      expect(await repo.create(makeSignal({ symbol: 'ETHUSDT' }), later, later)).not.toBeNull();

      // Another instance took over (the row moved on) while this one still believes it holds the lease.
      await db.query(`UPDATE engine_lease SET holder = 'novo', token = token + 1 WHERE name = $1`, [LEASE]);
      expect(lease.isHeld).toBe(true);
      await expect(repo.create(makeSignal({ symbol: 'SOLUSDT' }), later, later)).rejects.toBeInstanceOf(
        LeaseLostError,
      );
      const rows = await db.query<{ symbol: string }>('SELECT symbol FROM signals ORDER BY symbol');
      expect(rows.map((r) => r.symbol)).toEqual(['ETHUSDT']);
      const events = await db.query('SELECT 1 FROM signal_events');
      expect(events).toHaveLength(1);
    },
  );
});
