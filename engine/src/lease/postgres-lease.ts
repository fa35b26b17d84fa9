import type { Db, Queryable } from '@sinais/shared/server';

/** Thrown inside a write transaction when this instance no longer holds the lease it started with. */
export class LeaseLostError extends Error {
  constructor() {
    super('a concessão do motor não pertence mais a esta instância');
    this.name = 'LeaseLostError';
  }
}

export interface LeaseHandlers {
  /** Called when the lease is won; not awaited by the lease, which keeps renewing meanwhile. */
  onAcquired: () => void;
  /** Called when the lease can no longer be proven ours (taken, expired or the store unreachable). */
  onLost: () => void;
}

// One statement: take the row when it is free, expired or already ours (a restart with the same id).
const ACQUIRE = `
  INSERT INTO engine_lease (name, holder, token, expires_at)
  VALUES ($1, $2, 1, now() + $3 * interval '1 millisecond')
  ON CONFLICT (name) DO UPDATE
     SET holder = EXCLUDED.holder, token = engine_lease.token + 1,
         acquired_at = now(), expires_at = EXCLUDED.expires_at
   WHERE engine_lease.expires_at <= now() OR engine_lease.holder = EXCLUDED.holder
  RETURNING token`;
const RENEW = `
  UPDATE engine_lease SET expires_at = now() + $4 * interval '1 millisecond'
   WHERE name = $1 AND holder = $2 AND token = $3 AND expires_at > now()
  RETURNING token`;
const RELEASE = `DELETE FROM engine_lease WHERE name = $1 AND holder = $2 AND token = $3`;
const HELD = `
  SELECT 1 FROM engine_lease
   WHERE name = $1 AND holder = $2 AND token = $3 AND expires_at > now()
     FOR SHARE`;

/**
 * Exactly one active engine per database: a row in `engine_lease` with an expiry set by the database clock,
 * renewed every ttl/3. A standby tries every ttl/3, so it takes over at most ttl + ttl/3 after the holder
 * dies (13.3 s with the default 10 s).
 *
 * The holder gives up on its own when it has not renewed for a whole ttl (counted from when the last
 * successful renewal was sent, so it always stops before the database could hand the row to someone else),
 * and every signal write checks the row under FOR SHARE in its own transaction (`assertHeld`): a write from
 * an older term commits before the next holder can take the row, or not at all.
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

  /** Fails the caller's transaction unless this instance still holds the lease (see the class comment). */
  async assertHeld(q: Queryable): Promise<void> {
    const token = this.token;
    if (token === null) throw new LeaseLostError();
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
        .query<{ token: number }>(RENEW, [this.name, this.instanceId, held, this.ttlMs])
        .catch(() => null);
      // Unreachable store: keep the term until the deadline; a clear "not yours" ends it now. A term that
      // ended while the renewal was in flight (deadline, release) stays ended.
      if (rows === null || this.token !== held) return;
      if (rows.length === 1) this.armDeadline(sentAt);
      else this.lose();
      return;
    }
    if (Date.now() < this.coolUntil) return;
    const rows = await this.db
      .query<{ token: number }>(ACQUIRE, [this.name, this.instanceId, this.ttlMs])
      .catch(() => []);
    if (rows.length !== 1 || this.timer === null) return;
    this.token = Number(rows[0]!.token);
    this.armDeadline(sentAt);
    this.handlers?.onAcquired();
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
