import {
  analysisStatusSchema,
  cleanupStatusSchema,
  heartbeatSchema,
  lastDailyCutoff,
  monitoringStatusSchema,
  pairAnalysisSchema,
} from '@sinais/shared';
import { readEngineControl, type Queryable } from '@sinais/shared/server';
import { integrityCounts, latestSelectionStats, readState } from '../data/immutable-rules.repo';
import { signalDayFigures, startOfToday } from './signal-figures';

const OVERDUE_PENDING_MS = 5 * 60_000;

export interface GatewayObservations {
  now: Date;
  busHealthy: boolean;
  realtimeUp: boolean;
}

/** What the rules are checked against: the engine's persisted state, today's figures and integrity counts. */
export async function readRuleInputs(db: Queryable, observed: GatewayObservations) {
  const { now } = observed;
  const [heartbeat, analysis, current, monitoring, cleanup, selection, figures, integ, control] =
    await Promise.all([
      readState(db, 'heartbeat', heartbeatSchema),
      readState(db, 'analysis_status', analysisStatusSchema),
      readState(db, 'current_analysis', pairAnalysisSchema),
      readState(db, 'monitoring_status', monitoringStatusSchema),
      readState(db, 'cleanup_status', cleanupStatusSchema),
      latestSelectionStats(db),
      signalDayFigures(db, now),
      integrityCounts(db, {
        dayAgo: new Date(now.getTime() - 86_400_000),
        overdueBefore: new Date(now.getTime() - OVERDUE_PENDING_MS),
        todayStart: startOfToday(now),
        lastCutoff: lastDailyCutoff(now),
      }),
      readEngineControl(db).catch(() => null),
    ]);
  return {
    ...observed,
    heartbeat,
    analysis,
    current,
    monitoring,
    cleanup,
    selection,
    figures,
    integ,
    control,
  };
}
export type RuleInputs = Awaited<ReturnType<typeof readRuleInputs>>;
