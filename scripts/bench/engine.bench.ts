/**
 * Engine figures: compute time of one full analysis (150 pairs × 1h/4h/1d × 500 candles, candles already in
 * memory, so only indicators + strategies are timed) and the resident memory of the real daemon
 * (the compiled `dist/server/engine.mjs`, simulator, PostgreSQL when available, in-process bus) after a whole cycle.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CandlesByTimeframe } from '../../engine/src/domain/candle';
import { createSimSource } from '../../engine/src/sources/sim.source';
import { evaluatePair } from '../../engine/src/strategies/evaluate';
import type { BenchResult } from '../bench';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

async function computeFigures(): Promise<{ medianMs: number; bestMs: number; signals: number }> {
  const src = createSimSource({ seed: 42, speed: 1, pairs: 220, tickIntervalMs: 1000, historyBars: 500 });
  const pairs = (await src.pairs())
    .filter((p) => p.status === 'TRADING' && p.quoteAsset === 'USDT')
    .slice(0, 150);
  const data: Array<CandlesByTimeframe> = [];
  for (const p of pairs) {
    data.push({
      '1h': await src.klines(p.symbol, '1h', 500),
      '4h': await src.klines(p.symbol, '4h', 500),
      '1d': await src.klines(p.symbol, '1d', 500),
    });
  }
  const runs: number[] = [];
  let signals = 0;
  for (let r = 0; r < 7; r++) {
    const t0 = performance.now();
    signals = 0;
    for (const c of data) if (evaluatePair(c, 75).signal) signals++;
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  return { medianMs: runs[3]!, bestMs: runs[0]!, signals };
}

function rssOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** A scratch PostgreSQL database (how `npm run engine` runs in production), or null to use the embedded store. */
async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  try {
    await run(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function daemonMemory(): Promise<{ rssMb: number; peakMb: number; cycleMs: number; store: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sinais-bench-'));
  const pgdb = await scratchPostgres();
  // The compiled engine, as `npm run engine` runs it in production.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, stdio: 'ignore' });
  const child = spawn(process.execPath, ['dist/server/engine.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: pgdb?.url ?? '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      MARKET_SOURCE: 'sim',
      ANALYSIS_PAIR_INTERVAL_MS: '0',
      ANALYSIS_REST_MS: '600000',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = Date.now();
  try {
    let out = '';
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('ciclo não terminou em 180 s')), 180_000);
      child.stdout.on('data', (d: Buffer) => {
        out = (out + d.toString()).slice(-4000);
        if (out.includes('Ciclo 1 conclu')) {
          clearTimeout(t);
          resolve();
        }
      });
      child.stderr.on('data', () => undefined);
      child.on('exit', (code) => reject(new Error(`engine saiu com ${code}`)));
    });
    const cycleMs = Date.now() - started;
    await new Promise((r) => setTimeout(r, 1000));
    return { ...rssOf(child.pid!), cycleMs, store: pgdb ? 'PostgreSQL' : 'PGlite embutido' };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    await pgdb?.drop();
  }
}

export async function run(): Promise<BenchResult> {
  const c = await computeFigures();
  const m = await daemonMemory();
  return {
    title: 'Motor de análise',
    figures: [
      {
        name: 'análise completa 150 pares × 3 tempos × 500 candles (mediana de 7)',
        value: c.medianMs.toFixed(0),
        unit: 'ms',
        target: '< 1000 ms',
      },
      { name: 'melhor execução', value: c.bestMs.toFixed(0), unit: 'ms' },
      {
        name: 'memória residente do daemon após um ciclo (VmRSS)',
        value: m.rssMb.toFixed(0),
        unit: 'MB',
        target: '< 150 MB',
      },
      { name: 'pico de memória residente (VmHWM)', value: m.peakMb.toFixed(0), unit: 'MB' },
      {
        name: 'ciclo completo do daemon com intervalo 0 (inclui arranque e gravações)',
        value: (m.cycleMs / 1000).toFixed(1),
        unit: 's',
      },
    ],
    notes: [
      `Cômputo: indicadores + 3 estratégias × 3 tempos por par, candles já em memória (${c.signals} sinais no conjunto).`,
      `Memória: o motor compilado (\`dist/server/engine.mjs\`, o que \`npm run engine\` roda com NODE_ENV=production) com simulador, banco ${m.store} e barramento em processo. Sobre PostgreSQL o PGlite nem é importado.`,
    ],
  };
}
