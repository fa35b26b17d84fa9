import type { Db, Queryable } from '@sinais/shared/server';

/** Thrown inside a write transaction when this instance no longer holds the lease it started with. */
export class LeaseLostError extends Error {
  constructor() {
    super('a concessão do motor não pertence mais a esta instância');
    this.name = 'LeaseLostError';
  }
}

/** SQLSTATE the commit-time fence raises (migration 013). */
export const LEASE_FENCE_SQLSTATE = 'SCL01';

// Takeovers and the commit-time fence of signal writes meet on this advisory lock (exclusive / shared).
const LOCK = `SELECT pg_advisory_xact_lock(482117002, hashtext($1))`;
const LOCK_SHARED = `SELECT pg_advisory_xact_lock_shared(482117002, hashtext($1))`;
const CURRENT = `
  SELECT token, holder, expires_at > clock_timestamp() AS live
    FROM engine_lease WHERE name = $1 ORDER BY token DESC LIMIT 1`;
const INSERT_TERM = `
  INSERT INTO engine_lease (name, holder, token, acquired_at, expires_at)
  VALUES ($1, $2, $3, clock_timestamp(), clock_timestamp() + $4 * interval '1 millisecond')
  RETURNING token`;
// Old terms go, except the last few; rows someone holds a lock on are skipped, never waited for.
const PRUNE = `
  DELETE FROM engine_lease WHERE ctid IN (
    SELECT ctid FROM engine_lease WHERE name = $1 AND token < $2 - 20 FOR UPDATE SKIP LOCKED)`;
const RENEW = `
  UPDATE engine_lease SET expires_at = clock_timestamp() + $4 * interval '1 millisecond'
   WHERE name = $1 AND holder = $2 AND token = $3 AND expires_at > clock_timestamp()
     AND token = (SELECT max(token) FROM engine_lease WHERE name = $1)
  RETURNING token`;
const RELEASE = `
  UPDATE engine_lease SET expires_at = clock_timestamp()
   WHERE name = $1 AND holder = $2 AND token = $3 AND expires_at > clock_timestamp()`;
// Read by the commit-time fence (engine_lease_fence) of every signal write in this transaction.
const BIND = `
  SELECT set_config('sinais.lease_name', $1, true), set_config('sinais.lease_holder', $2, true),
         set_config('sinais.lease_token', $3::text, true)`;
const HELD = `
  SELECT 1 FROM engine_lease
   WHERE name = $1 AND holder = $2 AND token = $3 AND expires_at > clock_timestamp()
     AND token = (SELECT max(token) FROM engine_lease WHERE name = $1)`;

/** The lease terms of one engine instance (engine_lease rows): see `PostgresLease` for the protocol. */
export function createLeaseStore(db: Db, name: string, instanceId: string, ttlMs: number) {
  return {
    /** Binds the transaction to the term (read by the commit-time fence); true while the term is current. */
    async bind(q: Queryable, token: number): Promise<boolean> {
      await q.query(BIND, [name, instanceId, String(token)]);
      const rows = await q.query(HELD, [name, instanceId, token]);
      return rows.length === 1;
    },

    /** Extends the term; false when it is no longer ours. */
    renew(token: number): Promise<boolean> {
      return db.tx(async (q) => {
        await q.query(LOCK_SHARED, [name]);
        const rows = await q.query<{ token: number }>(RENEW, [name, instanceId, token, ttlMs]);
        return rows.length === 1;
      });
    },

    /** A new term when the current one is free, expired or already ours (a restart with the same id). */
    acquire(): Promise<number | null> {
      return db.tx(async (q) => {
        await q.query(LOCK, [name]);
        const [current] = await q.query<{ token: number; holder: string; live: boolean }>(CURRENT, [name]);
        if (current?.live && current.holder !== instanceId) return null;
        const next = Number(current?.token ?? 0) + 1;
        const [row] = await q.query<{ token: number }>(INSERT_TERM, [name, instanceId, next, ttlMs]);
        await q.query(PRUNE, [name, next]);
        return row ? Number(row.token) : null;
      });
    },

    async release(token: number): Promise<void> {
      await db.query(RELEASE, [name, instanceId, token]);
    },
  };
}

export type LeaseStore = ReturnType<typeof createLeaseStore>;
