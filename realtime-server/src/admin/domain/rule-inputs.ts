import {
  analysisStatusSchema,
  cleanupStatusSchema,
  heartbeatSchema,
  lastDailyCutoff,
  monitoringStatusSchema,
  pairAnalysisSchema,
} from '@sinais/shared';
import { readEngineControl, type Queryable } from '@sinais/shared/server';
import type { ImmutableRulesRepo } from '../data/immutable-rules.repo';
import type { SignalFiguresRepo } from '../data/signal-figures.repo';
import { signalDayFigures, startOfToday } from './signal-figures';

const OVERDUE_PENDING_MS = 5 * 60_000;

export interface GatewayObservations {
  now: Date;
  busHealthy: boolean;
  realtimeUp: boolean;
}

export interface RuleInputsDeps {
  db: Queryable;
  rules: ImmutableRulesRepo;
  figures: SignalFiguresRepo;
}

/** What the rules are checked against: the engine's persisted state, today's figures and integrity counts. */
export async function readRuleInputs(
  { db, rules, figures: figuresRepo }: RuleInputsDeps,
  observed: GatewayObservations,
) {
  const { now } = observed;
  const [heartbeat, analysis, current, monitoring, cleanup, selection, figures, integ, control] =
    await Promise.all([
      rules.readState('heartbeat', heartbeatSchema),
      rules.readState('analysis_status', analysisStatusSchema),
      rules.readState('current_analysis', pairAnalysisSchema),
      rules.readState('monitoring_status', monitoringStatusSchema),
      rules.readState('cleanup_status', cleanupStatusSchema),
      rules.latestSelectionStats(),
      signalDayFigures(figuresRepo, now),
      rules.integrityCounts({
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
