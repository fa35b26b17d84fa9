import { describe, expect, it } from 'vitest';
import { UNWATCHED_REJECTION_REASON, type AnalysisStatus } from '@sinais/shared';
import { createMemoryBus } from '@sinais/shared/server';
import { waitFor } from '../helpers/engine-events';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange } from '@sinais/shared/testing/server';
import { startRecordedEngine, suiteResources } from '../helpers/stack';
import { bothStores } from '../helpers/test-stores';

reportSkip(postgresUnavailable, 'engine outage handling on PostgreSQL');

const stores = bothStores('outage');

const env = {
  MARKET_SOURCE: 'sim',
  SIM_SEED: 5,
  SIM_SPEED: 60,
  TICK_INTERVAL_MS: 100,
  ANALYSIS_PAIR_INTERVAL_MS: 50,
  ANALYSIS_REST_MS: 600_000,
  HEARTBEAT_MS: 200,
  LOG_LEVEL: 'silent',
  SIGNAL_GATE: 'off',
};

describe.each(stores)('a restart after an outage on $name', ({ skip, migrated }) => {
  const { cleanups } = suiteResources();

  it.skipIf(skip)(
    'rejects pending windows left unwatched too long (saying why), continues a recently watched one, keeps tracking open trades and resumes the cycle where it stopped',
    { timeout: 120_000 },
    async () => {
      const db = await migrated(cleanups);
      // What a crashed engine left: one pending window that ended during the outage, one still running, one
      // open trade, and its analysis position (cycle 7, 40 of 150 pairs done).
      const ago = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
      const ended = makeSignal({ symbol: 'ETHUSDT', created_at: ago(65), entry_time: ago(65) });
      const running = makeSignal({ symbol: 'SOLUSDT', created_at: ago(50), entry_time: ago(50) });
      // Watched until 2 s ago by the engine that died: a short gap, continued and decided on prices.
      const watched = makeSignal({ symbol: 'ADAUSDT', created_at: ago(59), entry_time: ago(59) });
      const open1 = makeSignal({ symbol: 'XRPUSDT', status: 'CONFIRMED', outcome: 'OPEN' });
      for (const s of [ended, running, watched, open1]) await commitSignalChange(db, null, s, 'created');
      await db.query(
        `UPDATE signals SET monitor_until = now() + interval '1 second', watch_min = entry_price * 0.999,
                watch_max = entry_price * 1.001, watch_last = entry_price, watched_at = now() - interval '2 seconds'
          WHERE id = $1`,
        [watched.id],
      );
      await db.query(`UPDATE signals SET monitor_until = now() - interval '5 minutes' WHERE id = $1`, [
        ended.id,
      ]);
      await db.query(`UPDATE signals SET monitor_until = now() + interval '10 minutes' WHERE id = $1`, [
        running.id,
      ]);
      await db.query(
        `UPDATE signals SET monitor_until = now() - interval '1 hour', expires_at = now() + interval '10 hours' WHERE id = $1`,
        [open1.id],
      );
      const position: AnalysisStatus = {
        is_analyzing: true,
        is_paused: false,
        is_resting: false,
        rest_until: null,
        current_pair: null,
        current_index: 40,
        total_pairs: 150,
        cycle_count: 7,
        signals_generated: 33,
        current_timeframe: null,
        current_strategy: null,
        progress_percent: 26.67,
        signals_found_in_cycle: 2,
      };
      await db.query(`INSERT INTO engine_state (key, value) VALUES ('analysis_status', $1)`, [
        JSON.stringify(position),
      ]);

      const bus = createMemoryBus();
      const { engine, rec } = await startRecordedEngine(db, bus, env);
      cleanups.push(() => engine.stop());

      await waitFor(
        'the three pending signals decided',
        () => rec.of('signal:rejected').length + rec.of('signal:confirmed').length >= 3,
        30_000,
      );
      const rows = await db.query<{
        id: string;
        status: string;
        outcome: string | null;
        rejection_reasons: string[];
      }>('SELECT id, status, outcome, rejection_reasons FROM signals WHERE id = ANY($1)', [
        [ended.id, running.id, watched.id, open1.id],
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      // The simulator cannot read its past prices back: over a long gap, rejected, and the reason says both.
      for (const id of [ended.id, running.id]) {
        expect(byId.get(id)!.status).toBe('REJECTED');
        expect(byId.get(id)!.rejection_reasons).toHaveLength(1);
        expect(byId.get(id)!.rejection_reasons[0]).toMatch(
          new RegExp(
            `^${UNWATCHED_REJECTION_REASON} por [^(]+ \\(mais que 30 s\\) e a fonte de mercado não guarda o histórico de preços$`,
          ),
        );
      }
      // The short gap: decided by the window's filters, never as unwatched.
      const w = byId.get(watched.id)!;
      expect(['CONFIRMED', 'REJECTED']).toContain(w.status);
      expect(JSON.stringify(w)).not.toContain(UNWATCHED_REJECTION_REASON);
      // Never confirmed: no confirmation event for either, ever.
      expect(
        rec.of('signal:confirmed').filter((e) => [ended.id, running.id].includes(e.data.signal.id)),
      ).toEqual([]);
      expect(byId.get(open1.id)!.status).toBe('CONFIRMED');

      // The walk continues at pair 41 of cycle 7 with the stored counters, not at pair 1 of cycle 1.
      await waitFor('first analysed pair', () => rec.of('analysis:pair-analyzed').length > 0, 60_000);
      const first = rec.of('analysis:pair-analyzed')[0]!.data;
      expect(first).toMatchObject({ cycle: 7, index: 40 });
      const progressed = rec.of('analysis:progressed').filter((e) => e.data.current_pair !== null);
      expect(progressed[0]!.data).toMatchObject({ cycle_count: 7 });
      expect(progressed[0]!.data.signals_generated).toBeGreaterThanOrEqual(33);
      expect(rec.invalid).toEqual([]);
      await engine.stop();
      await bus.close();
    },
  );
});
