import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '@sinais/shared/testing/server';
import { pingRedis } from './services';

export { freePort };

/**
 * Private Redis and PostgreSQL servers for tests that stop, kill or restart them. The machine's shared
 * instances (6379 / 5432) serve other test files in parallel and must never be touched by a fault.
 */

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`tempo esgotado esperando ${what}`);
}

export function redisServerUnavailable(): string | null {
  const r = spawnSync('redis-server', ['--version']);
  return r.status === 0 ? null : 'redis-server não encontrado no PATH';
}

export interface OwnRedis {
  port: number;
  url: string;
  /** Starts (or starts again) the server; nothing is persisted across restarts. */
  start(): Promise<void>;
  /** SIGKILL: the data set is gone, connections drop like a crash. */
  kill(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${port}`;
  const ping = () => pingRedis(url).then(() => true);
  const handle: OwnRedis = {
    port,
    url,
    async start() {
      child = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          tmpdir(),
        ],
        { stdio: 'ignore' },
      );
      await until(`redis-server na porta ${port}`, ping, 10_000);
    },
    async kill() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      const gone = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await gone;
    },
    async restart() {
      await handle.kill();
      await handle.start();
    },
    stop: () => handle.kill(),
  };
  await handle.start();
  // If the test process dies without its afterAll (timeout, SIGTERM), do not leave the server behind.
  process.once('exit', () => {
    const c = child as ChildProcess | null;
    if (c && c.exitCode === null) c.kill('SIGKILL');
  });
  return handle;
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

export function ownPostgresUnavailable(): string | null {
  if (!existsSync(join(PG_BIN, 'initdb'))) return `${PG_BIN}/initdb não encontrado`;
  return null;
}

export interface OwnPostgres {
  port: number;
  /** Admin URL (database "postgres"). */
  adminUrl: string;
  createDatabase(name: string): Promise<string>;
  start(): Promise<void>;
  /** Immediate shutdown: in-flight transactions abort, clients get connection errors. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A throw-away cluster (initdb in a temp dir, trust auth, fsync off; commit timestamps on, so the fault
 * checker can tell when each change committed). PostgreSQL refuses to run as root, so
 * as root it runs as the `postgres` system user via runuser.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'sinais-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ['-u', 'postgres', '--', join(PG_BIN, cmd), ...args] : args;
    const r = spawnSync(asRoot ? 'runuser' : join(PG_BIN, cmd), full, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} falhou: ${r.stderr || r.stdout}`);
  };
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const ready = async () => {
    const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
    try {
      await c.connect();
      await c.query('SELECT 1');
      return true;
    } finally {
      await c.end().catch(() => undefined);
    }
  };
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200 -c track_commit_timestamp=on`;
  const handle: OwnPostgres = {
    port,
    adminUrl,
    async createDatabase(name) {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async start() {
      run('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
      await until(`PostgreSQL na porta ${port}`, ready, 30_000);
    },
    async stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    async restart() {
      await handle.stop();
      await handle.start();
    },
    async destroy() {
      try {
        await handle.stop();
      } catch {
        /* already down */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await handle.start();
  process.once('exit', () => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      const args = ['-D', data, '-m', 'immediate', 'stop'];
      if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, 'pg_ctl'), ...args]);
      else spawnSync(join(PG_BIN, 'pg_ctl'), args);
    }
    rmSync(dir, { recursive: true, force: true });
  });
  return handle;
}
