/**
 * `@sinais/shared/testing/server`: Node-side helpers for tests and benchmarks only. What the engine does to the
 * database and the bus for one signal change, and the real PostgreSQL/Redis a test or bench runs against.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import {
  makeEnvelope,
  signalEventType,
  type GateMode,
  type GateEvidence,
  type Signal,
  type SignalEventKind,
  type Timeframe,
} from '../../index';
import {
  appendSignalEvent,
  SIGNAL_COLUMNS,
  signalFromRow,
  signalToParams,
  type Bus,
  type Db,
  type Queryable,
} from '../../server/index';
import { makeGateEvidence, makeSignal } from '../index';

export * from './processes';
export * from './signal-client';

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The URL of database `name` on the test server (PG_ADMIN_URL's host and user). */
export function testDatabaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database on the real server, dropped by `drop()`. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: testDatabaseUrl(name),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const UPSERT = `INSERT INTO signals (${SIGNAL_COLUMNS.join(', ')})
  VALUES (${SIGNAL_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
  ON CONFLICT (id) DO UPDATE SET ${SIGNAL_COLUMNS.filter((c) => c !== 'id')
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ')}`;

/** Does what the engine does for one change: commit row + history in one transaction, then publish with id = seq. */
export async function commitSignalChange(
  db: Db,
  bus: Bus | null,
  signal: Signal,
  kind: SignalEventKind,
): Promise<number> {
  const seq = await db.tx(async (q) => {
    await q.query(UPSERT, signalToParams(signal));
    return appendSignalEvent(q, signal, kind);
  });
  await bus?.publish(makeEnvelope(signalEventType(kind), { seq, kind, signal }, { id: String(seq) }));
  return seq;
}

/**
 * `pending` committed as created, then confirmed as the engine confirms it (open, now), with `changes` applied at
 * confirmation; returns the confirmed signal and its seq.
 */
export async function commitConfirmed(
  db: Db,
  bus: Bus | null,
  pending: Signal,
  changes: Partial<Signal> = {},
): Promise<{ signal: Signal; seq: number }> {
  await commitSignalChange(db, bus, pending, 'created');
  const signal: Signal = {
    ...pending,
    status: 'CONFIRMED',
    outcome: 'OPEN',
    confirmed_at: new Date().toISOString(),
    ...changes,
  };
  return { signal, seq: await commitSignalChange(db, bus, signal, 'confirmed') };
}

/** `pending` committed as created, then rejected (now), with `changes` applied at rejection; returns its seq. */
export async function commitRejected(
  db: Db,
  bus: Bus | null,
  pending: Signal,
  changes: Partial<Signal> = {},
): Promise<number> {
  await commitSignalChange(db, bus, pending, 'created');
  const rejected: Signal = {
    ...pending,
    status: 'REJECTED',
    rejected_at: new Date().toISOString(),
    ...changes,
  };
  return commitSignalChange(db, bus, rejected, 'rejected');
}

/** A confirmed signal, committed as created then confirmed; returns the confirmation seq. */
export async function confirmNewSignal(
  db: Db,
  bus: Bus | null,
  overrides: Partial<Signal> = {},
): Promise<number> {
  const reasons = overrides.confirmation_reasons ?? ['Filtros aprovados'];
  return (await commitConfirmed(db, bus, makeSignal(overrides), { confirmation_reasons: reasons })).seq;
}

/** Stores a gate decision as the engine's gate runner does (append-only: a key's newest row is in force). */
export async function storeGateDecision(
  db: Queryable,
  d: {
    strategy: string;
    timeframe: Timeframe;
    published: boolean;
    reason?: string;
    evidence?: Partial<GateEvidence>;
    decidedAt?: Date;
  },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO strategy_gate_decisions (strategy, timeframe, published, reason, evidence, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      d.strategy,
      d.timeframe,
      d.published,
      d.reason ?? (d.published ? 'Publicada pelo motor' : 'Experimental pelo motor'),
      JSON.stringify(makeGateEvidence(d.evidence)),
      (d.decidedAt ?? new Date()).toISOString(),
    ],
  );
  return Number(rows[0]!.id);
}

/** Writes one engine_state key as the engine does (`updated_at` = `at`, or now). */
export async function putEngineState(db: Queryable, key: string, value: unknown, at?: Date): Promise<void> {
  await db.query(
    `INSERT INTO engine_state (key, value, updated_at) VALUES ($1, $2, COALESCE($3::timestamptz, now()))
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [key, JSON.stringify(value), at?.toISOString() ?? null],
  );
}

/** Writes the gate mode an engine reports when it becomes active (engine_state `strategy_gate`). */
export async function storeGateMode(db: Queryable, mode: GateMode): Promise<void> {
  await putEngineState(db, 'strategy_gate', mode);
}

/** A stored signal as the engine wrote it (the members' REST list is the lean copy, without the admin-only fields). */
export async function storedSignal(
  db: Db,
  where: { symbol: string; status: Signal['status'] },
): Promise<Signal> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${SIGNAL_COLUMNS.join(', ')} FROM signals WHERE symbol = $1 AND status = $2 ORDER BY created_at DESC LIMIT 1`,
    [where.symbol, where.status],
  );
  if (!rows[0]) throw new Error(`nenhum sinal ${where.status} de ${where.symbol}`);
  return signalFromRow(rows[0]);
}
