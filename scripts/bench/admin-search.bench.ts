/**
 * Admin search latency on real PostgreSQL with 100,000 signals (plus users, payments, audit logs), measured
 * end to end over HTTP against the real gateway: parse, auth (admin re-read from the DB), the four section
 * queries with their capped counts, JSON. Uses BENCH_DATABASE_URL when given (an already seeded database),
 * otherwise creates a scratch database on TEST_PG_URL, seeds it and drops it afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApplication, loadGatewayConfig } from '@sinais/realtime-server';
import { createLogger, openDatabase } from '@sinais/shared/server';
import type { BenchResult } from '../bench';
import { seed } from '../seed';

const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SIGNALS = Number(process.env.BENCH_SEARCH_SIGNALS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);

/** A mix of what admins type: e-mail fragments, names, symbols (rare and very common), actions, misses. */
const TERMS = [
  'silva',
  'ana.santos',
  'gomes.12',
  '@seed.sinais',
  'BTC',
  'ethusdt',
  'SOL',
  'USDT',
  'pepe',
  'engine.pause',
  'crm.access',
  '10.12.',
  'Rodrigues',
  'nao-existe-xyz',
  'premium',
  'seed-',
  'DOGE',
  'a',
  'li',
  'marcos.lima',
];
const TYPES = ['all', 'all', 'all', 'users', 'signals', 'payments', 'logs'];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const r1 = (n: number) => Math.round(n * 10) / 10;

export async function run(): Promise<BenchResult> {
  let dropName: string | null = null;
  try {
    return await measure((name) => (dropName = name));
  } finally {
    if (dropName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dropName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

async function measure(scratch: (name: string) => void): Promise<BenchResult> {
  let dbUrl = process.env.BENCH_DATABASE_URL;
  const notes: string[] = [];
  if (!dbUrl) {
    const dropName = `bench_search_${randomBytes(4).toString('hex')}`;
    scratch(dropName);
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dropName}`);
    await admin.end();
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${dropName}`;
    dbUrl = u.toString();
    const db = await openDatabase({ databaseUrl: dbUrl, dataDir: tmpdir(), applicationName: 'bench-seed' });
    const t0 = Date.now();
    await seed(
      db,
      { signals: SIGNALS, users: 20_000, payments: 20_000, audit: 50_000, systemLogs: 1000 },
      (m) => process.stderr.write(`  seed ${m}\n`),
    );
    notes.push(
      `Base semeada com ${SIGNALS.toLocaleString('pt-BR')} sinais, 20.000 usuários, 20.000 pagamentos e 50.000 registros de auditoria em ${r1((Date.now() - t0) / 1000)} s.`,
    );
    await db.close();
  } else notes.push('Base existente (BENCH_DATABASE_URL).');

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'bench-admin@sinais.test',
    ADMIN_PASSWORD: 'bench-admin-senha',
    JWT_SECRET: 'bench-segredo-com-mais-de-32-caracteres!!',
  });
  const app = await createApplication(config, { logger: createLogger('bench', 'silent') });
  const port = await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-admin@sinais.test', password: 'bench-admin-senha' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const query = async (q: string, type: string) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/admin/search?q=${encodeURIComponent(q)}&type=${type}`, {
        headers,
      });
      const body = (await res.json()) as { took_ms: number; total_results: number };
      if (res.status !== 200) throw new Error(`busca falhou: ${res.status}`);
      return { http: performance.now() - t, sql: body.took_ms, hits: body.total_results };
    };
    const suggest = async (q: string) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/admin/search/suggestions?q=${encodeURIComponent(q)}`, { headers });
      await res.json();
      return performance.now() - t;
    };

    for (const term of TERMS) await query(term, 'all'); // warm-up: plans and caches
    const http: number[] = [];
    const sql: number[] = [];
    const sugg: number[] = [];
    let hits = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, term] of TERMS.entries()) {
        const r = await query(term, TYPES[(i + round) % TYPES.length]!);
        http.push(r.http);
        sql.push(r.sql);
        hits += r.hits;
        sugg.push(await suggest(term.slice(0, 3)));
      }
    }
    http.sort((a, b) => a - b);
    sql.sort((a, b) => a - b);
    sugg.sort((a, b) => a - b);
    notes.push(
      `${http.length} buscas sequenciais com ${TERMS.length} termos (raros, comuns como "USDT" e "a", e-mails parciais, ações, IPs, termos sem resultado), tipos alternando entre todos e cada seção; ${hits.toLocaleString('pt-BR')} resultados somados.`,
    );
    notes.push(
      'Latência HTTP = ida e volta completa no gateway real (autenticação com leitura do admin no banco, 4 seções com contagem limitada a 1000, JSON). Latência SQL = medida no servidor (took_ms).',
    );
    return {
      title: 'Busca administrativa (PostgreSQL, 100.000 sinais)',
      figures: [
        { name: 'busca p50 (HTTP)', value: r1(pct(http, 50)), unit: 'ms' },
        { name: 'busca p99 (HTTP)', value: r1(pct(http, 99)), unit: 'ms', target: '< 100 ms' },
        { name: 'busca p50 (SQL)', value: r1(pct(sql, 50)), unit: 'ms' },
        { name: 'busca p99 (SQL)', value: r1(pct(sql, 99)), unit: 'ms' },
        { name: 'sugestões p50', value: r1(pct(sugg, 50)), unit: 'ms' },
        { name: 'sugestões p99', value: r1(pct(sugg, 99)), unit: 'ms' },
      ],
      notes,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
