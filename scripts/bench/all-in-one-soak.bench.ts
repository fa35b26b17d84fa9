/**
 * `npm start` left running: the all-in-one (gateway + engine, embedded store, simulated market) for
 * BENCH_SOAK_MIN (60) minutes on a fresh data directory, its resident memory read every 30 s. A leak shows as
 * growth after the first cycle: the figures are RSS after the first cycle, at the end, the peak (VmHWM), and the
 * growth rate over the second half of the run. Long: it runs with BENCH_LONG=1, and otherwise the figures of its
 * last run stay in docs/benchmarks.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from '../bench';
import { freePort } from '@sinais/shared/testing/server';
import { memoryOf, servedCycleDone, sleep, stopRole, waitHttp, type Memory } from './role-memory';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ADMIN = { email: 'bench-soak@sinais.test', password: 'bench-soak-senha-longa' };
const SAMPLE_MS = 30_000;

/** Least-squares slope of RSS over time, in MB per hour. */
function slopePerHour(points: Array<{ atMs: number; m: Memory }>): number {
  const n = points.length;
  if (n < 2) return NaN;
  const xs = points.map((p) => p.atMs / 3_600_000);
  const ys = points.map((p) => p.m.rssMb);
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  const cov = xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0);
  const varx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  return cov / varx;
}

export async function run(): Promise<BenchResult | null> {
  if (process.env.BENCH_LONG !== '1') {
    process.stderr.write(
      '  tudo em um por uma hora: pulado (BENCH_LONG=1 para rodar; mantém a última medida)\n',
    );
    return null;
  }
  const minutes = Number(process.env.BENCH_SOAK_MIN ?? 60);
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'sinais-bench-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/gateway.mjs', '--with-engine'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://localhost',
      JWT_SECRET: 'segredo-do-bench-de-longa-duracao-com-32-caracteres',
      PAYMENTS_PROVIDER: 'disabled',
      MARKET_SOURCE: 'sim',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  try {
    await waitHttp(`${base}/healthz`, child, 120_000);
    const cycleDone = servedCycleDone(base, ADMIN);
    while (!(await cycleDone().catch(() => false))) {
      if (child.exitCode !== null) throw new Error(`processo saiu com código ${child.exitCode}\n${err}`);
      await sleep(2_000);
    }
    const start = Date.now();
    const points: Array<{ atMs: number; m: Memory }> = [{ atMs: 0, m: memoryOf(child.pid!) }];
    while (Date.now() - start < minutes * 60_000) {
      await sleep(SAMPLE_MS);
      if (child.exitCode !== null) throw new Error(`processo saiu com código ${child.exitCode}\n${err}`);
      points.push({ atMs: Date.now() - start, m: memoryOf(child.pid!) });
    }
    const first = points[0]!.m;
    const last = points.at(-1)!.m;
    const secondHalf = points.filter((p) => p.atMs >= (minutes * 60_000) / 2);
    const slope = slopePerHour(secondHalf);
    const r1 = (n: number) => Math.round(n * 10) / 10;
    return {
      title: `Tudo em um (npm start) por ${minutes} min: memória`,
      figures: [
        { name: 'VmRSS após o 1º ciclo de análise', value: first.rssMb, unit: 'MB', target: '< 350 MB' },
        { name: `VmRSS ao fim de ${minutes} min`, value: last.rssMb, unit: 'MB', target: '< 350 MB' },
        { name: 'pico (VmHWM) no processo inteiro', value: last.hwmMb, unit: 'MB', target: '< 350 MB' },
        { name: 'tendência do VmRSS na 2ª metade', value: r1(slope), unit: 'MB/h' },
      ],
      notes: [
        `\`node dist/server/gateway.mjs --with-engine\` com NODE_ENV=production (o que o \`npm start\` roda), banco embutido novo, mercado simulado a 60× (um par por segundo), sem clientes; VmRSS lido de /proc a cada ${SAMPLE_MS / 1000} s a partir do fim do 1º ciclo (${points.length} leituras, mín. ${Math.min(...points.map((p) => p.m.rssMb))} MB, máx. ${Math.max(...points.map((p) => p.m.rssMb))} MB). A tendência é a reta de mínimos quadrados sobre a 2ª metade: um vazamento aparece como inclinação que não volta.`,
      ],
    };
  } finally {
    await stopRole(child, orphan);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
