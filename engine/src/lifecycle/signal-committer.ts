import type { Signal, SignalChange, SignalEventKind } from '@sinais/shared';
import { signalEventType } from '@sinais/shared';
import { EnginePausedError, type SignalsStore } from '../data/signals.store';
import type { Publisher } from '../publisher/publisher';
import type { SystemLogger } from '../publisher/system-log';
import type { Tracked } from './tracked';

/** Where a commit left the signal: still open, ended, moved by someone else, or refused by a stored pause. */
export type Committed = 'open' | 'ended' | 'gone' | 'paused';

/**
 * Stores a decided transition (row + appended event, one transaction), then publishes it with the event's seq
 * as the envelope id. If the store is down the decision is kept on the tracked signal as made (its time and
 * price) and retried as is on the next pass.
 */
export class SignalCommitter {
  constructor(
    private readonly store: SignalsStore,
    private readonly publisher: Publisher,
    private readonly log: SystemLogger,
    private readonly onStored?: (kind: SignalEventKind) => void,
  ) {}

  async commit(t: Tracked, next: Signal, kind: SignalEventKind, after: () => void): Promise<Committed> {
    t.unwritten = { next, kind, after };
    let change: SignalChange | null;
    try {
      change = await this.store.update(next, kind);
    } catch (err) {
      // A pause stored after this engine last read it: the store refused the confirmation.
      if (!(err instanceof EnginePausedError)) throw err;
      t.unwritten = null;
      return 'paused';
    }
    t.unwritten = null;
    if (!change) return 'gone';
    this.publish(change);
    const ended = next.status === 'REJECTED' || (next.outcome !== null && next.outcome !== 'OPEN');
    if (ended) return 'ended';
    t.signal = next;
    return 'open';
  }

  /** Publishing never throws: the transition is already committed and clients catch up from signal_events. */
  publish(change: SignalChange): void {
    this.onStored?.(change.kind);
    try {
      this.publisher.publish(
        signalEventType(change.kind),
        { seq: change.seq, kind: change.kind, signal: change.signal },
        { id: String(change.seq) },
      );
    } catch (err) {
      this.log.error(
        'SIGNAL_GEN',
        `Evento do sinal ${change.signal.symbol} não publicado (seq ${change.seq})`,
        { err },
      );
    }
  }
}
