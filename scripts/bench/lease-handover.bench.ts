/**
 * Engine lease handover: two engines on one PostgreSQL lease, the active one stops cleanly, and the standby
 * becomes active. A clean stop releases the row, so the standby needs one retry interval, not a whole lease term.
 * (The integration test tests/integration/engine-lease.test.ts proves the handover; this times it.)
 */
import { createLogger, createMemoryBus, createPostgresDb, migrate } from '@sinais/shared/server';
import { createTestDatabase } from '@sinais/shared/testing/server';
import { engineConfigFrom, startEngine } from '@sinais/engine';
import type { BenchResult } from '../bench';

const TTL = 1500;
const ROUNDS = 5;

async function oneHandover(round: number): Promise<number> {
  const t = await createTestDatabase();
  const db = createPostgresDb(t.url);
  const bus = createMemoryBus();
  try {
    await migrate(db);
    const start = (id: string) =>
      startEngine({
        db,
        bus,
        logger: createLogger('bench-lease', 'silent'),
        config: engineConfigFrom({
          MARKET_SOURCE: 'sim',
          ANALYSIS_PAIR_INTERVAL_MS: 30,
          ANALYSIS_REST_MS: 100,
          LEASE_KEY: `bench:lease:${round}`,
          LEASE_TTL_MS: TTL,
          HEARTBEAT_MS: 200,
          ENGINE_INSTANCE_ID: id,
          DAILY_CYCLES: 'off',
          LOG_LEVEL: 'silent',
        }),
      });
    const active = await start('bench-a');
    const standby = await start('bench-b');
    await active.stop();
    const stoppedAt = performance.now();
    while (!standby.isActive()) {
      if (performance.now() - stoppedAt > 20 * TTL) throw new Error('o motor em espera não assumiu');
      await new Promise((r) => setTimeout(r, 10));
    }
    const ms = performance.now() - stoppedAt;
    await standby.stop();
    return ms;
  } finally {
    await bus.close();
    await db.close();
    await t.drop();
  }
}

export async function run(): Promise<BenchResult> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await oneHandover(i));
  times.sort((a, b) => a - b);
  return {
    title: 'Troca do motor ativo (lease no PostgreSQL)',
    figures: [
      {
        name: `espera assume após parada limpa, mediana (pior) de ${ROUNDS}`,
        value: `${Math.round(times[Math.floor(ROUNDS / 2)]!)} (${Math.round(times.at(-1)!)})`,
        unit: 'ms',
        target: `< ${TTL} ms (um prazo do lease)`,
      },
    ],
  };
}
