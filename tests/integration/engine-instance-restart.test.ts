import { describe, expect, it } from 'vitest';
import { migrate } from '@sinais/shared/server';
import { createInstancesStore } from '../../engine/src/data/instances.store';
import { reportSkip, postgresUnavailable } from '../helpers/services';
import { bothStores } from '../helpers/test-stores';
import { createOperationsRepo } from '../../realtime-server/src/admin/data/operations.repo';
import { engineStory } from '../../realtime-server/src/admin/domain/engine-story';

reportSkip(postgresUnavailable, 'engine instance restarted under the same id on PostgreSQL');

interface Row {
  started_at: Date;
  build: string;
  host: string;
  heartbeat_ms: number;
  stopped_at: Date | null;
}

/**
 * Issue 29 item 2: with ENGINE_INSTANCE_ID set, a restarted engine keeps its row in engine_instances. Its heartbeat
 * must bring the new process's start, build and host: Operação showed "em execução há 25 min" after two kill -9
 * outages, counted from the first start ever, and the build of before the deploy.
 */
describe.each(bothStores('instance-restart'))(
  'an engine restarted under the same id on $name',
  ({ skip, open }) => {
    it.skipIf(skip)(
      'its row takes the new start time, build, host and heartbeat, and is running again',
      async () => {
        const { db, cleanup } = await open();
        try {
          await migrate(db);
          const instances = createInstancesStore(db);
          const first = {
            instance_id: 'motor-1',
            role: 'active',
            market_source: 'sim',
            started_at: '2026-11-28T10:00:00.000Z',
            heartbeat_ms: 5000,
            build: 'v1',
            host: 'maquina-a',
          };
          await instances.beat(first);
          await instances.beat({ ...first, role: 'active' });
          await instances.markStopped('motor-1', 'crash');

          await instances.beat({
            ...first,
            started_at: '2026-11-29T09:30:00.000Z',
            heartbeat_ms: 2000,
            build: 'v2',
            host: 'maquina-b',
          });
          const rows = await db.query<Row>(
            `SELECT started_at, build, host, heartbeat_ms, stopped_at FROM engine_instances WHERE instance_id = 'motor-1'`,
          );
          expect(rows).toHaveLength(1);
          expect(new Date(rows[0]!.started_at).toISOString()).toBe('2026-11-29T09:30:00.000Z');
          expect(rows[0]).toMatchObject({
            build: 'v2',
            host: 'maquina-b',
            heartbeat_ms: 2000,
            stopped_at: null,
          });
        } finally {
          await cleanup();
        }
      },
    );

    it.skipIf(skip)(
      'each start is a run: a kill (no clean stop) reads as a crash, a clean stop then start as a restart',
      async () => {
        const { db, cleanup } = await open();
        try {
          await migrate(db);
          const instances = createInstancesStore(db);
          // Real times: each process starts after the previous one's last heartbeat (stored at the database's now()).
          const beat = (build: string) =>
            instances.beat({
              instance_id: 'motor-1',
              role: 'active',
              market_source: 'sim',
              started_at: new Date().toISOString(),
              heartbeat_ms: 1000,
              build,
              host: 'maquina-a',
            });
          await beat('v1');
          // kill -9: no stop is written. The next process, same id, a new start.
          await beat('v2');
          await instances.markStopped('motor-1', 'clean');
          await beat('v3');
          const { runs, now } = await createOperationsRepo(db).engineRuns(7);
          expect(runs.map((r) => [r.build, r.stopped_at !== null, r.led_since !== null])).toEqual([
            ['v1', false, true],
            ['v2', true, true],
            ['v3', false, true],
          ]);
          const story = engineStory(runs, now);
          expect(story.map((e) => [e.kind, e.from?.build ?? null, e.to?.build ?? null])).toEqual([
            ['reinicio', 'v2', 'v3'],
            ['queda', 'v1', 'v2'],
            ['inicio', null, 'v1'],
          ]);
        } finally {
          await cleanup();
        }
      },
    );

    it.skipIf(skip)(
      'a standby that started after the stored heartbeat but before the last lease renewal is a failover in the story too',
      async () => {
        const { db, cleanup } = await open();
        try {
          await migrate(db);
          const instances = createInstancesStore(db);
          const beat = (id: string, role: string, startedAt: Date) =>
            instances.beat({
              instance_id: id,
              role,
              market_source: 'sim',
              started_at: startedAt.toISOString(),
              heartbeat_ms: 1000,
              build: id,
              host: 'maquina-a',
            });
          await beat('motor-a', 'active', new Date(Date.now() - 60_000));
          const [a] = await db.query<{ last_seen: Date }>(
            `SELECT last_seen FROM engine_runs WHERE instance_id = 'motor-a'`,
          );
          const heartbeat = new Date(a!.last_seen).getTime();
          // B starts 2 s after A's stored heartbeat; A's lease was renewed 3 s after it (its heartbeat lagged).
          const bStarted = new Date(heartbeat + 2_000);
          await beat('motor-b', 'standby', bStarted);
          await instances.markStopped('motor-a', 'crash', new Date(heartbeat + 3_000));
          await beat('motor-b', 'active', bStarted);

          const { runs, now } = await createOperationsRepo(db).engineRuns(7);
          const story = engineStory(runs, now);
          expect(story.map((e) => [e.kind, e.from?.instance_id ?? null, e.to?.instance_id ?? null])).toEqual([
            ['failover', 'motor-a', 'motor-b'],
            ['inicio', null, 'motor-a'],
          ]);
        } finally {
          await cleanup();
        }
      },
    );
  },
);
