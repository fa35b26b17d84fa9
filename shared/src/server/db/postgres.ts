import pg from 'pg';
import { rowsQueryable, type Db } from './db';
import { createPgListener } from './pg-listener';

// int8 and numeric come back as numbers in both drivers, so repositories see one shape.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * Server-side limits on every session, so no process can hold a lock forever: a client frozen (SIGSTOP) or
 * cut off mid-transaction is ended by the server after `idleInTxMs`, a lock wait fails after `lockMs`, a
 * statement after `statementMs`. TCP keepalives let both ends notice a dead peer.
 */
export interface SessionLimits {
  statementMs: number;
  lockMs: number;
  idleInTxMs: number;
}

/** The engine writes little and must hand over fast; the gateway reads more. */
export const SESSION_LIMITS = {
  engine: { statementMs: 15_000, lockMs: 2_000, idleInTxMs: 5_000 },
  gateway: { statementMs: 30_000, lockMs: 5_000, idleInTxMs: 15_000 },
  /** The seed and the benchmarks' fills: statements of 20,000 rows through every trigger and index. */
  batch: { statementMs: 600_000, lockMs: 30_000, idleInTxMs: 60_000 },
} as const satisfies Record<string, SessionLimits>;

// Server side: probe an idle client after 15 s, every 5 s, give up after 3 (≈30 s to drop a dead peer).
const SERVER_KEEPALIVE = '-c tcp_keepalives_idle=15 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3';

export function sessionOptions(limits: SessionLimits): string {
  return [
    `-c statement_timeout=${limits.statementMs}`,
    `-c lock_timeout=${limits.lockMs}`,
    `-c idle_in_transaction_session_timeout=${limits.idleInTxMs}`,
    SERVER_KEEPALIVE,
  ].join(' ');
}

/** Raised by the driver when the server did not answer within the client-side bound. */
const isReadTimeout = (err: unknown) => err instanceof Error && /Query read timeout/i.test(err.message);

export function createPostgresDb(
  url: string,
  opts: { max?: number; applicationName?: string; limits?: SessionLimits } = {},
): Db {
  const limits = opts.limits ?? SESSION_LIMITS.gateway;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    application_name: opts.applicationName ?? 'sinais',
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    options: sessionOptions(limits),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Client side: a half-open connection (the answer never comes) fails the query instead of hanging.
    query_timeout: limits.statementMs + 5000,
  });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const listener = createPgListener(
    url,
    sessionOptions(limits),
    `${opts.applicationName ?? 'sinais'}-listen`,
  );
  const { query } = rowsQueryable((sql, params) => pool.query(sql, params));
  return {
    kind: 'postgres',
    query,
    async exec(sql) {
      await pool.query(sql);
    },
    async tx(fn) {
      const client = await pool.connect();
      // The pool stops listening for errors on a checked-out client: a server restart mid-transaction would
      // emit an unhandled 'error' and kill the process. Keep listening, and drop the broken connection.
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(rowsQueryable((sql, params) => client.query(sql, params)));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        // After a read timeout the connection's state is unknown: never reuse it.
        if (isReadTimeout(err)) broken ??= err as Error;
        else await client.query('ROLLBACK').catch((e: unknown) => void (broken ??= e as Error));
        throw err;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    listen: (channel, onNotify, onResumed) => listener.listen(channel, onNotify, onResumed),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
