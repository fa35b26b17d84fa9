/**
 * Resident memory of each production role, as `npm run gateway` / `npm run engine` / `npm start` run them with
 * NODE_ENV=production: the compiled bundles of `npm run build:server` on plain node.
 *   - engine on PostgreSQL + Redis, after its first full analysis cycle (150 pairs on the simulator);
 *   - gateway on PostgreSQL + Redis, idle (no clients);
 *   - all in one (`--with-engine`, `npm start`'s flags) on the embedded store (PGlite), on a fresh data directory
 *     (its first start copies the built template) and again on the same directory (a restart), each after the
 *     engine's first full cycle.
 * Full runs also measure the same roles through tsx, the way production ran before the bundles.
 * VmRSS is read from /proc once the role settled; VmHWM is the peak since the process started.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { BenchResult } from '../bench';
import { createTestDatabase, freePort, REDIS_TEST_URL } from '@sinais/shared/testing/server';
import { isQuick } from './gateway-setup';
import {
  firstCycleDone,
  memoryOf,
  servedCycleDone,
  sleep,
  stopRole,
  waitHttp,
  type Memory,
} from './role-memory';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SECRET = 'segredo-do-bench-de-memoria-com-mais-de-32-caracteres';
/** The engine's analysis status as it stored it on PostgreSQL. */
function storedCycleDone(databaseUrl: string) {
  return async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      const r = await c.query<{ value: { cycle_count: number; is_resting: boolean } }>(
        `SELECT value FROM engine_state WHERE key = 'analysis_status'`,
      );
      return firstCycleDone(r.rows[0]?.value);
    } finally {
      await c.end();
    }
  };
}

/**
 * Starts a role, waits until `readyUrl` answers 200, then until `settled` holds (the engine's first full cycle)
 * and `settleMs` more; reads its memory and stops it.
 */
async function measureRole(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  settleMs: number,
  settled: () => Promise<boolean> = async () => true,
): Promise<Memory> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  try {
    await waitHttp(readyUrl, child, 120_000).catch((e: Error) => {
      throw new Error(`${e.message}\n${err.slice(-2000)}`);
    });
    const end = Date.now() + SETTLE_TIMEOUT_MS;
    while (!(await settled().catch(() => false))) {
      if (child.exitCode !== null)
        throw new Error(`processo saiu com código ${child.exitCode}\n${err.slice(-2000)}`);
      if (Date.now() > end)
        throw new Error(`o motor não completou um ciclo em ${SETTLE_TIMEOUT_MS / 1000} s`);
      await sleep(2_000);
    }
    await sleep(settleMs);
    return memoryOf(child.pid!);
  } finally {
    await stopRole(child, orphan);
  }
}

const GATEWAY_FLAGS = ['--max-semi-space-size=64'];
/** `npm start`'s node flags (package.json): the all-in-one keeps V8's default young generation. */
const ALL_IN_ONE_FLAGS: string[] = [];
const ADMIN = { email: 'bench-memoria@sinais.test', password: 'bench-memoria-senha-longa' };
/** The simulator analyses a pair a second: a cycle of 150 pairs and the warm-up fit well inside this. */
const SETTLE_TIMEOUT_MS = 6 * 60_000;

export async function run(): Promise<BenchResult> {
  const quick = isQuick();
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'ignore' });
  const settleMs = quick ? 5_000 : 15_000;
  const t = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'sinais-bench-rss-'));
  const common = {
    PUBLIC_URL: 'http://localhost',
    JWT_SECRET: SECRET,
    PAYMENTS_PROVIDER: 'disabled',
    MARKET_SOURCE: 'sim',
    DATA_DIR: dataDir,
  };
  const served = { ...common, DATABASE_URL: t.url, REDIS_URL: REDIS_TEST_URL, BUS_SECRET: SECRET };
  const channel = `bench-rss:${process.pid}`;
  const results: Array<{ name: string; m: Memory; target?: string }> = [];
  try {
    const enginePort = await freePort();
    const engineEnv = {
      ...served,
      BUS_CHANNEL: channel,
      LEASE_KEY: `${channel}:lease`,
      ENGINE_HTTP_PORT: String(enginePort),
      ENGINE_INSTANCE_ID: 'bench-rss',
    };
    const engineReady = `http://127.0.0.1:${enginePort}/readyz`;
    const gatewayPort = await freePort();
    const gatewayEnv = { ...served, BUS_CHANNEL: channel, PORT: String(gatewayPort), HOST: '127.0.0.1' };
    const gatewayReady = `http://127.0.0.1:${gatewayPort}/healthz`;

    const engine = ['dist/server/engine.mjs'];
    const gateway = [...GATEWAY_FLAGS, 'dist/server/gateway.mjs'];
    results.push({
      name: 'motor (PostgreSQL + Redis)',
      m: await measureRole(engine, engineEnv, engineReady, settleMs, storedCycleDone(t.url)),
      target: '< 150 MB',
    });
    results.push({
      name: 'gateway ocioso (PostgreSQL + Redis)',
      m: await measureRole(gateway, gatewayEnv, gatewayReady, settleMs),
      target: '< 150 MB',
    });
    const allPort = await freePort();
    const allInOne = {
      ...common,
      PORT: String(allPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'embutido'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const allBase = `http://127.0.0.1:${allPort}`;
    const allReady = `${allBase}/healthz`;
    const allArgs = [...ALL_IN_ONE_FLAGS, 'dist/server/gateway.mjs', '--with-engine'];
    results.push({
      name: 'tudo em um, banco embutido: 1ª partida (copia o modelo migrado), após o 1º ciclo',
      m: await measureRole(allArgs, allInOne, allReady, settleMs, servedCycleDone(allBase, ADMIN)),
      target: '< 350 MB',
    });
    results.push({
      name: 'tudo em um, banco embutido: reinício, após o 1º ciclo',
      m: await measureRole(allArgs, allInOne, allReady, settleMs, servedCycleDone(allBase, ADMIN)),
      target: '< 350 MB',
    });
    if (!quick) {
      results.push({
        name: 'motor via tsx (como antes)',
        m: await measureRole(['--import', 'tsx', 'engine/src/main.ts'], engineEnv, engineReady, settleMs),
      });
      results.push({
        name: 'gateway ocioso via tsx (como antes)',
        m: await measureRole(
          [...GATEWAY_FLAGS, '--import', 'tsx', 'realtime-server/src/main.ts'],
          gatewayEnv,
          gatewayReady,
          settleMs,
        ),
      });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await t.drop();
  }
  const of = (prefix: string) => results.find((r) => r.name.startsWith(prefix))?.m.rssMb ?? NaN;
  const pglite = of('tudo em um, banco embutido: reinício') - of('motor (') - of('gateway ocioso (');
  return {
    title: 'Memória residente por papel (JavaScript compilado, NODE_ENV=production)',
    figures: results.map((r) => ({
      name: `${r.name}: VmRSS (pico VmHWM)`,
      value: `${r.m.rssMb} (${r.m.hwmMb})`,
      unit: 'MB',
      ...(r.target ? { target: r.target } : {}),
    })),
    notes: [
      `Cada papel roda como em produção: \`node ${GATEWAY_FLAGS.join(' ')} dist/server/gateway.mjs\`, \`node dist/server/engine.mjs\` (o que \`npm run gateway\`/\`npm run engine\` rodam com NODE_ENV=production) e o tudo em um com as opções do \`npm start\` (sem --max-semi-space-size: a geração jovem de 64 MB custava ~70 MB de pico a um processo de um usuário só), simulador de mercado; memória lida de /proc ${settleMs / 1000} s depois de o motor completar o 1º ciclo de análise (150 pares) — o gateway ocioso, depois de responder saudável. Com preços simulados o portão de estratégias fica desligado: não há avaliação do portão a medir.`,
      `Tudo em um = \`npm start\` em produção (gateway + motor num processo, barramento em processo, PGlite). O PGlite e o Postgres em WASM respondem pela diferença: reinício ${of('tudo em um, banco embutido: reinício')} MB − motor ${of('motor (')} MB − gateway ${of('gateway ocioso (')} MB ≈ ${Number.isNaN(pglite) ? 'n/d' : pglite} MB. Com os 128 MB de shared_buffers padrão do Postgres esse número era ~110 MB maior (shared/src/server/db/embedded.ts usa 16 MB). A 1ª partida copia o banco migrado que o build deixou em dist/embedded-template: o initdb em WASM (pico de ~800 MB) roda no build, num processo à parte, e não no produto (antes: 1ª partida 399 MB, pico 822 MB).`,
      'O PGlite só é importado no modo embutido: motor e gateway sobre PostgreSQL não o carregam (~40 MB).',
    ],
  };
}
