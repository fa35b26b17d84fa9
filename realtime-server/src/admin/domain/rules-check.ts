import type { AppContext } from '../../context';
import { evaluateRules, recordEvaluation, type RulesEvaluation } from './immutable-rules';

export interface RulesCheck {
  /**
   * Evaluates the rules now and records the result (trend point and violation episodes). The ops watch calls
   * it on every state change and once a minute; the rules page on load.
   */
  evaluate(now?: Date, point?: boolean): Promise<RulesEvaluation>;
}

export function createRulesCheck(ctx: AppContext): RulesCheck {
  return {
    async evaluate(now = new Date(), point = false) {
      const evaluation = await evaluateRules(ctx.db, {
        now,
        busHealthy: ctx.bus.isHealthy(),
        realtimeUp: !!ctx.realtime,
      });
      await recordEvaluation(ctx.db, evaluation, now, point).catch((err: unknown) =>
        ctx.logger.warn({ err }, 'falha ao registrar verificação das regras'),
      );
      return evaluation;
    },
  };
}
