import type { Strategy, StrategyResult } from '../strategy';
import { columnsOf } from './columns';
import { directionOf, type RuleContext, type SeriesRule } from './series-rule';

/** Candles a series rule reads live: as many as the engine reads (LOOKBACK_CANDLES), so decisions match the research. */
export function ruleContextOf(input: Parameters<Strategy['evaluate']>[0]): RuleContext {
  const { candles, btc, timeframe } = input;
  return {
    candles: candles[timeframe] ?? [],
    higher: { '4h': candles['4h'], '1d': candles['1d'] },
    btc: btc?.[timeframe] ?? null,
  };
}

/**
 * A series rule as one of the engine's strategies: it computes the rule's signal series on the candles the
 * engine read and takes the last value, the decision at the candle that just closed. Untriggered, the score
 * stays below the threshold (0: a series rule has no "almost").
 */
export function seriesStrategy(rule: SeriesRule): Strategy {
  return {
    key: rule.key,
    name: rule.name,
    timeframes: [rule.timeframe],
    exits: rule.exits,
    evaluate(input): StrategyResult {
      const ctx = ruleContextOf(input);
      const last = ctx.candles.length - 1;
      const base = {
        key: rule.key,
        name: rule.name,
        timeframe: rule.timeframe,
        atr: columnsOf(ctx.candles).atr14[last] ?? NaN,
        exits: rule.exits,
      };
      const direction = last >= rule.warmup ? directionOf(rule.signals(ctx)[last]!) : null;
      if (!direction) {
        const near = last >= rule.warmup ? rule.proximity?.(ctx, last) : undefined;
        return { ...base, direction: null, ...(near ?? { score: 0, reasons: ['Sem gatilho neste candle'] }) };
      }
      const legs = rule.legs?.(ctx);
      const size = legs?.size?.[last];
      const beta = legs?.beta?.[last];
      return {
        ...base,
        direction,
        ...rule.describe(ctx, last, direction),
        ...(size !== undefined ? { size } : {}),
        ...(beta !== undefined && Number.isFinite(beta) ? { hedgeBeta: beta } : {}),
      };
    },
  };
}
