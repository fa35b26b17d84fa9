import { create } from 'zustand';
import type { SignalEnvelope } from '@sinais/shared';
import type { ViewSignal as Signal } from './signal-parse';

export interface SignalEntry {
  signal: Signal;
  /** The seq of the change this entry reflects; older changes for the same signal are ignored. */
  seq: number;
  /** When this tab received it live (not from a snapshot), for the "new" highlight. */
  liveAt: number | null;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SignalsState {
  byId: Record<string, SignalEntry>;
  /** Seq of the last snapshot taken. */
  snapshotSeq: number;
  status: LoadStatus;
  error: string | null;
  lastUpdate: number | null;
  setLoading: () => void;
  setError: (message: string) => void;
  /** Replaces the confirmed list with a REST snapshot (parsed), keeping entries that are newer than it. */
  setSnapshot: (signals: readonly Signal[], latestSeq: number | null, now?: number) => void;
  /**
   * Merges signals an admin screen loaded over REST (pending, rejected, confirmed). They carry no seq: an entry
   * the stream delivered wins unless the REST copy is further along its lifecycle (decided, then closed).
   */
  mergeSignals: (signals: readonly Signal[]) => void;
  clear: () => void;
  /** Forgets every experimental signal (the member turned "Ver sinais experimentais" off). */
  dropExperimental: () => void;
  /**
   * Applies one signal change (created, confirmed, rejected, closed, updated: the same rule for each): the entry
   * takes the change's signal unless it already reflects a later seq.
   */
  applyChange: (env: SignalEnvelope) => void;
}

/** A signal only moves forward: pending, then confirmed or rejected, then closed. */
function lifecycleRank(s: Signal): number {
  if (s.status === 'PENDING') return 0;
  if (s.status === 'REJECTED') return 2;
  return s.closed_at || (s.outcome && s.outcome !== 'OPEN') ? 2 : 1;
}

/**
 * The browser's one signals store, normalised by id: members hold confirmed signals, admins also pending and
 * rejected ones. The socket module applies every signal event here (seq-ordered and parsed with the shared
 * schema) before any other subscriber sees it; screens read it through the selectors below.
 */
export function createSignalsStore() {
  return create<SignalsState>()((set, get) => ({
    byId: {},
    snapshotSeq: 0,
    status: 'idle',
    error: null,
    lastUpdate: null,
    setLoading: () => set((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading' })),
    setError: (message) => set({ status: 'error', error: message }),
    setSnapshot: (signals, latestSeq, now = Date.now()) => {
      const seq = latestSeq ?? 0;
      const next: Record<string, SignalEntry> = {};
      // Pending and rejected signals are not in the confirmed snapshot: they stay as they are.
      for (const [id, e] of Object.entries(get().byId)) if (e.signal.status !== 'CONFIRMED') next[id] = e;
      for (const signal of signals)
        next[signal.id] = { signal, seq, liveAt: get().byId[signal.id]?.liveAt ?? null };
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
    mergeSignals: (signals) => {
      const byId = { ...get().byId };
      for (const signal of signals) {
        const current = byId[signal.id];
        if (current) {
          const rest = lifecycleRank(signal);
          const held = lifecycleRank(current.signal);
          if (rest < held || (rest === held && current.seq > 0)) continue;
        }
        // The seq stays: a later streamed change still applies over this copy.
        byId[signal.id] = { signal, seq: current?.seq ?? 0, liveAt: current?.liveAt ?? null };
      }
      set({ byId });
    },
    clear: () => set({ byId: {}, snapshotSeq: 0, status: 'idle', error: null, lastUpdate: null }),
    dropExperimental: () =>
      set({
        byId: Object.fromEntries(Object.entries(get().byId).filter(([, e]) => !e.signal.experimental)),
      }),
    applyChange: (env) => {
      const seq = Number(env.id);
      const { signal } = env.data;
      const current = get().byId[signal.id];
      if (!Number.isFinite(seq) || (current && current.seq >= seq)) return;
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
    },
  }));
}

export const useSignalsStore = createSignalsStore();

const decidedAt = (s: Signal) => Date.parse(s.confirmed_at ?? s.rejected_at ?? s.created_at);
const newestFirst = (a: Signal, b: Signal) => decidedAt(b) - decidedAt(a);

function byStatus(state: Pick<SignalsState, 'byId'>, status: Signal['status']): Signal[] {
  return Object.values(state.byId)
    .map((e) => e.signal)
    .filter((s) => s.status === status)
    .sort(newestFirst);
}

/** Selectors over the one store (use with `useShallow` or memoise: each call builds a new array). */
export const selectConfirmed = (s: Pick<SignalsState, 'byId'>) => byStatus(s, 'CONFIRMED');
export const selectPending = (s: Pick<SignalsState, 'byId'>) => byStatus(s, 'PENDING');
export const selectRejected = (s: Pick<SignalsState, 'byId'>) => byStatus(s, 'REJECTED');
export const selectBySymbol = (s: Pick<SignalsState, 'byId'>, symbol: string) =>
  Object.values(s.byId)
    .map((e) => e.signal)
    .filter((x) => x.symbol === symbol)
    .sort(newestFirst);
