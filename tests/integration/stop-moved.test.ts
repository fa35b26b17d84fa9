import { describe, expect, it } from 'vitest';
import { buildPendingSignal } from '../../engine/src/lifecycle/build-signal';
import { planTrade } from '../../engine/src/trading/trade-plan';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { monitorRig } from '../helpers/monitor-rig';
import { suiteResources } from '../helpers/stack';
import { bothStores } from '../helpers/test-stores';

reportSkip(postgresUnavailable, 'trailing stop moves on PostgreSQL');

const H = 3_600_000;
const T0 = Date.UTC(2026, 0, 5, 10); // on an hour boundary: the 1h trailing step closes at T0 + 1 h
const plan = planTrade(
  'SOLUSDT',
  {
    key: 'demo',
    name: 'Momento de Tendência',
    timeframe: '1h',
    direction: 'COMPRA',
    score: 80,
    reasons: ['r'],
    atr: 1,
    exits: { stopAtr: 1, targetAtr: 10, holdBars: 48, trailAtr: 1 },
  },
  100,
  T0 - H,
)!;

describe.each(bothStores('trail'))('a live trailing stop on $name', ({ skip, migrated }) => {
  const { cleanups } = suiteResources();

  it.skipIf(skip)(
    'moves at the candle close, is stored and published as signal:stop-moved, then exits on it',
    async () => {
      const db = await migrated(cleanups);
      const { bus, rec, publisher, monitor } = monitorRig(db, 'trail', { windowMs: 1000 });
      // Prices reach the monitor as ticks do (the source is not started: the test decides every price).
      const tick = (px: number) =>
        (monitor as unknown as { observe(p: Map<string, number>): void }).observe(new Map([['SOLUSDT', px]]));
      const signal = buildPendingSignal(plan, {
        volume24h: 9e8,
        range24hPct: 5,
        btcCorrelation: 0.8,
        now: new Date(T0),
        experimental: false,
        simulated: false,
      });
      expect(signal.trail_distance).toBe(1);
      expect(await monitor.submit(signal, plan, T0)).toBe(true);
      tick(100);
      await monitor.evaluate(T0 + 1000); // the window ends: confirmed at 100, stop 99
      tick(103);
      await monitor.evaluate(T0 + H / 2); // no candle closed yet: the stop stays
      tick(104);
      await monitor.evaluate(T0 + H + 1); // the 1h candle closed: best 104 → stop 103
      const stored = await db.query<{ stop_loss: number; trail_distance: number }>(
        'SELECT stop_loss, trail_distance FROM signals WHERE id = $1',
        [signal.id],
      );
      expect(stored[0]).toEqual({ stop_loss: 103, trail_distance: 1 });
      tick(102.5);
      await monitor.evaluate(T0 + H + 2000); // through the moved stop: closed at the first price beyond it
      await publisher.flush();

      const kinds = await db.query<{ kind: string }>('SELECT kind FROM signal_events ORDER BY id');
      expect(kinds.map((k) => k.kind)).toEqual(['created', 'confirmed', 'stop-moved', 'closed']);
      const moved = rec.of('signal:stop-moved');
      expect(moved).toHaveLength(1);
      expect(moved[0]!.data.signal.stop_loss).toBe(103);
      const closed = rec.of('signal:closed');
      expect(closed[0]!.data.signal).toMatchObject({
        outcome: 'STOP_HIT',
        exit_price: 102.5,
        stop_loss: 103,
      });
      expect(rec.invalid).toEqual([]);
      await monitor.stop();
      await bus.close();
    },
  );
});
