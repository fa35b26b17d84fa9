import { analysisStatusSchema } from '@sinais/shared';
import type { EngineStateStore } from '../data/engine-state.store';
import type { ResumePoint } from '../worker/analysis-worker';

/** The stored analysis status of the previous run: where its cycle stood and its counters. */
export async function readResumePoint(state: EngineStateStore): Promise<ResumePoint | null> {
  const parsed = analysisStatusSchema.safeParse(await state.read('analysis_status'));
  if (!parsed.success) return null;
  const s = parsed.data;
  return {
    cycle: s.cycle_count,
    index: s.current_index,
    total: s.total_pairs,
    currentPair: s.current_pair,
    signalsTotal: s.signals_generated,
    signalsCycle: s.signals_found_in_cycle ?? 0,
    cycleStartedAt: s.cycle_started_at ? Date.parse(s.cycle_started_at) : null,
    restUntil: s.is_resting && s.rest_until ? Date.parse(s.rest_until) : null,
  };
}
