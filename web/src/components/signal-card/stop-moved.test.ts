import { describe, expect, it } from 'vitest';
import { roomOf, signalChangeSchema, type Signal } from '@sinais/shared';
import { makeConfirmedSignal } from '@sinais/shared/testing';
import { createSignalsStore } from '@/lib/live/signals-store';
import { parseSignal } from '@/lib/live/signal-parse';
import { stopLabel } from './member-signal-card';

const env = (seq: number, signal: Signal) => ({
  type: 'signal:stop-moved' as const,
  v: 1 as const,
  id: String(seq),
  ts: Date.now(),
  data: signalChangeSchema.parse({ seq, kind: 'stop-moved', signal }),
});

describe('a trailing stop that moves reaches the member', () => {
  const trailing = makeConfirmedSignal({ id: 't', stop_loss: 90, trail_distance: 10 });

  it('goes to the signal rooms like the other signal changes', () => {
    expect(roomOf({ type: 'signal:stop-moved', data: { signal: trailing } })).toBe('members');
    const experimental = { ...trailing, experimental: true };
    expect(roomOf({ type: 'signal:stop-moved', data: { signal: experimental } })).toBe('experimental');
  });

  it('lands in the signals store: the card shows the new stop, named "Stop móvel"', () => {
    const store = createSignalsStore();
    store.getState().applyChange({
      ...env(5, trailing),
      type: 'signal:confirmed',
      data: { ...env(5, trailing).data, kind: 'confirmed' },
    });
    store.getState().applyChange(env(6, { ...trailing, stop_loss: 97.5 }));
    // An older move arriving late changes nothing.
    store.getState().applyChange(env(4, { ...trailing, stop_loss: 91 }));
    const held = store.getState().byId.t!.signal;
    expect(held.stop_loss).toBe(97.5);
    expect(stopLabel(held)).toBe('Stop móvel');
    expect(stopLabel(parseSignal({ ...trailing, trail_distance: null })!)).toBe('Stop');
  });
});
