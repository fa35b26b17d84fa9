/**
 * `npm run seed -- --signals 100000 [--users 20000] [--payments 20000] [--audit 50000] [--system-logs 0] [--force]`
 *
 * Fills the database named by DATABASE_URL (or the embedded store under DATA_DIR) with realistic volume for
 * admin search and its benchmark. Rows are generated in SQL (generate_series), so 100,000 signals take seconds.
 * Seeded signals are closed or rejected and every one of their dates is more than 2 days old: they never
 * collide with the engine's open-signal guard, never enter the integrity checks of the immutable rules (last
 * 24 h; the checks also skip ids starting with `seed_`) and are never replayed to clients as live events.
 * Re-running adds more rows (ids carry a run tag).
 *
 * Safety: it refuses a database that already has real users (any account not created by the seed) unless
 * `--force` is given, and writes system logs only when `--system-logs N` asks for them.
 */
import { parseArgs } from 'node:util';
import { migrate, openDatabase, SESSION_LIMITS, type Db } from '@sinais/shared/server';
import { hashPassword } from '../realtime-server/src/auth/domain/passwords';
import { ACTIONS, FIRST, LAST, STRATEGIES, SYMBOLS } from './seed-data';

export interface SeedCounts {
  signals: number;
  users: number;
  payments: number;
  audit: number;
  systemLogs: number;
}

const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
const CHUNK = 20_000;

async function chunked(total: number, fn: (from: number, to: number) => Promise<void>): Promise<void> {
  for (let from = 1; from <= total; from += CHUNK) await fn(from, Math.min(total, from + CHUNK - 1));
}

export async function seed(
  db: Db,
  counts: SeedCounts,
  log: (m: string) => void = () => undefined,
): Promise<void> {
  const tag = Date.now().toString(36);
  const passwordHash = await hashPassword(`seed-${tag}-${Math.random()}`);

  await chunked(counts.users, async (a, b) => {
    await db.query(
      `INSERT INTO users (email, username, name, password_hash, phone, plan, status, created_at, last_login_at)
       SELECT lower(f || '.' || l || '.' || g || '.${tag}@seed.sinais.test'), 'seed_${tag}_' || g, f || ' ' || l, $3,
              '+55 11 9' || lpad((g::bigint * 7919 % 100000000)::text, 8, '0'),
              (ARRAY['free','free','free','premium','elite'])[1 + g % 5],
              CASE WHEN g % 23 = 0 THEN 'inactive' ELSE 'active' END,
              now() - (g % 400) * interval '1 day' - (g % 1440) * interval '1 minute',
              CASE WHEN g % 3 = 0 THEN NULL ELSE now() - (g % 30) * interval '1 day' END
       FROM (SELECT g, (${arr(FIRST)})[1 + g % ${FIRST.length}] AS f, (${arr(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] AS l
             FROM generate_series($1::int, $2::int) g) s
       ON CONFLICT DO NOTHING`,
      [a, b, passwordHash],
    );
  });
  log(`usuários: ${counts.users}`);

  await chunked(counts.signals, async (a, b) => {
    await db.query(
      `INSERT INTO signals (id, symbol, direction, entry_price, target_price, stop_loss, projection_percentage, timeframe,
         strategy, score, signal_class, status, outcome, risk_level, expected_duration, reasons,
         confirmation_reasons, rejection_reasons, behavior_type, btc_correlation, bots_active, volume_24h, profit_loss,
         exit_price, entry_time, created_at, confirmed_at, rejected_at, closed_at)
       SELECT 'seed_${tag}_' || g, sym, dir, px,
              CASE WHEN dir = 'COMPRA' THEN px * 1.03 ELSE px * 0.97 END,
              CASE WHEN dir = 'COMPRA' THEN px * 0.97 ELSE px * 1.03 END,
              3, (ARRAY['1h','4h','1d'])[1 + g % 3], (${arr(STRATEGIES)})[1 + g % 3], sc,
              CASE WHEN sc >= 90 THEN 'ELITE+' WHEN sc >= 82 THEN 'ELITE' ELSE 'PREMIUM+' END,
              st, CASE WHEN st = 'CONFIRMED' THEN (ARRAY['TARGET_HIT','STOP_HIT','EXPIRED'])[1 + g % 3] END,
              (ARRAY['BAIXO','MÉDIO','ALTO'])[1 + g % 3], '24h', '["Histórico semeado"]'::jsonb,
              CASE WHEN st = 'CONFIRMED' THEN '["Confirmado pelo monitoramento"]'::jsonb ELSE '[]'::jsonb END,
              CASE WHEN st = 'REJECTED' THEN '["REJEITADO PELO SISTEMA DE MONITORAMENTO"]'::jsonb ELSE '[]'::jsonb END,
              CASE WHEN g % 4 = 0 THEN 'INDEPENDENT' ELSE 'NORMAL' END, ((g % 200) - 100) / 100.0, g % 5 = 0,
              1e6 + (g % 1000) * 1e5,
              CASE WHEN st = 'CONFIRMED' THEN (ARRAY[3, -3, 0.4])[1 + g % 3] END,
              CASE WHEN st = 'CONFIRMED' THEN px END,
              at, at, CASE WHEN st = 'CONFIRMED' THEN at + interval '15 minutes' END,
              CASE WHEN st = 'REJECTED' THEN at + interval '15 minutes' END,
              CASE WHEN st = 'CONFIRMED' THEN at + interval '6 hours' END
       FROM (SELECT g, (${arr(SYMBOLS)})[1 + g % ${SYMBOLS.length}] AS sym,
                    CASE WHEN g % 2 = 0 THEN 'COMPRA' ELSE 'VENDA' END AS dir,
                    round((0.01 + (g::bigint * 7919 % 100000) / 10.0)::numeric, 4)::float8 AS px,
                    75 + (g % 25) AS sc,
                    CASE WHEN g % 5 < 3 THEN 'CONFIRMED' ELSE 'REJECTED' END AS st,
                    now() - interval '2 days' - (g % 180) * interval '1 day' - (g % 1440) * interval '1 minute' AS at
             FROM generate_series($1::int, $2::int) g) s
       ON CONFLICT DO NOTHING`,
      [a, b],
    );
    log(`sinais: ${b}/${counts.signals}`);
  });

  const hasPurchases = (await db.query<{ t: string | null }>(`SELECT to_regclass('purchases')::text AS t`))[0]
    ?.t;
  if (hasPurchases && counts.payments > 0) {
    await chunked(counts.payments, async (a, b) => {
      await db.query(
        `WITH u AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM users),
              c AS (SELECT id, price_cents, row_number() OVER (ORDER BY id) - 1 AS rn FROM courses)
         INSERT INTO purchases (user_id, course_id, provider, provider_payment_id, method, status, provider_status,
           amount_cents, external_reference, created_at, approved_at)
         SELECT u.id, c.id, 'sandbox', 'seed-${tag}-' || g, (ARRAY['card','pix'])[1 + g % 2], st, st, c.price_cents,
                'seed-${tag}-ref-' || g, at, CASE WHEN st = 'approved' THEN at + interval '1 minute' END
         FROM (SELECT g, (ARRAY['approved','approved','approved','pending','rejected','refunded'])[1 + g % 6] AS st,
                      now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute' AS at,
                      (g::bigint * 7919) % (SELECT count(*) FROM users) AS ui, g % (SELECT count(*) FROM courses) AS ci
               FROM generate_series($1::int, $2::int) g) s
         JOIN u ON u.rn = s.ui JOIN c ON c.rn = s.ci`,
        [a, b],
      );
      log(`pagamentos: ${b}/${counts.payments}`);
    });
  } else if (!hasPurchases) log('pagamentos: tabelas da loja ausentes, nada semeado');

  await chunked(counts.audit, async (a, b) => {
    await db.query(
      `WITH u AS (SELECT id, email, row_number() OVER (ORDER BY id) - 1 AS rn FROM users)
       INSERT INTO audit_logs (actor_id, actor_email, action, target, details, ip, created_at)
       SELECT u.id, u.email, (${arr(ACTIONS)})[1 + g % ${ACTIONS.length}], 'seed:' || g,
              jsonb_build_object('seed', true, 'n', g), '10.' || (g % 250) || '.' || (g / 250 % 250) || '.' || (g % 7 + 1),
              now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute'
       FROM (SELECT g, (g::bigint * 104729) % (SELECT count(*) FROM users) AS ui FROM generate_series($1::int, $2::int) g) s
       JOIN u ON u.rn = s.ui`,
      [a, b],
    );
    log(`auditoria: ${b}/${counts.audit}`);
  });

  if (counts.systemLogs > 0) {
    await db.query(
      `INSERT INTO system_logs (timestamp, level, service, message, details)
       SELECT now() - ($1::int - g) * interval '2 seconds',
              (ARRAY['INFO','INFO','INFO','DEBUG','WARNING','ERROR'])[1 + g % 6],
              (ARRAY['ANALYSIS','TOP_PAIRS','SIGNAL_GEN','DATABASE','AUTH','SYSTEM'])[1 + g % 6],
              'Registro semeado ' || g, jsonb_build_object('seed', true)
       FROM generate_series(1, $1::int) g`,
      [counts.systemLogs],
    );
    log(`logs do sistema: ${counts.systemLogs}`);
  }
  // Statistics for the planner, and the visibility map the newest-first index-only walks of the search rely on.
  await db.query('VACUUM ANALYZE');
}

export const SEED_EMAIL_DOMAIN = '@seed.sinais.test';

/** Accounts not created by the seed: a database with any of them is a live system. */
export async function realUsers(db: Db): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE email NOT LIKE '%' || $1`,
    [SEED_EMAIL_DOMAIN],
  );
  return Number(rows[0]?.n ?? 0);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      signals: { type: 'string', default: '100000' },
      users: { type: 'string', default: '20000' },
      payments: { type: 'string', default: '20000' },
      audit: { type: 'string', default: '50000' },
      'system-logs': { type: 'string', default: '0' },
      force: { type: 'boolean', default: false },
    },
  });
  const n = (v: string | undefined) => Math.max(0, Number.parseInt(v ?? '0', 10) || 0);
  const counts: SeedCounts = {
    signals: n(values.signals),
    users: Math.max(1, n(values.users)),
    payments: n(values.payments),
    audit: n(values.audit),
    systemLogs: n(values['system-logs']),
  };
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const db = await openDatabase({
    databaseUrl,
    dataDir: process.env.DATA_DIR ?? 'data',
    applicationName: 'seed',
    limits: SESSION_LIMITS.batch,
  });
  await migrate(db);
  const real = await realUsers(db);
  if (real > 0 && !values.force) {
    console.error(
      `erro: este banco já tem ${real} usuário(s) reais (contas que não vieram do seed). O seed não escreve num sistema em uso; use --force se for mesmo um banco de testes.`,
    );
    await db.close();
    process.exit(1);
  }
  const started = Date.now();
  console.log(`Semeando ${databaseUrl ? 'PostgreSQL' : 'banco embutido'}: ${JSON.stringify(counts)}`);
  await seed(db, counts, (m) => console.log(`  ${m}`));
  console.log(`Concluído em ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.close();
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '')) {
  await main();
}
