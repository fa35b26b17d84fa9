import type { AdminDeps } from './deps';
import { evaluateRules, recordEvaluation, type RulesEvaluation } from './immutable-rules';

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
      await recordEvaluation(deps.rules, evaluation, now, point).catch((err: unknown) =>
        deps.logger.warn({ err }, 'falha ao registrar verificação das regras'),
      );
      return evaluation;
    },
  };
}
