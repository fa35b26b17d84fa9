/**
 * A gateway process of its own for the REST and reconnect benches: real PostgreSQL (a scratch database on
 * TEST_PG_URL) and Redis (TEST_REDIS_URL, a prefix and channel of its own), production settings.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDb, type Db } from '@sinais/shared/server';
import {
  createTestDatabase,
  exited,
  freePort,
  REDIS_TEST_URL,
  spawnGateway,
  waitForHttp,
  type GatewayProcess,
} from '@sinais/shared/testing/server';

export const BENCH_JWT_SECRET = 'segredo-dos-benchmarks-com-mais-de-32-caracteres';

export interface BenchGateway {
  url: string;
  port: number;
  db: Db;
  proc: GatewayProcess;
  start(): Promise<void>;
  /** SIGTERM and wait for the exit (graceful). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export async function startBenchGateway(extra: Record<string, string> = {}): Promise<BenchGateway> {
  const t = await createTestDatabase();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sinais-bench-'));
  const tag = `bench:${randomBytes(4).toString('hex')}`;
  const env = {
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'disabled',
    PUBLIC_URL: 'http://127.0.0.1',
    BUS_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'error',
    PORT: String(port),
    DATABASE_URL: t.url,
    REDIS_URL: REDIS_TEST_URL,
    BUS_CHANNEL: tag,
    REDIS_PREFIX: tag,
    JWT_SECRET: BENCH_JWT_SECRET,
    DATA_DIR: dataDir,
    ...extra,
  };
  const url = `http://127.0.0.1:${port}`;
  const g: BenchGateway = {
    url,
    port,
    db: createPostgresDb(t.url, { max: 2 }),
    proc: null as never,
    async start() {
      g.proc = spawnGateway(env);
      await waitForHttp(url, 90_000, g.proc);
    },
    async stop() {
      if (g.proc.exitCode !== null) return;
      g.proc.kill('SIGTERM');
      await exited(g.proc, 20_000);
    },
    async close() {
      if (g.proc && g.proc.exitCode === null) g.proc.kill('SIGKILL');
      await g.db.close();
      await t.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await g.start();
  return g;
}
