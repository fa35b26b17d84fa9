import { formatDateTime, formatElapsed, RULE_KEYS } from '@sinais/shared';
import type { ImmutableRulesRepo, RecordedCheck } from '../data/immutable-rules.repo';
import type { RulesEvaluation } from './immutable-rules';

/** Before the engine's first heartbeat a just-started gateway is in its cold start, not watching an outage. */
export const COLD_START_MS = 180_000;

/**
 * The cold start (docs/admin-tools.md): this gateway started less than COLD_START_MS ago and the engine has not
 * beaten since. Its evaluation is not recorded: no trend point, no episode.
 */
export function inColdStart(evaluation: RulesEvaluation, gatewayStartedAt: Date, now: Date): boolean {
  const c = evaluation.causes;
  if (c.engineBeatAt) return false;
  const beatSinceStart = c.engineSilentSince !== null && c.engineSilentSince >= gatewayStartedAt;
  return !beatSinceStart && now.getTime() - gatewayStartedAt.getTime() < COLD_START_MS;
}

/**
 * An outage whose last heartbeat predates this gateway, found after its cold start, begins at the cold start's end:
 * time the whole stack was down, or starting, was watched by nobody (a gateway that saw it go down has already
 * opened it at its real start; this one's insert then does nothing).
 */
export function afterColdStart(evaluation: RulesEvaluation, gatewayStartedAt: Date): RulesEvaluation {
  const since = evaluation.causes.engineSilentSince;
  if (!since || since >= gatewayStartedAt) return evaluation;
  const floor = new Date(gatewayStartedAt.getTime() + COLD_START_MS);
  return { ...evaluation, causes: { ...evaluation.causes, engineSilentSince: floor } };
}

const ruleList = (rules: string[]) =>
  RULE_KEYS.filter((k) => rules.includes(k))
    .map((k) => k.replace(/^regra_(\d)_.*/, 'regra $1'))
    .join(', ');

/**
 * One system-log line when the engine goes down and one when it is back, written by the gateway that opened or
 * closed the outage's episodes (under the rules' lock: exactly one across gateways).
 */
export async function logOutage(repo: ImmutableRulesRepo, recorded: RecordedCheck): Promise<void> {
  const opened = recorded.opened.filter((e) => e.cause === 'motor_fora');
  const closed = recorded.closed.filter((e) => e.cause === 'motor_fora');
  if (opened[0]) {
    const since = opened[0].startedAt;
    await repo.appendSystemLog({
      level: 'ERROR',
      message: `Motor de análise fora do ar: último heartbeat em ${formatDateTime(since, true)}; ${ruleList(opened.map((e) => e.rule))} em falha.`,
      details: { incidente: 'motor_fora', inicio: since.toISOString(), regras: opened.map((e) => e.rule) },
    });
  }
  if (closed[0]) {
    const { startedAt, endedAt } = closed[0];
    const ms = endedAt.getTime() - startedAt.getTime();
    await repo.appendSystemLog({
      level: 'INFO',
      message: `Motor de análise de volta em ${formatDateTime(endedAt, true)}, após ${formatElapsed(ms)} fora do ar.`,
      details: {
        incidente: 'motor_fora',
        inicio: startedAt.toISOString(),
        fim: endedAt.toISOString(),
        duracao_s: Math.round(ms / 1000),
        regras: closed.map((e) => e.rule),
      },
    });
  }
}
