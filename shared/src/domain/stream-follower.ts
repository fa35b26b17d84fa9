import type { Envelope } from '../events/envelope';
import type { StreamPosition } from '../events/stream';

/** What a catch-up (`streams:sync`) brought for one stream: the events after the client's position, or a reset. */
export interface StreamCatchUp<E> {
  events: E[];
  /** The stream's position at the server when it answered. */
  position: StreamPosition;
  reset: boolean;
}

/**
 * Client side of a recoverable stream (admin logs, analysis progress), as SignalStream is for signals: applies each
 * event once and in offset order, follows a new epoch (a new or restored database) with a reset, and holds live
 * events while a catch-up is in flight so replayed ones come first. Never a silent gap: what cannot be replayed is
 * a reset, which the caller shows ("histórico reiniciado") and answers with the REST snapshot.
 */
export class StreamFollower<E extends Envelope = Envelope> {
  private held: E[] = [];
  private syncing = false;
  /** The last catch-up failed: live events wait for the next one (applying them would hide the gap). */
  private stale = false;

  constructor(
    private readonly onEvent: (env: E) => void,
    private readonly onReset: (position: StreamPosition) => void,
    public position: StreamPosition | null = null,
  ) {}

  get isSyncing(): boolean {
    return this.syncing;
  }

  receive(env: E): void {
    if (this.syncing || this.stale) this.held.push(env);
    else this.apply(env);
  }

  beginSync(): StreamPosition | null {
    this.syncing = true;
    return this.position;
  }

  /** `null` = the catch-up failed: keep holding live events until a later one succeeds. */
  endSync(result: StreamCatchUp<E> | null): void {
    this.syncing = false;
    if (!result) {
      this.stale = true;
      return;
    }
    this.stale = false;
    if (result.reset || (this.position && this.position.epoch !== result.position.epoch)) {
      this.position = result.position;
      this.onReset(result.position);
    } else {
      for (const env of result.events) this.apply(env);
      if (!this.position || result.position.offset > this.position.offset) this.position = result.position;
    }
    const held = this.held;
    this.held = [];
    for (const env of held) this.apply(env);
  }

  /** A REST snapshot holds everything up to `position`: start there, or restart if it is another epoch. */
  adopt(position: StreamPosition): void {
    if (this.position && this.position.epoch !== position.epoch) {
      this.position = position;
      this.onReset(position);
      return;
    }
    if (!this.position || position.offset > this.position.offset) this.position = position;
  }

  private apply(env: E): void {
    const at = env.stream;
    // Written while the store was down: shown as it comes, it has no place in the history to recover.
    if (!at) return this.onEvent(env);
    if (this.position && at.epoch !== this.position.epoch) {
      this.position = at;
      this.onReset(at);
      return this.onEvent(env);
    }
    if (this.position && at.offset <= this.position.offset) return;
    this.position = at;
    this.onEvent(env);
  }
}
