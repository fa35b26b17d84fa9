/**
 * Admin search latency on real PostgreSQL with 100,000 users, 1,000,000 audit rows, 100,000 signals and 20,000
 * payments, measured end to end over HTTP against the real gateway: parse, auth (admin re-read from the DB), the
 * four section queries with their capped counts, JSON. Broad and short terms ("a", "li", "@seed.sinais", "USDT")
 * are reported apart. Three measured rounds: each figure is the median (min–max) of the rounds. Uses
 * BENCH_DATABASE_URL when given (an already seeded database), otherwise creates a scratch database on
 * TEST_PG_URL, seeds it (about 6 minutes) and drops it afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApplication, loadGatewayConfig } from '@sinais/realtime-server';
import { createLogger, openDatabase, SESSION_LIMITS } from '@sinais/shared/server';
import type { BenchResult } from '../bench';
import { backendCpuMs } from './pg-cpu';
import { seed } from '../seed';
import { createTestDatabase } from '@sinais/shared/testing/server';

const SIGNALS = Number(process.env.BENCH_SEARCH_SIGNALS ?? 100_000);
const USERS = Number(process.env.BENCH_SEARCH_USERS ?? 100_000);
const AUDIT = Number(process.env.BENCH_SEARCH_AUDIT ?? 1_000_000);
/** Passes over the term list per measured round; three rounds give the spread. */
const PASSES = Number(process.env.BENCH_SEARCH_ROUNDS ?? 10);
const MEASURED_ROUNDS = 3;
/** Terms that match most rows or are too short for a trigram: the ones that used to sort every match. */
const BROAD = new Set(['a', 'li', 'e', '@seed.sinais', 'USDT', 'seed-', 'ana', 'sil']);

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
  'e',
  'sil',
  'ana',
  'silva ana',
  'zq',
  'user.login',
];
const TYPES = ['all', 'all', 'all', 'users', 'signals', 'payments', 'logs'];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const r1 = (n: number) => Math.round(n * 10) / 10;

export async function run(): Promise<BenchResult> {
  const scratch: { drop?: () => Promise<void> } = {};
  try {
    return await measure(scratch);
  } finally {
    await scratch.drop?.();
  }
}

async function measure(scratch: { drop?: () => Promise<void> }): Promise<BenchResult> {
  let dbUrl = process.env.BENCH_DATABASE_URL;
  const notes: string[] = [];
  if (!dbUrl) {
    const t = await createTestDatabase();
    scratch.drop = t.drop;
    dbUrl = t.url;
    const db = await openDatabase({
      databaseUrl: dbUrl,
      dataDir: tmpdir(),
      applicationName: 'bench-seed',
      limits: SESSION_LIMITS.batch,
    });
    const t0 = Date.now();
    await seed(
      db,
      { signals: SIGNALS, users: USERS, payments: 20_000, audit: AUDIT, systemLogs: 1000 },
      (m) => process.stderr.write(`  seed ${m}\n`),
    );
    notes.push(
      `Base semeada com ${USERS.toLocaleString('pt-BR')} usuários, ${AUDIT.toLocaleString('pt-BR')} registros de auditoria, ${SIGNALS.toLocaleString('pt-BR')} sinais e 20.000 pagamentos em ${r1((Date.now() - t0) / 1000)} s (VACUUM ANALYZE ao fim, como o autovacuum faria).`,
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
  const probe = await openDatabase({ databaseUrl: dbUrl, dataDir, applicationName: 'bench-probe' });
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-admin@sinais.test', password: 'bench-admin-senha' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const query = async (q: string, type: string) => {
      const cpu0 = await backendCpuMs(probe);
      const t = performance.now();
      const res = await fetch(`${base}/api/admin/search?q=${encodeURIComponent(q)}&type=${type}`, {
        headers,
      });
      const body = (await res.json()) as {
        took_ms: number;
        total_results: number;
        limit: number;
        results: Record<string, unknown[]>;
        counts: Record<string, { partial?: boolean; next?: string | null; total: number; capped: boolean }>;
      };
      if (res.status !== 200) throw new Error(`busca falhou: ${res.status}`);
      const cpu1 = await backendCpuMs(probe);
      const sections = Object.keys(body.counts).filter((k) => type === 'all' || k === type);
      // Declared: partial, saying where it stopped, with the rest offered. Silent: fewer rows than the page
      // holds and its own count says exist, with no continuation, or partial without one.
      const partial = sections.filter((k) => body.counts[k]!.partial && body.counts[k]!.next).length;
      const silent = sections.filter((k) => {
        const c = body.counts[k]!;
        const rows = body.results[k]!.length;
        if (c.partial) return !c.next;
        return !c.next && rows < body.limit && (c.capped || rows !== c.total);
      }).length;
      if (q === 'user.login' && (type === 'all' || type === 'logs') && body.results.logs!.length === 0)
        throw new Error('user.login não encontrou registros');
      return {
        http: performance.now() - t,
        sql: body.took_ms,
        cpu: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
        hits: body.total_results,
        partial,
        silent,
        sections: sections.length,
      };
    };
    const suggest = async (q: string) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/admin/search/suggestions?q=${encodeURIComponent(q)}`, { headers });
      await res.json();
      return performance.now() - t;
    };

    for (const term of TERMS) await query(term, 'all'); // warm-up: plans and caches
    const loadBefore = loadavg()[0]!;
    const rounds: Array<{
      all: number[];
      broad: number[];
      narrow: number[];
      sql: number[];
      cpu: number[];
      sugg: number[];
    }> = [];
    /** The slowest answer of each term and type: where the tail of the distribution comes from. */
    const slowest = new Map<string, number>();
    let hits = 0;
    let partial = 0;
    let silent = 0;
    let sections = 0;
    for (let round = 0; round < MEASURED_ROUNDS; round++) {
      const r = {
        all: [] as number[],
        broad: [] as number[],
        narrow: [] as number[],
        sql: [] as number[],
        cpu: [] as number[],
        sugg: [] as number[],
      };
      for (let pass = 0; pass < PASSES; pass++) {
        for (const [i, term] of TERMS.entries()) {
          const type = TYPES[(i + pass) % TYPES.length]!;
          const q = await query(term, type);
          const key = `"${term}" (${type})`;
          slowest.set(key, Math.max(slowest.get(key) ?? 0, q.http));
          r.all.push(q.http);
          (BROAD.has(term) ? r.broad : r.narrow).push(q.http);
          r.sql.push(q.sql);
          if (q.cpu !== null) r.cpu.push(q.cpu);
          hits += q.hits;
          partial += q.partial;
          silent += q.silent;
          sections += q.sections;
          r.sugg.push(await suggest(term.slice(0, 3)));
        }
      }
      for (const list of Object.values(r)) list.sort((a, b) => a - b);
      rounds.push(r);
    }
    const tail = [...slowest.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    notes.push(
      `Buscas mais lentas (pior vez de cada termo e tipo): ${tail.map(([k, ms]) => `${k} ${r1(ms)} ms`).join('; ')}.`,
    );
    notes.push(
      `Carga da máquina (load average de 1 min) no início e no fim das rodadas: ${r1(loadBefore)} e ${r1(loadavg()[0]!)}; acima do número de núcleos, os tempos medem a fila da CPU tanto quanto a busca.`,
    );
    // Injection strings are plain text: an injected pg_sleep would show here as a multi-second search.
    const injected: number[] = [];
    for (const q of INJECTIONS) injected.push((await query(q, 'all')).http);
    /** Median (min–max) over the rounds of one percentile. */
    const spread = (pick: (r: (typeof rounds)[number]) => number[], p: number) => {
      const v = rounds.map((r) => pct(pick(r), p)).sort((a, b) => a - b);
      return `${r1(v[1]!)} (${r1(v[0]!)}–${r1(v[2]!)})`;
    };
    notes.push(
      `${MEASURED_ROUNDS} rodadas medidas de ${PASSES * TERMS.length} buscas sequenciais cada, com ${TERMS.length} termos (raros; amplos e curtos como "a", "e", "li", "ana", "sil", "USDT", "@seed.sinais", "seed-"; e-mails parciais; ações; IPs; palavras fora de ordem como "silva ana"; termos sem resultado, inclusive curtos como "zq"), tipos alternando entre todos e cada seção; ${hits.toLocaleString('pt-BR')} resultados somados; ${partial} de ${sections} seções (${r1((100 * partial) / Math.max(1, sections))} %) responderam parciais declaradas (busca parou no limite de linhas percorridas, disse até onde buscou e ofereceu "Mais resultados"); ${silent} parciais silenciosas. "user.login" encontrou seus registros em todas as buscas. Cada número é a mediana (mín.–máx.) das rodadas.`,
    );
    notes.push(
      'Latência HTTP = ida e volta completa no gateway real (autenticação com leitura do admin no banco, 4 seções com contagem limitada a 1000, JSON). Latência SQL = medida no servidor (took_ms). Sem limite de tempo: cada resposta percorre no máximo um número fixo de linhas (issue 29 §7). Método da busca: docs/admin-tools.md ("Busca rápida").',
    );
    return {
      title: 'Busca administrativa (PostgreSQL, 100.000 usuários, 1.000.000 de registros de auditoria)',
      figures: [
        {
          name: 'busca p99 com termos amplos e curtos (HTTP)',
          value: spread((r) => r.broad, 99),
          unit: 'ms',
          target: '< 100 ms',
        },
        {
          name: 'busca p99, todos os termos (HTTP)',
          value: spread((r) => r.all, 99),
          unit: 'ms',
          target: '< 100 ms',
        },
        { name: 'busca p99, termos específicos (HTTP)', value: spread((r) => r.narrow, 99), unit: 'ms' },
        { name: 'busca p50, todos os termos (HTTP)', value: spread((r) => r.all, 50), unit: 'ms' },
        { name: 'busca p99 (SQL, no servidor)', value: spread((r) => r.sql, 99), unit: 'ms' },
        ...(rounds[0]!.cpu.length
          ? [
              {
                name: 'CPU do PostgreSQL por busca p50 / p99 (não conta a espera por núcleo)',
                value: `${spread((r) => r.cpu, 50)} / ${spread((r) => r.cpu, 99)}`,
                unit: 'ms',
              },
            ]
          : []),
        {
          name: 'seções parciais declaradas (com "Mais resultados")',
          value: r1((100 * partial) / Math.max(1, sections)),
          unit: '%',
        },
        {
          name: 'seções parciais silenciosas',
          value: r1((100 * silent) / Math.max(1, sections)),
          unit: '%',
          target: '0 %',
        },
        {
          name: 'busca com textos de injeção SQL, a mais lenta (HTTP)',
          value: r1(Math.max(...injected)),
          unit: 'ms',
          target: '< 100 ms',
        },
        {
          name: 'sugestões p50 / p99',
          value: `${spread((r) => r.sugg, 50)} / ${spread((r) => r.sugg, 99)}`,
          unit: 'ms',
        },
      ],
      notes,
    };
  } finally {
    await probe.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The texts the integration test (tests/integration/admin-tools.test.ts) proves are searched as plain text. */
const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '"; SELECT pg_sleep(5); --',
  "'||pg_sleep(3)||'",
];
