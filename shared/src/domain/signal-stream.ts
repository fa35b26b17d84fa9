import type { CommandResponse } from '../events/commands';
import type { Envelope } from '../events/envelope';

/**
 * Client side of "no lost signal": applies signal events once and in seq order. While a catch-up
 * (`signals:sync`) is in flight, live events are held back and applied after the replayed ones.
 */
export class SignalStream<E extends Envelope = Envelope> {
  private held: E[] = [];
  private syncing = false;
  /** The last catch-up failed: the gap is still unknown, so live events wait for the next one. */
  private stale = false;

  constructor(
    private readonly onEvent: (env: E) => void,
    /** Called when the gap is too old to replay: refetch the REST snapshot, then `resetTo` its seq. */
    private readonly onReset: (latestSeq: number) => void,
    public lastSeq = 0,
  ) {}

  get isSyncing(): boolean {
    return this.syncing;
  }

  /** True after a failed catch-up: live events are held until the caller syncs again (and it should). */
  get needsSync(): boolean {
    return this.stale;
  }

  receive(env: E): void {
    if (this.syncing || this.stale) this.held.push(env);
    else this.apply(env);
  }

  beginSync(): number {
    this.syncing = true;
    return this.lastSeq;
  }

  /** `null` = the catch-up failed (error or timeout): keep holding live events until a later sync succeeds. */
  endSync(result: CommandResponse<'signals:sync'> | null): void {
    this.syncing = false;
    // Applying held events now would move lastSeq past the gap and the retry would never ask for it.
    if (!result) {
      this.stale = true;
      return;
    }
    this.stale = false;
    if (result.reset) {
      this.lastSeq = Math.max(this.lastSeq, result.latest_seq);
      this.onReset(result.latest_seq);
    } else {
      for (const env of result.events) this.apply(env as E);
      this.lastSeq = Math.max(this.lastSeq, result.latest_seq);
    }
    const held = this.held.sort((a, b) => Number(a.id) - Number(b.id));
    this.held = [];
    for (const env of held) this.apply(env);
  }

  /** After a snapshot: everything up to `seq` is already reflected. */
  resetTo(seq: number): void {
    this.lastSeq = seq;
  }

  private apply(env: E): void {
    const seq = Number(env.id);
    if (!Number.isFinite(seq) || seq <= this.lastSeq) return;
    this.lastSeq = seq;
    this.onEvent(env);
  }
}
