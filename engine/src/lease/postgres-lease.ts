import type { Db, Queryable } from '@sinais/shared/server';
import { createLeaseStore, LeaseLostError, type LeaseStore } from '../data/lease.store';

export { LeaseLostError, LEASE_FENCE_SQLSTATE } from '../data/lease.store';

export interface LeaseHandlers {
  /** Called when the lease is won; not awaited by the lease, which keeps renewing meanwhile. */
  onAcquired: () => void;
  /** Called when the lease can no longer be proven ours (taken, expired or the store unreachable). */
  onLost: () => void;
}

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
  private readonly store: LeaseStore;

  constructor(
    db: Db,
    readonly name: string,
    readonly instanceId: string,
    private readonly ttlMs: number,
  ) {
    this.store = createLeaseStore(db, name, instanceId, ttlMs);
  }

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
    if (!(await this.store.bind(q, token))) throw new LeaseLostError();
  }

  /** Gives the lease back (e.g. this instance could not start) and stays out for one ttl. */
  async release(): Promise<void> {
    const token = this.token;
    this.drop();
    this.coolUntil = Date.now() + this.ttlMs;
    if (token !== null) await this.store.release(token).catch(() => undefined);
  }

  private async step(): Promise<void> {
    if (this.timer === null) return;
    const sentAt = Date.now();
    const held = this.token;
    if (held !== null) {
      const renewed = await this.store.renew(held).catch(() => null);
      // Unreachable store (or a lock wait that timed out): keep the term until the deadline; a clear "not
      // yours" ends it now. A term that ended while the renewal was in flight (deadline, release) stays ended.
      if (renewed === null || this.token !== held) return;
      if (renewed) this.armDeadline(sentAt);
      else this.lose();
      return;
    }
    if (Date.now() < this.coolUntil) return;
    const token = await this.store.acquire().catch(() => null);
    if (token === null || this.timer === null) return;
    this.token = token;
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
    if (token !== null) await this.store.release(token).catch(() => undefined);
  }
}
