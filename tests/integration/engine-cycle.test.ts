import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNAL_EVENT_TYPES, makeEnvelope, signalSchema } from '@sinais/shared';
import {
  changeEngineControl,
  createEmbeddedDb,
  createMemoryBus,
  migrate,
  type Bus,
  type Db,
} from '@sinais/shared/server';
import { createSimSource } from '../../engine/src/sources/sim.source';
import { STRATEGIES } from '../../engine/src/strategies/index';
import { waitFor } from '../helpers/engine-events';
import { postgresUnavailable, redisUnavailable, reportSkip } from '../helpers/services';
import { openDbAndBus, startRecordedEngine, suiteResources } from '../helpers/stack';

reportSkip(postgresUnavailable ?? redisUnavailable, 'engine cycle on PostgreSQL + Redis');

const SEED = 42;
const env = {
  MARKET_SOURCE: 'sim',
  SIM_SEED: SEED,
  // Every 50 ms tick is 30 market minutes: the 60-minute window and the 4 h expiry pass in well under a second.
  SIM_SPEED: 36_000,
  TICK_INTERVAL_MS: 50,
  ANALYSIS_PAIR_INTERVAL_MS: 0,
  ANALYSIS_REST_MS: 600_000,
  SIGNAL_EXPIRY_MS: 4 * 3_600_000,
  HEARTBEAT_MS: 200,
  LOG_LEVEL: 'silent',
};

interface Setup {
  db: Db;
  bus: Bus;
  cleanup: () => Promise<void>;
}

const stores: Array<{ name: string; skip: boolean; open: () => Promise<Setup> }> = [
  {
    name: 'PostgreSQL + Redis',
    skip: postgresUnavailable !== null || redisUnavailable !== null,
    open: async () => {
      const { db, bus, close } = await openDbAndBus('engine-cycle');
      return { db, bus, cleanup: close };
    },
  },
  {
    name: 'embedded PGlite + in-process bus',
    skip: false,
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sinais-engine-'));
      const db = await createEmbeddedDb(dir);
      await migrate(db);
      const bus = createMemoryBus();
      return {
        db,
        bus,
        cleanup: async () => {
          await bus.close();
          await db.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

describe.each(stores)('engine full cycle on the simulator: $name', ({ skip, open }) => {
  const { cleanups } = suiteResources();

  it.skipIf(skip)(
    'selects 150 pairs, analyses each, and takes signals through pending → confirmed/rejected → closed',
    { timeout: 120_000 },
    async () => {
      const { db, bus, cleanup } = await open();
      cleanups.push(cleanup);
      const { engine, rec } = await startRecordedEngine(db, bus, env);
      cleanups.push(() => engine.stop());

      await waitFor(
        'first cycle',
        () => rec.of('analysis:progressed').some((e) => e.data.cycle_count === 1 && e.data.is_resting),
        90_000,
      );
      // Rejections depend on how far the simulated price moves in a window (more than one ATR): they are
      // checked below when they happen; the filters' own tests cover each rejection.
      await waitFor(
        'confirmations and outcomes',
        () => rec.of('signal:confirmed').length > 0 && rec.of('signal:closed').length > 0,
        30_000,
      );
      // Admin commands over the bus: pause, forced TOP pairs refresh, resume.
      // The pause is stored first (it outlives restarts), then announced on the bus, as the gateway does.
      const actor = { actor: { user_id: 'u1', email: 'admin@sinais.test', ip: null } };
      const who = { id: null, email: 'admin@sinais.test', ip: null };
      await changeEngineControl(db, { paused: true, reason: 'teste', actor: who, action: 'engine.pause' });
      await bus.publish(makeEnvelope('engine:pause', actor));
      await waitFor(
        'paused status',
        () => rec.of('analysis:progressed').some((e) => e.data.is_paused),
        10_000,
      );
      await waitFor(
        'paused monitoring status',
        () => rec.of('monitoring:status-changed').some((e) => e.data.thread_status === 'paused'),
        10_000,
      );
      await bus.publish(makeEnvelope('top-pairs:refresh', actor));
      await waitFor('forced refresh', () => rec.of('top-pairs:selected').length === 2, 10_000);
      await changeEngineControl(db, { paused: false, reason: null, actor: who, action: 'engine.resume' });
      await bus.publish(makeEnvelope('engine:resume', actor));
      await waitFor(
        'resumed status',
        () => rec.of('analysis:progressed').at(-1)!.data.is_paused === false,
        10_000,
      );
      expect(rec.of('market:ticked').length).toBeGreaterThan(0);

      await engine.stop();
      // A bounded wait before a negative check: the last messages on the bus are not malformed either.
      await new Promise((r) => setTimeout(r, 300));
      expect(rec.invalid).toEqual([]);

      // Selection: 150 USDT perpetuals in TRADING with ≥50x, per the simulated exchange's own listing.
      const selection = rec.of('top-pairs:selected')[0]!.data;
      expect(selection.pairs).toHaveLength(150);
      const listing = new Map(
        (
          await createSimSource({
            seed: SEED,
            speed: 1,
            pairs: 220,
            tickIntervalMs: 1000,
            historyBars: 100,
          }).pairs()
        ).map((p) => [p.symbol, p]),
      );
      for (const p of selection.pairs) {
        const info = listing.get(p.symbol)!;
        expect(info.contractType).toBe('PERPETUAL');
        expect(info.status).toBe('TRADING');
        expect(info.quoteAsset).toBe('USDT');
        expect(info.maxLeverage).toBeGreaterThanOrEqual(50);
      }
      expect(selection.stats.top_150_selected).toBe(150);
      expect(selection.stats.pairs_with_50x).toBeGreaterThanOrEqual(150);
      expect(selection.criteria).toMatchObject({
        leverage_minimum: 50,
        volume_weight: 60,
        volatility_weight: 40,
      });
      expect(selection.pairs.map((p) => p.score)).toEqual(
        [...selection.pairs.map((p) => p.score)].sort((a, b) => b - a),
      );

      // Progress and a result for every pair of cycle 1.
      const analysed = new Set(
        rec
          .of('analysis:pair-analyzed')
          .filter((e) => e.data.cycle === 1)
          .map((e) => e.data.symbol),
      );
      expect(analysed).toEqual(new Set(selection.pairs.map((p) => p.symbol)));
      const progress = rec.of('analysis:progressed').filter((e) => e.data.cycle_count === 1);
      expect(new Set(progress.map((e) => e.data.current_index))).toEqual(
        new Set(Array.from({ length: 151 }, (_, i) => i)),
      );
      expect(progress.at(-1)!.data.progress_percent).toBe(100);

      // Signal lifecycle, with reasons and outcomes.
      const created = rec.of('signal:created');
      expect(created.length).toBeGreaterThan(0);
      for (const e of rec.events.filter((x) => (SIGNAL_EVENT_TYPES as readonly string[]).includes(x.type))) {
        const d = e.data as { seq: number };
        expect(e.id).toBe(String(d.seq));
      }
      const confirmed = rec.of('signal:confirmed');
      expect(confirmed.every((e) => e.data.signal.confirmation_reasons.length > 0)).toBe(true);
      const rejected = rec.of('signal:rejected');
      expect(rejected.every((e) => e.data.signal.rejection_reasons.length > 0)).toBe(true);
      const closed = rec.of('signal:closed');
      for (const e of confirmed) {
        // Booked at the confirmation price, with the planned distances moved there.
        const s = e.data.signal;
        const pending = created.find((c) => c.data.signal.id === s.id)!.data.signal;
        expect(s.reference_price).toBe(pending.entry_price);
        expect(s.stop_loss - s.entry_price).toBeCloseTo(pending.stop_loss - pending.entry_price, 6);
      }
      for (const e of closed) {
        expect(['TARGET_HIT', 'STOP_HIT', 'EXPIRED']).toContain(e.data.signal.outcome);
        expect(typeof e.data.signal.profit_loss).toBe('number');
        // Net of fees: net = gross − fees (+ funding when the source reports it).
        const s = e.data.signal;
        expect(s.fees_pct!).toBeGreaterThan(0);
        expect(s.profit_loss!).toBeCloseTo(s.gross_profit_loss! - s.fees_pct! + (s.funding_pct ?? 0), 3);
        expect(e.data.signal.best_excursion_pct!).toBeGreaterThanOrEqual(e.data.signal.worst_excursion_pct!);
      }
      for (const e of created) {
        const s = e.data.signal;
        // Levels in ATRs of the signal's timeframe, from the pending (reference) price, brought nearer only by the
        // plausibility bound (2·σ_daily·√hold, trading/plan-bounds.ts), which the simulator's wild coins reach.
        const plan = STRATEGIES.find((st) => st.name === s.strategy)!.exits;
        expect(s.reference_price).toBe(s.entry_price);
        const stopDist = Math.abs(s.entry_price - s.stop_loss);
        const targetDist = Math.abs(s.target_price - s.entry_price);
        expect(stopDist).toBeLessThanOrEqual(plan.stopAtr * s.atr! * (1 + 1e-9));
        expect(targetDist).toBeLessThanOrEqual(plan.targetAtr * s.atr! * (1 + 1e-9));
        expect(targetDist).toBeGreaterThan(0);
        // Never a target the price cannot plausibly reach: a sell target above −99 %.
        expect(s.target_price / s.entry_price).toBeGreaterThan(0.01);
        expect(s.direction === 'COMPRA' ? s.stop_loss < s.entry_price : s.stop_loss > s.entry_price).toBe(
          true,
        );
        expect(s.score).toBeGreaterThanOrEqual(75);
      }

      // Rows in the store match the events: one row per signal, one appended event per transition, in seq order.
      const rows = await db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM signals');
      expect(rows[0]!.n).toBe(created.length);
      const events = await db.query<{ id: number; kind: string; payload: unknown }>(
        'SELECT id, kind, payload FROM signal_events ORDER BY id',
      );
      const published = rec.events.filter((x) => (SIGNAL_EVENT_TYPES as readonly string[]).includes(x.type));
      expect(events.map((e) => e.id)).toEqual(published.map((e) => Number(e.id)).sort((a, b) => a - b));
      for (const e of events) signalSchema.parse(e.payload);
      const dup = await db.query(
        "SELECT signal_id FROM signal_events WHERE kind = 'created' GROUP BY signal_id HAVING count(*) > 1",
      );
      expect(dup).toEqual([]);
      const state = await db.query<{ key: string }>('SELECT key FROM engine_state ORDER BY key');
      expect(state.map((s) => s.key)).toEqual(
        expect.arrayContaining([
          'analysis_status',
          'current_analysis',
          'analysis_history',
          'monitoring_status',
          'heartbeat',
          'btc',
          'cleanup_status',
          'filters',
          'market_source',
        ]),
      );
      const history = await db.query<{ value: unknown[] }>(
        "SELECT value FROM engine_state WHERE key = 'analysis_history'",
      );
      expect(history[0]!.value).toHaveLength(30);
      const sel = await db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM top_pairs_selections');
      expect(sel[0]!.n).toBe(2);
      const logs = await db.query<{ service: string }>('SELECT DISTINCT service FROM system_logs');
      expect(logs.map((l) => l.service)).toEqual(
        expect.arrayContaining(['ANALYSIS', 'TOP_PAIRS', 'SIGNAL_GEN', 'SYSTEM']),
      );
      const hb = rec.of('engine:heartbeat').at(-1)!.data;
      expect(hb).toMatchObject({ role: 'active', market_source: 'sim', simulated: true });
      expect(rec.of('btc:updated')[0]!.data.simulated).toBe(true);
      expect(rec.of('monitoring:status-changed').length).toBeGreaterThan(0);
      console.info(
        `[engine-cycle] sinais criados ${created.length}, confirmados ${confirmed.length}, rejeitados ${rejected.length}, encerrados ${closed.length}`,
      );
    },
  );
});
