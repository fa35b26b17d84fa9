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
