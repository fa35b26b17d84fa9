import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal, SignalEventKind } from '@sinais/shared';
import { spawnEngine } from '../helpers/engine-process';
import { ownPostgresUnavailable, startOwnPostgres, type OwnPostgres } from '../helpers/own-services';
import { reportSkip } from '../helpers/services';

const unavailable = ownPostgresUnavailable();
reportSkip(unavailable, 'fault: decisions taken while PostgreSQL is down');

const LEASE_TTL_MS = 5000;
const OUTAGE_MS = 10_000;

/** When a transition was decided, as the signal it stored says. */
function decidedAt(kind: SignalEventKind, s: Signal): number | null {
  const at =
    kind === 'confirmed'
      ? s.confirmed_at
      : kind === 'rejected'
        ? s.rejected_at
        : kind === 'closed'
          ? s.closed_at
          : null;
  return at ? Date.parse(at) : null;
}

/**
 * The engine keeps deciding while PostgreSQL is down (prices keep coming); what it decided must be stored with
 * the decision's time and prices when the store is back — even though the outage outlasts its lease, so it
 * stands down and takes the lease again meanwhile.
 */
describe.skipIf(unavailable !== null)('transitions decided during a PostgreSQL outage', () => {
  let postgres: OwnPostgres;
  let engine: ReturnType<typeof spawnEngine>;
  let databaseUrl = '';
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sinais-horas-'));
    postgres = await startOwnPostgres();
    databaseUrl = await postgres.createDatabase('sinais_horas');
    engine = spawnEngine([], {
      DATABASE_URL: databaseUrl,
      LEASE_KEY: 'horas:lease',
      LEASE_TTL_MS: String(LEASE_TTL_MS),
      ENGINE_INSTANCE_ID: 'motor-unico',
      MARKET_SOURCE: 'sim',
      SIM_SEED: '5',
      SIM_SPEED: '3600',
      SIM_PAIRS: '160',
      TOP_PAIRS_COUNT: '40',
      TICK_INTERVAL_MS: '200',
      ANALYSIS_PAIR_INTERVAL_MS: '200',
      ANALYSIS_REST_MS: '200',
      SIGNAL_SCORE_THRESHOLD: '50',
      // A 3 s confirmation window (3 market hours at SIM_SPEED 3600): several signals are always pending, so
      // some are due for their decision while the store is down (and before the lease lapses).
      MONITOR_WINDOW_MS: String(3 * 3_600_000),
      SIGNAL_EXPIRY_MS: String(2 * 3_600_000),
      HEARTBEAT_MS: '500',
      DAILY_CYCLES: 'off',
      DATA_DIR: dataDir,
    });
  }, 120_000);

  afterAll(async () => {
    if (engine && engine.exitCode === null) engine.kill('SIGKILL');
    await postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
    await c.connect();
    try {
      return (await c.query<T>(sql, params)).rows;
    } finally {
      await c.end();
    }
  };
  const maxSeq = async () =>
    Number((await query<{ m: string | null }>('SELECT max(id) AS m FROM signal_events'))[0]?.m ?? 0);
  const decisionsAfter = async (seq: number) =>
    query<{ id: string; kind: SignalEventKind; payload: Signal; committed: Date }>(
      `SELECT id, kind, payload, created_at AS committed FROM signal_events
        WHERE id > $1 AND kind IN ('confirmed', 'rejected', 'closed') ORDER BY id`,
      [seq],
    );

  it('keeps each decision’s own time (and prices) when it is finally written', async () => {
    // Signals are being decided: confirmations, rejections and closes every second.
    const start = Date.now();
    // (Until the engine has migrated the new database, there is nothing to read.)
    while ((await decisionsAfter(0).catch(() => [])).length < 20) {
      if (Date.now() - start > 90_000)
        throw new Error(`o motor não decidiu sinais\n${engine.output().slice(-3000)}`);
      await sleep(300);
    }
    // Stop the store when decisions are due in the next seconds (pending signals whose window ends, trades
    // that expire), while the engine still holds its lease: those decisions are taken during the outage.
    const dueSoon = async () =>
      Number(
        (
          await query<{ n: number }>(
            `SELECT count(*)::int AS n FROM signals
              WHERE (status = 'PENDING' AND monitor_until BETWEEN now() + interval '300 ms' AND now() + interval '2500 ms')
                 OR (status = 'CONFIRMED' AND outcome = 'OPEN' AND expires_at BETWEEN now() + interval '300 ms' AND now() + interval '2500 ms')`,
          )
        )[0]?.n ?? 0,
      );
    const waitDue = Date.now();
    while ((await dueSoon()) < 2) {
      if (Date.now() - waitDue > 120_000) throw new Error('nenhuma decisão prestes a vencer');
      await sleep(50);
    }
    const before = await maxSeq();
    // From the moment the stop begins: the server refuses work while it shuts down.
    const downAt = Date.now();
    await postgres.stop();
    await sleep(OUTAGE_MS);
    const backAt = Date.now();
    await postgres.start();
    // The engine comes back (a new lease term) and writes what it decided meanwhile.
    const waitFrom = Date.now();
    let rows = await decisionsAfter(before);
    while (rows.filter((r) => r.committed.getTime() >= backAt).length < 15) {
      if (Date.now() - waitFrom > 60_000)
        throw new Error(`nada gravado após a volta\n${engine.output().slice(-3000)}`);
      await sleep(300);
      rows = await decisionsAfter(before);
    }
    const afterOutage = rows.filter((r) => r.committed.getTime() >= backAt);
    const decidedInOutage = afterOutage.filter((r) => {
      const at = decidedAt(r.kind, r.payload);
      return at !== null && at >= downAt && at < backAt;
    });
    console.info(
      `[faults] PostgreSQL fora ${backAt - downAt} ms: ${afterOutage.length} decisões gravadas depois, ` +
        `${decidedInOutage.length} delas decididas durante a queda (com a hora da decisão)`,
    );
    // Decisions made during the outage were stored as decided, not re-decided at the retry.
    expect(decidedInOutage.length).toBeGreaterThan(0);
    // And nothing claims a decision time later than its own commit.
    for (const r of rows) {
      const at = decidedAt(r.kind, r.payload);
      expect(at === null || at <= r.committed.getTime() + 1000, `seq ${r.id}`).toBe(true);
    }
    // Confirmed trades keep the decision's entry and levels: the row agrees with the event.
    for (const r of decidedInOutage.filter((x) => x.kind === 'confirmed')) {
      const [row] = await query<{ entry_price: number; confirmed_at: Date }>(
        'SELECT entry_price, confirmed_at FROM signals WHERE id = $1',
        [r.payload.id],
      );
      expect(row!.entry_price).toBe(r.payload.entry_price);
      expect(row!.confirmed_at.getTime()).toBe(Date.parse(r.payload.confirmed_at!));
    }
    expect(engine.exitCode).toBeNull();
  }, 180_000);
});
