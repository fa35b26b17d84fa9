import { create } from 'zustand';
import type { AnalysisStatus, PairAnalysis, TypedEnvelope } from '@sinais/shared';

export const HISTORY_KEPT = 30;
export const HISTORY_SHOWN = 10;
export const PENDING_SHOWN = 10;

export interface AnalysisState {
  status: AnalysisStatus | null;
  /** ms of the newest status applied (event ts or fetch time), so an older poll never overwrites a newer event. */
  statusAt: number;
  engineOnline: boolean | null;
  current: PairAnalysis | null;
  history: PairAnalysis[];
  /** A status (read or event) has been applied. */
  loaded: boolean;
  setStatus: (status: AnalysisStatus | null, at: number, engineOnline: boolean) => void;
  setCurrent: (current: PairAnalysis | null) => void;
  setHistory: (history: PairAnalysis[]) => void;
  'analysis:progressed': (env: TypedEnvelope<'analysis:progressed'>) => void;
  'analysis:pair-analyzed': (env: TypedEnvelope<'analysis:pair-analyzed'>) => void;
}

export const useAnalysisStore = create<AnalysisState>()((set, get) => ({
  status: null,
  statusAt: 0,
  engineOnline: null,
  current: null,
  history: [],
  loaded: false,
  setStatus: (status, at, engineOnline) => {
    if (at < get().statusAt) return set({ engineOnline, loaded: true });
    set({ status, statusAt: at, engineOnline, loaded: true });
  },
  setCurrent: (current) => {
    const prev = get().current;
    if (prev && current && Date.parse(prev.analyzed_at) > Date.parse(current.analyzed_at)) return;
    set({ current });
  },
  setHistory: (history) => set({ history: history.slice(0, HISTORY_KEPT) }),
  'analysis:progressed': (env) => {
    if (env.ts < get().statusAt) return;
    set({ status: env.data, statusAt: env.ts, engineOnline: true, loaded: true });
  },
  'analysis:pair-analyzed': (env) =>
    set((s) => ({
      current: env.data,
      history: [
        env.data,
        ...s.history.filter((h) => !(h.symbol === env.data.symbol && h.analyzed_at === env.data.analyzed_at)),
      ].slice(0, HISTORY_KEPT),
    })),
}));

/** Pending signals are read from the one signals store (lib/live), which the signal events keep current. */
export const ANALYSIS_EVENTS = ['analysis:progressed', 'analysis:pair-analyzed'] as const;
