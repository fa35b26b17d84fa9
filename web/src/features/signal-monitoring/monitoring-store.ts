import { create } from 'zustand';
import type { EngineControl, MonitoringOverview } from '@sinais/shared';

export interface MonitoringState {
  overview: MonitoringOverview | null;
  /** Grows on every live event that may change the page. */
  changes: number;
  setOverview: (o: MonitoringOverview) => void;
  setControl: (c: EngineControl) => void;
  'signal:created': () => void;
  'signal:confirmed': () => void;
  'signal:rejected': () => void;
  'analysis:progressed': () => void;
}

export const useMonitoringStore = create<MonitoringState>()((set) => ({
  overview: null,
  changes: 0,
  setOverview: (overview) => set({ overview }),
  // The stored state the command returned: shown at once, never a stale flip back.
  setControl: (control) =>
    set((s) =>
      s.overview
        ? {
            overview: {
              ...s.overview,
              control,
              stats: {
                ...s.overview.stats,
                control,
                is_monitoring: s.overview.stats.engine_online && !control.paused,
              },
            },
          }
        : s,
    ),
  'signal:created': () => set((s) => ({ changes: s.changes + 1 })),
  'signal:confirmed': () => set((s) => ({ changes: s.changes + 1 })),
  'signal:rejected': () => set((s) => ({ changes: s.changes + 1 })),
  'analysis:progressed': () => undefined,
}));
