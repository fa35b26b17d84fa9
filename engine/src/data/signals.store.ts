import {
  appendSignalEvent,
  pausedNow,
  SIGNAL_COLUMNS,
  signalFromRow,
  signalToParams,
  type Db,
  type Queryable,
} from '@sinais/shared/server';
import type { Direction, Signal, SignalChange, SignalEventKind, Timeframe } from '@sinais/shared';
import { LEASE_FENCE_SQLSTATE, LeaseLostError } from './lease.store';
import type { WatchState } from '../lifecycle/resume-after-gap';

/** A new signal or a confirmation refused because the operator's pause is stored. */
export class EnginePausedError extends Error {
  constructor() {
    super('motor pausado pelo operador');
    this.name = 'EnginePausedError';
  }
}

export interface OpenSignalRow {
  signal: Signal;
  monitorUntil: number | null;
  expiresAt: number | null;
  /** The last checkpoint of a pending window (what the engine watching it had seen), if any. */
  watched: WatchState | null;
}

/** A signal still being watched: pending, or confirmed with the trade open. */
const OPEN = "status = 'PENDING' OR (status = 'CONFIRMED' AND outcome = 'OPEN')";
const LOAD_OPEN = `SELECT * FROM signals WHERE ${OPEN} ORDER BY created_at`;
// One statement for every pending window: the checkpoint rows travel as one JSON array.
const SAVE_WATCH = `UPDATE signals s SET watch_min = v.min, watch_max = v.max, watch_last = v.last,
              watch_btc_start = v.btc, watched_at = to_timestamp(v.at / 1000.0)
         FROM jsonb_to_recordset($1::jsonb) AS v(id text, min float8, max float8, last float8, btc float8, at float8)
        WHERE s.id = v.id AND s.status = 'PENDING'`;

/**
 * Signal persistence. Each change writes the signals row and appends its signal_events row in ONE
 * transaction; the event id is the seq clients catch up by. Writes are serialised in this process so seqs
 * commit in order. `fence`, when given, runs first in every write transaction: it binds the transaction to
 * this engine's lease term and throws unless the term is current; the database checks the term again at
 * COMMIT (a single active engine is guaranteed by it). A refused commit surfaces as LeaseLostError.
 */
export function createSignalsStore(db: Db, fence: (q: Queryable) => Promise<void> = async () => undefined) {
  const { serial, flush } = serialWriter();
  /** One write transaction, fenced to this engine's lease term, in this process's write order. */
  const fenced = <T>(fn: (q: Queryable) => Promise<T>): Promise<T> =>
    serial(() =>
      db.tx(async (q) => {
        await fence(q);
        return fn(q);
      }),
    );

  return {
    /** Inserts a pending signal; null when an open one already exists for the symbol and direction. */
    create(signal: Signal, monitorUntil: Date, expiresAt: Date): Promise<SignalChange | null> {
      return fenced((q) => insertPending(q, signal, monitorUntil, expiresAt)).catch((err: unknown) => {
        // The partial unique index is the cross-process guard; losing that race is a duplicate, not a failure.
        if ((err as { code?: string }).code === '23505' || err instanceof EnginePausedError) return null;
        throw err;
      });
    },

    /**
     * Writes the new state of a signal and appends the transition, only if the signal is still in the state
     * that transition starts from. Null means someone already moved it (an engine that lost its lease, or the
     * standby that took over): no row is written and nothing must be published.
     */
    update(signal: Signal, kind: SignalEventKind): Promise<SignalChange | null> {
      return fenced((q) => applyTransition(q, signal, kind));
    },

    async loadOpen(): Promise<OpenSignalRow[]> {
      const rows = await db.query<Record<string, unknown>>(LOAD_OPEN);
      return rows.map(openRowFrom);
    },

    /**
     * Checkpoints what this engine has seen of its pending windows (one statement). Not a transition: no event,
     * nothing published; the next engine reads it to continue the windows after a restart or failover.
     */
    async saveWatch(rows: Array<{ id: string } & WatchState>): Promise<void> {
      if (rows.length === 0) return;
      await db.query(SAVE_WATCH, [
        JSON.stringify(
          rows.map((r) => ({ id: r.id, min: r.min, max: r.max, last: r.last, btc: r.btcStart, at: r.at })),
        ),
      ]);
    },

    /** Trades that ended since `since`: the cool-down survives a restart or a failover. */
    async recentlyClosed(since: Date): Promise<Array<ClosedTrade & { closedAt: number }>> {
      const rows = await db.query<ClosedTrade & { closed_at: Date | string }>(
        `SELECT symbol, direction, timeframe, closed_at FROM signals WHERE closed_at >= $1`,
        [since.toISOString()],
      );
      return rows.map((r) => ({ ...r, closedAt: new Date(r.closed_at).getTime() }));
    },

    /** The symbols with a pending or open signal (the charts members open). */
    async openSymbols(): Promise<string[]> {
      const rows = await db.query<{ symbol: string }>(`SELECT DISTINCT symbol FROM signals WHERE ${OPEN}`);
      return rows.map((r) => r.symbol);
    },

    /** Waits for queued writes (shutdown flush). */
    flush,
  };
}

export type SignalsStore = ReturnType<typeof createSignalsStore>;

type ClosedTrade = { symbol: string; direction: Direction; timeframe: Timeframe };

/** The state each transition must start from; the guard that makes every transition happen once. */
const FROM_STATE: Record<SignalEventKind, string> = {
  created: 'false',
  confirmed: "status = 'PENDING'",
  rejected: "status = 'PENDING'",
  closed: "status = 'CONFIRMED' AND outcome = 'OPEN'",
  updated: "status = 'CONFIRMED' AND outcome = 'OPEN'",
  'stop-moved': "status = 'CONFIRMED' AND outcome = 'OPEN'",
};

/** Writes run one after another in this process (seqs commit in order); a refused fence is a lost lease. */
function serialWriter() {
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = () =>
      fn().catch((err: unknown) => {
        throw (err as { code?: string } | null)?.code === LEASE_FENCE_SQLSTATE ? new LeaseLostError() : err;
      });
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  };
  const flush = async (): Promise<void> => {
    await chain;
  };
  return { serial, flush };
}

function openRowFrom(r: Record<string, unknown>): OpenSignalRow {
  return {
    signal: signalFromRow(r),
    monitorUntil: r.monitor_until instanceof Date ? r.monitor_until.getTime() : null,
    expiresAt: r.expires_at instanceof Date ? r.expires_at.getTime() : null,
    watched:
      r.watched_at instanceof Date && r.watch_min !== null && r.watch_max !== null && r.watch_last !== null
        ? {
            min: Number(r.watch_min),
            max: Number(r.watch_max),
            last: Number(r.watch_last),
            btcStart: r.watch_btc_start === null ? null : Number(r.watch_btc_start),
            at: r.watched_at.getTime(),
          }
        : null,
  };
}

async function insertPending(q: Queryable, signal: Signal, monitorUntil: Date, expiresAt: Date) {
  if (await pausedNow(q)) throw new EnginePausedError();
  const open = await q.query(`SELECT 1 FROM signals WHERE symbol = $1 AND direction = $2 AND (${OPEN})`, [
    signal.symbol,
    signal.direction,
  ]);
  if (open.length > 0) return null;
  const cols = [...SIGNAL_COLUMNS, 'monitor_until', 'expires_at'];
  const params = [...signalToParams(signal), monitorUntil.toISOString(), expiresAt.toISOString()];
  const placeholders = cols.map((_, i) => `$${i + 1}`).join(', ');
  await q.query(`INSERT INTO signals (${cols.join(', ')}) VALUES (${placeholders})`, params);
  return { seq: await appendSignalEvent(q, signal, 'created'), kind: 'created' as const, signal };
}

async function applyTransition(
  q: Queryable,
  signal: Signal,
  kind: SignalEventKind,
): Promise<SignalChange | null> {
  // Nothing new reaches members while paused; trades already open are still closed at their outcome.
  if (kind === 'confirmed' && (await pausedNow(q))) throw new EnginePausedError();
  const sets = SIGNAL_COLUMNS.filter((c) => c !== 'id').map((c, i) => `${c} = $${i + 2}`);
  const params = signalToParams(signal);
  const [id, ...rest] = params;
  const res = await q.query(
    `UPDATE signals SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 AND ${FROM_STATE[kind]} RETURNING id`,
    [id, ...rest],
  );
  if (res.length !== 1) return null;
  return { seq: await appendSignalEvent(q, signal, kind), kind, signal };
}
