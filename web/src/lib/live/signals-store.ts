import { create } from 'zustand';
import type { Envelope, SignalChange } from '@sinais/shared';
import { normalizeSignal, type ViewSignal } from './signal-normalize';

export interface SignalEntry {
  signal: ViewSignal;
  /** The seq of the change this entry reflects; older changes for the same signal are ignored. */
  seq: number;
  /** When this tab received it live (not from a snapshot), for the "new" highlight. */
  liveAt: number | null;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

type SignalEnvelope = Envelope<string, SignalChange>;

export interface SignalsState {
  byId: Record<string, SignalEntry>;
  /** Seq of the last snapshot taken. */
  snapshotSeq: number;
  status: LoadStatus;
  error: string | null;
  lastUpdate: number | null;
  setLoading: () => void;
  setError: (message: string) => void;
  /** Replaces the list with a REST snapshot, keeping entries that are newer than it. */
  setSnapshot: (raw: readonly unknown[], latestSeq: number | null, now?: number) => void;
  clear: () => void;
  'signal:created': (env: SignalEnvelope) => void;
  'signal:confirmed': (env: SignalEnvelope) => void;
  'signal:rejected': (env: SignalEnvelope) => void;
  'signal:closed': (env: SignalEnvelope) => void;
  'signal:updated': (env: SignalEnvelope) => void;
}

/** The signal list every member page reads; socket events land here through handlers named after them. */
export function createSignalsStore() {
  return create<SignalsState>()((set, get) => {
    const applyChange = (env: SignalEnvelope) => {
      const seq = Number(env.id);
      const signal = normalizeSignal(env.data?.signal);
      if (!signal || !Number.isFinite(seq)) return;
      const current = get().byId[signal.id];
      if (current && current.seq >= seq) return;
      const now = Date.now();
      set({
        byId: {
          ...get().byId,
          [signal.id]: {
            signal,
            seq,
            liveAt: env.type === 'signal:confirmed' ? now : (current?.liveAt ?? null),
          },
        },
        lastUpdate: now,
      });
    };
    return {
      byId: {},
      snapshotSeq: 0,
      status: 'idle',
      error: null,
      lastUpdate: null,
      setLoading: () => set((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading' })),
      setError: (message) => set({ status: 'error', error: message }),
      setSnapshot: (raw, latestSeq, now = Date.now()) => {
        const seq = latestSeq ?? 0;
        const next: Record<string, SignalEntry> = {};
        for (const r of raw) {
          const signal = normalizeSignal(r);
          if (signal) next[signal.id] = { signal, seq, liveAt: get().byId[signal.id]?.liveAt ?? null };
        }
        // Live changes newer than the snapshot stay (they arrived while it was in flight).
        for (const [id, e] of Object.entries(get().byId)) if (e.seq > seq) next[id] = e;
        set({
          byId: next,
          snapshotSeq: Math.max(seq, get().snapshotSeq),
          status: 'ready',
          error: null,
          lastUpdate: now,
        });
      },
      clear: () => set({ byId: {}, snapshotSeq: 0, status: 'idle', error: null, lastUpdate: null }),
      'signal:created': applyChange,
      'signal:confirmed': applyChange,
      'signal:rejected': applyChange,
      'signal:closed': applyChange,
      'signal:updated': applyChange,
    };
  });
}

export const useSignalsStore = createSignalsStore();
