/** The one query surface both PostgreSQL and the embedded store implement. SQL uses $1-style params. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'embedded';
  /** Runs fn in one transaction; rolls back if it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * LISTEN on a channel (NOTIFY from triggers). `onResumed` runs after the listening connection was lost and
   * came back: notifications sent meanwhile are gone, so the caller re-checks what it watches.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResumed?: () => void): Promise<() => void>;
  close(): Promise<void>;
}

/** A driver's query call that answers `{ rows }`: pg's pool and client, PGlite and its transaction. */
type RowsQuery = (sql: string, params: unknown[] | undefined) => Promise<{ rows: unknown[] }>;

/** The Queryable over a driver's query call: every store hands repositories plain row arrays. */
export function rowsQueryable(run: RowsQuery): Queryable {
  return { query: async (sql, params) => (await run(sql, params as unknown[] | undefined)).rows as never[] };
}

export async function one<T>(q: Queryable, sql: string, params?: readonly unknown[]): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}

/** The cheapest round trip to the store: health probes use it. */
export async function pingStore(q: Queryable): Promise<void> {
  await q.query('SELECT 1');
}

/** Whether the store answers a round trip within `timeoutMs` (health and status probes). */
export async function storeAnswers(q: Queryable, timeoutMs = 2000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      pingStore(q),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
