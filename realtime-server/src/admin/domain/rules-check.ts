import type { AppContext } from '../../context';
import { evaluateRules, recordEvaluation, type RulesEvaluation } from './immutable-rules';

const RULES_BACKGROUND_MS = 5 * 60_000;

export interface RulesCheck {
  /** Evaluates the rules now and records the result (trend and violations history). */
  evaluate(): Promise<RulesEvaluation>;
  stop(): void;
}

/** Evaluated in the background too, so trend and violations accumulate while nobody has the page open. */
export function startRulesCheck(ctx: AppContext): RulesCheck {
  const evaluate = async () => {
    const evaluation = await evaluateRules(ctx.db, {
      now: new Date(),
      busHealthy: ctx.bus.isHealthy(),
      realtimeUp: !!ctx.realtime,
    });
    await recordEvaluation(ctx.db, evaluation).catch((err: unknown) =>
      ctx.logger.warn({ err }, 'falha ao registrar verificação das regras'),
    );
    return evaluation;
  };
  const background = setInterval(() => void evaluate().catch(() => undefined), RULES_BACKGROUND_MS);
  background.unref();
  return { evaluate, stop: () => clearInterval(background) };
}
