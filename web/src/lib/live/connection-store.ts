import { create } from 'zustand';

export type ConnectionState = 'idle' | 'connecting' | 'online' | 'offline';

export interface ConnectionStore {
  state: ConnectionState;
  /** Number of catch-ups done (each connect and each `signals:resync`). */
  syncs: number;
  lastSyncAt: number | null;
  setState: (state: ConnectionState) => void;
  synced: (at?: number) => void;
}

export const useConnectionStore = create<ConnectionStore>()((set) => ({
  state: 'idle',
  syncs: 0,
  lastSyncAt: null,
  setState: (state) => set({ state }),
  synced: (at = Date.now()) => set((s) => ({ syncs: s.syncs + 1, lastSyncAt: at })),
}));
