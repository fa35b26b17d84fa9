import { create } from 'zustand';
import type { EngineControl, MonitoringOverview } from '@sinais/shared';

/** The live part of the page: the overview itself is the query's answer. */
export interface MonitoringState {
  /** Grows on every live event that may change the page. */
  changes: number;
  'signal:created': () => void;
  'signal:confirmed': () => void;
  'signal:rejected': () => void;
  'analysis:progressed': () => void;
}

export const useMonitoringStore = create<MonitoringState>()((set) => ({
  changes: 0,
  'signal:created': () => set((s) => ({ changes: s.changes + 1 })),
  'signal:confirmed': () => set((s) => ({ changes: s.changes + 1 })),
  'signal:rejected': () => set((s) => ({ changes: s.changes + 1 })),
  'analysis:progressed': () => undefined,
}));

/** The overview with the stored state a command returned: shown at once, never a stale flip back. */
export function withControl(overview: MonitoringOverview, control: EngineControl): MonitoringOverview {
  return {
    ...overview,
    control,
    stats: {
      ...overview.stats,
      control,
      is_monitoring: overview.stats.engine_online && !control.paused,
    },
  };
}
