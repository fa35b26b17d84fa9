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

export interface LeaseHandlers {
  /** Called when the lease is won; not awaited by the lease, which keeps renewing meanwhile. */
  onAcquired: () => void;
  /** Called when the lease can no longer be proven ours (taken, expired or the store unreachable). */
  onLost: () => void;
}

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

/**
 * Exactly one active engine per database: lease terms are rows of `engine_lease` (name, token), the newest
 * token is the current term, its expiry is set by the database clock and renewed every ttl/3. A takeover
 * INSERTs the next term when the current one has expired: it never waits for a row lock, so a frozen
 * engine or a session holding a lock on the old row cannot hold the role hostage. A standby tries every
 * ttl/3, so it takes over at most ttl + ttl/3 after the holder stops renewing (13.3 s with the default 10 s).
 *
 * Fencing without a held lock: a signal write binds its transaction to this term (`assertHeld`), and a
 * deferred trigger re-checks the term at COMMIT, inside the server, under a shared advisory lock a takeover
 * takes exclusively. A write from an ended term therefore fails at commit, whatever happened between its
 * statements (freeze, partition). The server-side idle-in-transaction limit ends a frozen transaction and
 * frees the signal rows it touched.
 *
 * The holder gives up on its own when it has not renewed for a whole ttl, counted from when the last
 * successful renewal was sent, so it always stops before the database could hand the term to someone else.
 */
export class PostgresLease {
  private timer: NodeJS.Timeout | null = null;
  private deadline: NodeJS.Timeout | null = null;
  private token: number | null = null;
  private stepping: Promise<void> = Promise.resolve();
  private coolUntil = 0;
  private handlers: LeaseHandlers | null = null;

  constructor(
    private readonly db: Db,
    readonly name: string,
    readonly instanceId: string,
    private readonly ttlMs: number,
  ) {}

  get isHeld(): boolean {
    return this.token !== null;
  }

  /** Starts the loop; resolves after the first attempt, so a free lease is already won when it returns. */
  start(handlers: LeaseHandlers): Promise<void> {
    this.handlers = handlers;
    const tick = () => {
      this.stepping = this.stepping.then(() => this.step()).catch(() => undefined);
      return this.stepping;
    };
    this.timer = setInterval(tick, Math.max(200, Math.floor(this.ttlMs / 3)));
    return tick();
  }

  /**
   * Binds the caller's transaction to this term and fails it early when the term is already over. The
   * authoritative check runs again at COMMIT (see the class comment); no row lock is taken here.
   */
  async assertHeld(q: Queryable): Promise<void> {
    const token = this.token;
    if (token === null) throw new LeaseLostError();
    await q.query(BIND, [this.name, this.instanceId, String(token)]);
    const rows = await q.query(HELD, [this.name, this.instanceId, token]);
    if (rows.length !== 1) throw new LeaseLostError();
  }

  /** Gives the lease back (e.g. this instance could not start) and stays out for one ttl. */
  async release(): Promise<void> {
    const token = this.token;
    this.drop();
    this.coolUntil = Date.now() + this.ttlMs;
    if (token !== null)
      await this.db.query(RELEASE, [this.name, this.instanceId, token]).catch(() => undefined);
  }

  private async step(): Promise<void> {
    if (this.timer === null) return;
    const sentAt = Date.now();
    const held = this.token;
    if (held !== null) {
      const rows = await this.db
        .tx(async (q) => {
          await q.query(LOCK_SHARED, [this.name]);
          return q.query<{ token: number }>(RENEW, [this.name, this.instanceId, held, this.ttlMs]);
        })
        .catch(() => null);
      // Unreachable store (or a lock wait that timed out): keep the term until the deadline; a clear "not
      // yours" ends it now. A term that ended while the renewal was in flight (deadline, release) stays ended.
      if (rows === null || this.token !== held) return;
      if (rows.length === 1) this.armDeadline(sentAt);
      else this.lose();
      return;
    }
    if (Date.now() < this.coolUntil) return;
    const token = await this.acquire().catch(() => null);
    if (token === null || this.timer === null) return;
    this.token = token;
    this.armDeadline(sentAt);
    this.handlers?.onAcquired();
  }

  /** A new term when the current one is free, expired or already ours (a restart with the same id). */
  private acquire(): Promise<number | null> {
    return this.db.tx(async (q) => {
      await q.query(LOCK, [this.name]);
      const [current] = await q.query<{ token: number; holder: string; live: boolean }>(CURRENT, [this.name]);
      if (current?.live && current.holder !== this.instanceId) return null;
      const next = Number(current?.token ?? 0) + 1;
      const [row] = await q.query<{ token: number }>(INSERT_TERM, [
        this.name,
        this.instanceId,
        next,
        this.ttlMs,
      ]);
      await q.query(PRUNE, [this.name, next]);
      return row ? Number(row.token) : null;
    });
  }

  private armDeadline(sentAt: number): void {
    if (this.deadline) clearTimeout(this.deadline);
    this.deadline = setTimeout(() => this.lose(), Math.max(0, sentAt + this.ttlMs - Date.now()));
  }

  private lose(): void {
    if (this.token === null) return;
    this.drop();
    this.handlers?.onLost();
  }

  private drop(): void {
    this.token = null;
    if (this.deadline) clearTimeout(this.deadline);
    this.deadline = null;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.stepping;
    const token = this.token;
    this.drop();
    if (token !== null)
      await this.db.query(RELEASE, [this.name, this.instanceId, token]).catch(() => undefined);
  }
}
