import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, createMemoryBus, createPostgresDb, migrate } from '@sinais/shared/server';
import { engineConfigFrom, startEngine } from '@sinais/engine';
import { recordEvents, waitFor } from '../helpers/engine-events';
import {
  REDIS_TEST_URL,
  createTestDatabase,
  postgresUnavailable,
  redisUnavailable,
  reportSkip,
  uniqueChannel,
} from '../helpers/services';

const unavailable = postgresUnavailable ?? redisUnavailable;
reportSkip(unavailable, 'engine lease lost and regained');

describe.skipIf(unavailable !== null)('engine lease', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it(
    'stops working when the lease is taken away and resumes when it is regained',
    { timeout: 60_000 },
    async () => {
      const t = await createTestDatabase();
      const db = createPostgresDb(t.url);
      await migrate(db);
      const bus = createMemoryBus();
      const redis = new Redis(REDIS_TEST_URL);
      cleanups.push(async () => {
        redis.disconnect();
        await bus.close();
        await db.close();
        await t.drop();
      });
      const key = `${uniqueChannel('lease')}:key`;
      const rec = recordEvents(bus);
      const engine = await startEngine({
        db,
        bus,
        logger: createLogger('lease-test', 'silent'),
        redisUrl: REDIS_TEST_URL,
        config: engineConfigFrom({
          MARKET_SOURCE: 'sim',
          ANALYSIS_PAIR_INTERVAL_MS: 30,
          ANALYSIS_REST_MS: 100,
          LEASE_KEY: key,
          LEASE_TTL_MS: 1500,
          HEARTBEAT_MS: 200,
          ENGINE_INSTANCE_ID: 'solo',
          LOG_LEVEL: 'silent',
        }),
      });
      cleanups.push(() => engine.stop());
      await waitFor('active', () => engine.isActive(), 10_000);
      expect(await redis.get(key)).toBe('solo');
      await waitFor('analysing', () => rec.of('analysis:progressed').length > 5, 20_000);

      // Another holder takes the key: the engine must notice at its next renewal and stand down.
      await redis.set(key, 'intruder', 'PX', 2500);
      await waitFor('stood down', () => !engine.isActive(), 5_000);
      const frozen = rec.of('analysis:progressed').length;
      await new Promise((r) => setTimeout(r, 800));
      expect(rec.of('analysis:progressed').length).toBe(frozen);

      // The intruder's lease expires: the engine takes it back and the walk resumes.
      await waitFor('regained', () => engine.isActive(), 10_000);
      await waitFor('analysing again', () => rec.of('analysis:progressed').length > frozen + 3, 10_000);
      expect(await redis.get(key)).toBe('solo');
      await engine.stop();
      expect(await redis.get(key)).toBeNull();
    },
  );
});
