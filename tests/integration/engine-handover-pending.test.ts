import { describe, expect, it } from 'vitest';
import { UNWATCHED_REJECTION_REASON } from '@sinais/shared';
import { createMemoryBus } from '@sinais/shared/server';
import { waitFor } from '../helpers/engine-events';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { startRecordedEngine, suiteResources } from '../helpers/stack';
import { bothStores } from '../helpers/test-stores';

reportSkip(postgresUnavailable, 'pending signals across a handover on PostgreSQL');

const env = {
  MARKET_SOURCE: 'sim',
  SIM_SEED: 9,
  // A 60-minute window is 30 s here: the handover falls inside it.
  SIM_SPEED: 120,
  TICK_INTERVAL_MS: 100,
  ANALYSIS_PAIR_INTERVAL_MS: 20,
  ANALYSIS_REST_MS: 600_000,
  SIGNAL_SCORE_THRESHOLD: 50,
  HEARTBEAT_MS: 200,
  LOG_LEVEL: 'silent',
  SIGNAL_GATE: 'off',
};

describe.each(bothStores('handover'))(
  'a restart with pending signals on $name',
  ({ name, skip, migrated }) => {
    const { cleanups } = suiteResources();

    it.skipIf(skip)(
      'the next engine continues the pending windows (decided on prices, not "motor fora do ar"), the cycle (recorded from its real start) and the rest; Operação tells a clean stop from a crash',
      { timeout: 150_000 },
      async () => {
        const db = await migrated(cleanups);
        const start = async () => {
          const bus = createMemoryBus();
          const started = await startRecordedEngine(db, bus, env);
          cleanups.push(() => started.engine.stop());
          return { ...started, bus };
        };

        const first = await start();
        await waitFor('pending signals', () => first.rec.of('signal:created').length >= 2, 90_000);
        const cycleStart = first.rec.of('analysis:progressed').at(-1)!.data.cycle_started_at!;
        expect(cycleStart).toEqual(expect.any(String));
        // A clean handover (a deploy): the first engine stops, the next starts on the same store.
        await first.engine.stop();
        const pending = (
          await db.query<{ id: string }>(`SELECT id FROM signals WHERE status = 'PENDING'`)
        ).map((r) => r.id);
        expect(pending.length).toBeGreaterThanOrEqual(1);
        const second = await start();

        const decided = () =>
          [...second.rec.of('signal:confirmed'), ...second.rec.of('signal:rejected')].filter((e) =>
            pending.includes(e.data.signal.id),
          );
        await waitFor('every handed-over window decided', () => decided().length === pending.length, 90_000);
        for (const e of decided()) {
          const s = e.data.signal;
          const reasons = s.status === 'CONFIRMED' ? s.confirmation_reasons : s.rejection_reasons;
          expect(reasons.length, s.id).toBeGreaterThan(0);
          expect(reasons.join(' | '), s.id).not.toContain(UNWATCHED_REJECTION_REASON);
        }

        // The cycle that spanned the handover is recorded from its real start.
        await waitFor(
          'the spanning cycle recorded',
          async () =>
            (await db.query(`SELECT 1 FROM analysis_cycles WHERE started_at = $1`, [cycleStart])).length ===
            1,
          90_000,
        );
        // Resting after it: a restart keeps the rest instead of starting the next cycle at once.
        await waitFor(
          'resting',
          () => second.rec.of('analysis:progressed').some((e) => e.data.is_resting),
          30_000,
        );
        const restUntil = second.rec.of('analysis:progressed').find((e) => e.data.is_resting)!.data
          .rest_until;
        await second.engine.stop();
        const third = await start();
        await waitFor('third reports', () => third.rec.of('analysis:progressed').length > 0, 30_000);
        expect(third.rec.of('analysis:progressed')[0]!.data).toMatchObject({
          is_resting: true,
          rest_until: restUntil,
        });

        // Stopped cleanly, each of them; a dead one found at a takeover is a crash, ended at its last heartbeat.
        const stops = await db.query<{ stop_kind: string | null }>(
          `SELECT stop_kind FROM engine_instances WHERE stopped_at IS NOT NULL`,
        );
        expect(stops.map((r) => r.stop_kind)).toEqual(['clean', 'clean']);
        if (name === 'PostgreSQL') {
          await third.engine.stop();
          const lastSeen = new Date().toISOString(); // newest of all: the one that "died" last
          await db.query(
            `UPDATE engine_instances SET stopped_at = NULL, stop_kind = NULL, last_seen = $1, role = 'active'
            WHERE instance_id = (SELECT instance_id FROM engine_instances ORDER BY started_at DESC LIMIT 1)`,
            [lastSeen],
          );
          const fourth = await start();
          await waitFor(
            'the dead one closed as a crash',
            async () =>
              (
                await db.query(
                  `SELECT 1 FROM engine_instances WHERE stop_kind = 'crash' AND stopped_at = $1`,
                  [lastSeen],
                )
              ).length === 1,
            30_000,
          );
          await fourth.engine.stop();
          await fourth.bus.close();
        }
        await first.bus.close();
        await second.bus.close();
        await third.bus.close();
      },
    );
  },
);
