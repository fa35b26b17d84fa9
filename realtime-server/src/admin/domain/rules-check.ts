import type { AdminDeps } from './deps';
import { evaluateRules, recordEvaluation, type RulesEvaluation } from './immutable-rules';
import { afterColdStart, inColdStart, logOutage } from './outage-log';

export interface RulesCheck {
  /**
   * Evaluates the rules now and records the result (trend point and violation episodes). The ops watch calls
   * it on every state change and once a minute; the rules page on load.
   */
  evaluate(now?: Date, point?: boolean): Promise<RulesEvaluation>;
}

export function createRulesCheck(deps: AdminDeps): RulesCheck {
  return {
    async evaluate(now = new Date(), point = false) {
      const evaluation = await evaluateRules(deps, {
        now,
        busHealthy: deps.bus.isHealthy(),
        realtimeUp: deps.runtime.realtimeUp(),
      });
      const startedAt = deps.runtime.startedAt;
      if (inColdStart(evaluation, startedAt, now)) return evaluation;
      await recordEvaluation(deps.rules, afterColdStart(evaluation, startedAt), now, point)
        .then((recorded) => logOutage(deps.rules, recorded))
        .catch((err: unknown) => deps.logger.warn({ err }, 'falha ao registrar verificação das regras'));
      return evaluation;
    },
  };
}
