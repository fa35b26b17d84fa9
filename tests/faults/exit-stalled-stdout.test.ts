import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../helpers/engine-events';
import { exited, spawnEngine } from '../helpers/engine-process';
import { spawnGateway, waitForHttp, type GatewayProcess } from '../helpers/gateway-process';
import { freePort } from '../helpers/own-services';
import { createTestDatabase, postgresUnavailable, reportSkip } from '../helpers/services';
import { fullPipe, type StalledOutput } from '../helpers/stalled-output';

reportSkip(postgresUnavailable, 'exit with a stalled stdout (engine)');

/**
 * Issue 29: a role whose stdout and stderr are a pipe nobody reads (full before its first line), or a pipe whose
 * reader died (EPIPE), must still stop on SIGTERM the clean way — exit 0, the DATA_DIR lock removed, the lease
 * released. pino's default destination spun forever in a synchronous flush at exit there (docs/production-runtime.md).
 * The bound on the exit is generous: what is asserted is that it happens, and that it was the clean path.
 */

const EXIT_BOUND_MS = 45_000;
const STARTUP_BOUND_MS = 150_000;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function stalledOutput(): StalledOutput {
  const out = fullPipe();
  cleanups.push(() => out.dispose());
  return out;
}

function track<T extends GatewayProcess>(child: T): T {
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return child;
}

/** The embedded-store gateway (with the engine for `npm start`), its output on `out`, once it answers. */
async function embeddedGateway(out: StalledOutput, withEngine: boolean) {
  const dataDir = tempDir('sinais-exit-');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = track(
    spawnGateway(
      {
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'debug',
        MARKET_SOURCE: 'sim',
        SIGNAL_GATE: 'off',
        ANALYSIS_PAIR_INTERVAL_MS: '50',
        REDIS_URL: '',
        DATABASE_URL: '',
      },
      { args: withEngine ? ['--with-engine'] : [], outputFd: out.fd },
    ),
  );
  // Generous: on a loaded two-core machine the embedded store and tsx take over a minute to start.
  await waitForHttp(url, STARTUP_BOUND_MS, child);
  if (withEngine) {
    // The engine runs (its heartbeat is stored), so its stop is part of the exit.
    await waitFor(
      'engine heartbeat',
      async () => {
        const r = await fetch(`${url}/readyz`);
        const body = (await r.json()) as { engine: { instance_id: string | null } | null };
        return Boolean(body.engine?.instance_id);
      },
      60_000,
    );
  }
  return { child, lockFile: join(dataDir, 'pgdata.lock') };
}

describe.each([
  ['a pipe nobody reads (full)', false],
  ['a closed pipe (EPIPE)', true],
] as const)('stdout and stderr on %s', { timeout: 300_000 }, (_label, closeReader) => {
  it.each([
    ['`npm start` (gateway + engine, embedded store)', true],
    ['`npm run gateway` (embedded store)', false],
  ] as const)('%s: SIGTERM exits 0 and removes the DATA_DIR lock', async (_command, withEngine) => {
    const out = stalledOutput();
    const { child, lockFile } = await embeddedGateway(out, withEngine);
    expect(existsSync(lockFile)).toBe(true);
    if (closeReader) out.closeReader();

    child.kill('SIGTERM');
    expect(await exited(child, EXIT_BOUND_MS)).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  it.skipIf(postgresUnavailable !== null)(
    '`npm run engine` (PostgreSQL): SIGTERM exits 0, the lease is released and the instance stopped',
    async () => {
      const t = await createTestDatabase();
      cleanups.push(() => t.drop());
      const db = new pg.Client({ connectionString: t.url });
      await db.connect();
      cleanups.push(() => db.end());
      const leaseKey = `exit-stalled-${Date.now()}`;
      const out = stalledOutput();
      const child = track(
        spawnEngine(
          [],
          {
            DATABASE_URL: t.url,
            LEASE_KEY: leaseKey,
            LOG_LEVEL: 'debug',
            MARKET_SOURCE: 'sim',
            ANALYSIS_PAIR_INTERVAL_MS: '50',
            SIGNAL_GATE: 'off',
            HEARTBEAT_MS: '500',
            REDIS_URL: '',
            DATA_DIR: tempDir('sinais-exit-engine-'),
          },
          out.fd,
        ),
      );
      const held = async () =>
        (
          await db
            .query(`SELECT 1 FROM engine_lease WHERE name = $1 AND expires_at > clock_timestamp()`, [
              leaseKey,
            ])
            .catch(() => ({ rows: [] }))
        ).rows.length > 0;
      await waitFor('engine holds the lease', held, STARTUP_BOUND_MS);
      await waitFor(
        'engine heartbeat',
        async () =>
          (await db.query(`SELECT 1 FROM engine_state WHERE key = 'heartbeat'`).catch(() => ({ rows: [] })))
            .rows.length > 0,
        60_000,
      );
      if (closeReader) out.closeReader();

      child.kill('SIGTERM');
      expect(await exited(child, EXIT_BOUND_MS)).toBe(0);
      expect(await held()).toBe(false);
      const instances = await db.query<{ stopped_at: Date | null }>(
        `SELECT stopped_at FROM engine_instances`,
      );
      expect(instances.rows.length).toBeGreaterThan(0);
      expect(instances.rows.every((r) => r.stopped_at !== null)).toBe(true);
    },
  );
});
