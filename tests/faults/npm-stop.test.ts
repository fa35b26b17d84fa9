import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../helpers/engine-events';
import { exited, repoRoot } from '../helpers/engine-process';
import { freePort } from '../helpers/own-services';
import { createTestDatabase, postgresUnavailable, reportSkip } from '../helpers/services';

reportSkip(postgresUnavailable, 'clean stop through npm');

/**
 * SIGTERM/SIGINT sent to the npm process of `npm run engine`, `npm run gateway` and `npm start` (not to node, as
 * tini would): node must stop the clean way — lease released, DATA_DIR lock removed — and no node is left behind.
 * Without `exec` in the scripts npm and its `sh -c` exited and node ran on under ppid 1.
 */

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const c of cleanups.reverse()) await c();
});

function npmRun(
  script: string,
  cwd: string,
  env: Record<string, string>,
): ChildProcess & { output(): string } {
  const child = spawn('npm', ['run', script], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return Object.assign(child, { output: () => out });
}

/** The role's node process: the child of npm running scripts/run.mjs. */
function roleProcess(npmPid: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== npmPid) continue;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (cmd[0]?.endsWith('node') && cmd.includes('scripts/run.mjs')) return Number(entry);
    } catch {
      /* gone meanwhile */
    }
  }
  return null;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stopThroughNpm(
  npm: ChildProcess & { output(): string },
  node: number,
  signal: NodeJS.Signals,
): Promise<void> {
  npm.kill(signal);
  await exited(npm, 40_000);
  await waitFor(`node ${node} ended after ${signal} to npm`, () => !alive(node), 40_000);
}

/** `npm run gateway` on the embedded store, in a DATA_DIR of its own (`sinais-npm-<name>-`), once it answers. */
async function npmGateway(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `sinais-npm-${name}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const npm = npmRun('gateway', repoRoot, { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
  await waitFor('gateway answers', () => healthy(`http://127.0.0.1:${port}`), 90_000);
  return { npm, dataDir };
}

async function healthy(url: string): Promise<boolean> {
  return (await fetch(`${url}/healthz`).catch(() => null))?.status === 200;
}

describe.skipIf(postgresUnavailable !== null)('a clean stop however the role is started', () => {
  it('SIGTERM to `npm run engine`: node exits, the lease is released and the instance marked stopped', async () => {
    const t = await createTestDatabase();
    cleanups.push(() => t.drop());
    const leaseKey = `npm-stop-${Date.now()}`;
    const npm = npmRun('engine', repoRoot, {
      DATABASE_URL: t.url,
      LEASE_KEY: leaseKey,
      MARKET_SOURCE: 'sim',
      ANALYSIS_PAIR_INTERVAL_MS: '50',
      SIGNAL_GATE: 'off',
      HEARTBEAT_MS: '500',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sinais-npm-engine-')),
    });
    const db = new pg.Client({ connectionString: t.url });
    await db.connect();
    cleanups.push(() => db.end());
    const held = async () =>
      Number(
        (
          await db
            .query(
              `SELECT count(*)::int AS n FROM engine_lease WHERE name = $1 AND expires_at > clock_timestamp()`,
              [leaseKey],
            )
            .catch(() => ({ rows: [{ n: 0 }] }))
        ).rows[0].n,
      ) > 0;
    await waitFor('engine holds the lease', held, 90_000);
    // Running, not just starting: its heartbeat is stored.
    await waitFor(
      'engine heartbeat',
      async () =>
        (await db.query(`SELECT 1 FROM engine_state WHERE key = 'heartbeat'`).catch(() => ({ rows: [] })))
          .rows.length > 0,
      90_000,
    );
    const node = roleProcess(npm.pid!);
    expect(node, npm.output()).not.toBeNull();

    await stopThroughNpm(npm, node!, 'SIGTERM');
    expect(await held()).toBe(false);
    const instances = await db.query(`SELECT stopped_at FROM engine_instances`);
    expect(instances.rows.length).toBeGreaterThan(0);
    expect(instances.rows.every((r: { stopped_at: Date | null }) => r.stopped_at !== null)).toBe(true);
  });

  it('SIGINT to `npm run gateway` (embedded store): node exits and the DATA_DIR lock is removed', async () => {
    const { npm, dataDir } = await npmGateway('gateway');
    expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(true);
    const node = roleProcess(npm.pid!);
    expect(node, npm.output()).not.toBeNull();

    await stopThroughNpm(npm, node!, 'SIGINT');
    expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(false);
  });

  it('npm itself killed (-9): node notices its parent is gone and stops cleanly', async () => {
    const { npm, dataDir } = await npmGateway('orphan');
    const node = roleProcess(npm.pid!);
    expect(node, npm.output()).not.toBeNull();

    await stopThroughNpm(npm, node!, 'SIGKILL');
    expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(false);
  });

  it(
    'SIGTERM to `npm start` (gateway + engine, embedded): node exits and the DATA_DIR lock is removed',
    { timeout: 420_000 },
    async () => {
      // `npm start` builds the web client and the server bundle first: it runs in a copy of the working tree,
      // so the builds never replace web/dist under another test file that serves it.
      const copy = workingTreeCopy();
      cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
      const dataDir = join(copy, 'data');
      const port = await freePort();
      const npm = npmRun('start', copy, {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        MARKET_SOURCE: 'sim',
        SIGNAL_GATE: 'off',
      });
      await waitFor('npm start answers', () => healthy(`http://127.0.0.1:${port}`), 360_000, 500);
      expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(true);
      const node = roleProcess(npm.pid!);
      expect(node, npm.output()).not.toBeNull();

      await stopThroughNpm(npm, node!, 'SIGTERM');
      expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(false);
      expect(npm.output()).not.toMatch(/excedeu|à força/);
    },
  );
});

/** The repository's files as they are in the working tree, with node_modules linked to the real one. */
function workingTreeCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'sinais-npm-start-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repoRoot })
    .toString()
    .split('\0')
    .filter((f) => f && existsSync(join(repoRoot, f)));
  for (const f of files) {
    mkdirSync(dirname(join(copy, f)), { recursive: true });
    cpSync(join(repoRoot, f), join(copy, f));
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}
