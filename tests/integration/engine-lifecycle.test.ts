import { describe, expect, it } from 'vitest';
import { buildPendingSignal } from '../../engine/src/lifecycle/build-signal';
import { DailyCycles, EVENING_REJECTION_REASON } from '../../engine/src/lifecycle/daily-cycles';
import { createSignalsStore } from '../../engine/src/data/signals.store';
import { planTrade } from '../../engine/src/trading/trade-plan';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { monitorRig } from '../helpers/monitor-rig';
import { suiteResources } from '../helpers/stack';
import { bothStores } from '../helpers/test-stores';

reportSkip(postgresUnavailable, 'engine lifecycle on PostgreSQL');

const stores = bothStores('lc');

const result = {
  key: 'mean_reversion' as const,
  name: 'Reversão à Média',
  timeframe: '1h' as const,
  direction: 'COMPRA' as const,
  score: 88,
  reasons: ['RSI 27,0 abaixo de 30 (sobrevenda) (1h)'],
  atr: 3,
  exits: { stopAtr: 1.5, targetAtr: 3, holdBars: 12 },
};
const candleOpenTime = Date.UTC(2026, 0, 5, 10);
const buyPlan = planTrade('SOLUSDT', result, 150, candleOpenTime)!;
const sellPlan = planTrade('SOLUSDT', { ...result, direction: 'VENDA' }, 150, candleOpenTime)!;

describe.each(stores)('signal lifecycle and daily cycles on $name', ({ skip, migrated }) => {
  const { cleanups } = suiteResources();

  it.skipIf(skip)(
    'guards duplicates, rejects pending signals at 21:00 and prunes logs at 10:00',
    async () => {
      const db = await migrated(cleanups);
      const {
        bus,
        rec,
        publisher,
        log,
        store: repo,
        monitor,
      } = monitorRig(db, 'lc', {
        windowMs: 3_600_000,
        holdOverrideMs: 3_600_000,
      });
      const ctx = {
        volume24h: 9e8,
        range24hPct: 5,
        btcCorrelation: 0.8,
        now: new Date(),
        experimental: false,
        simulated: false,
      };

      const first = buildPendingSignal(buyPlan, ctx);
      expect(first).toMatchObject({
        signal_class: 'ELITE',
        status: 'PENDING',
        behavior_type: 'NORMAL',
        bots_active: true,
        stop_loss: 145.5,
      });
      expect(await monitor.submit(first, buyPlan)).toBe(true);
      expect(await monitor.submit(buildPendingSignal(buyPlan, ctx), buyPlan)).toBe(false);
      // A second process (fresh monitor, same store) is stopped by the store itself.
      expect(
        await createSignalsStore(db).create(buildPendingSignal(buyPlan, ctx), new Date(), new Date()),
      ).toBeNull();
      expect(await monitor.submit(buildPendingSignal(sellPlan, ctx), sellPlan)).toBe(true);

      const cycles = new DailyCycles(db, monitor, log);
      expect(await cycles.runEvening()).toBe(2);
      const rows = await db.query<{ status: string; rejection_reasons: string[] }>(
        'SELECT status, rejection_reasons FROM signals',
      );
      expect(rows).toHaveLength(2);
      for (const r of rows)
        expect(r).toEqual({ status: 'REJECTED', rejection_reasons: [EVENING_REJECTION_REASON] });
      const kinds = await db.query<{ kind: string }>('SELECT kind FROM signal_events ORDER BY id');
      expect(kinds.map((k) => k.kind)).toEqual(['created', 'created', 'rejected', 'rejected']);

      // A stale decision (an engine that lost its lease deciding a signal the other already rejected) writes nothing.
      const decided = (await repo.loadOpen()).length;
      expect(decided).toBe(0);
      const stale = await repo.update({ ...first, status: 'CONFIRMED', outcome: 'OPEN' }, 'confirmed');
      expect(stale).toBeNull();
      const after = await db.query<{ kind: string }>('SELECT kind FROM signal_events ORDER BY id');
      expect(after).toHaveLength(4);
      expect(
        (await db.query<{ status: string }>('SELECT status FROM signals WHERE id = $1', [first.id]))[0]
          ?.status,
      ).toBe('REJECTED');

      for (let i = 0; i < 1100; i++) log.info('SYSTEM', `linha ${i}`);
      await log.flush();
      await publisher.flush();
      await cycles.runMorning();
      await publisher.flush();
      // Pruned to the last 1000; the cleanup's own log line lands right after.
      const n = await db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM system_logs');
      expect(n[0]!.n).toBeLessThanOrEqual(1001);
      expect(await db.query("SELECT 1 FROM system_logs WHERE message = 'linha 0'")).toEqual([]);
      const status = await db.query<{
        value: { morning_cleanup: Record<string, string>; evening_cleanup: Record<string, string> };
      }>("SELECT value FROM engine_state WHERE key = 'cleanup_status'");
      expect(status[0]!.value.morning_cleanup).toMatchObject({ time: '10:00', status: 'completed' });
      expect(status[0]!.value.morning_cleanup.description).toContain('Limpeza matinal');
      expect(status[0]!.value.evening_cleanup).toMatchObject({ time: '21:00', status: 'completed' });
      expect(status[0]!.value.evening_cleanup.description).toContain('Limpeza noturna');
      await publisher.flush();
      expect(rec.of('signal:rejected')).toHaveLength(2);
      expect(rec.invalid).toEqual([]);
      await bus.close();
    },
  );
});
