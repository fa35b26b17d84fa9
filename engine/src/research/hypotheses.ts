import type { ExitPlan } from '../strategies/strategy';
import { DAILY_EXITS, PULLBACK_EXITS } from '../strategies/rules/exit-plans';
import { atrChannelRule, donchianRule } from '../strategies/rules/breakout';
import type { SeriesRule } from '../strategies/rules/series-rule';
import { trendPullbackRule, type PullbackTrigger } from '../strategies/rules/trend-pullback';
import { tsmomRule } from '../strategies/rules/tsmom';
import { xsMomentumRule, type CrossSectionRule } from '../strategies/rules/xs-momentum';

/**
 * Every hypothesis of the research, fixed before it was run (issue 20). Adding a variant here adds it to the
 * count the significance correction uses; nothing is ever removed, so the number of tries stays known.
 */

const each = <T>(xs: readonly T[]) => xs;
const exitsOf = (grid: Record<string, ExitPlan>) => Object.entries(grid);

export { DAILY_EXITS, PULLBACK_EXITS };

export function seriesHypotheses(): SeriesRule[] {
  const out: SeriesRule[] = [];
  for (const btc of each([false, true])) {
    for (const lookback of each([7, 14, 28, 56]))
      for (const z of each([0.5, 1]))
        for (const [exitId, exits] of exitsOf(DAILY_EXITS))
          out.push(tsmomRule({ lookback, z, exits, exitId, btc }));
    for (const bars of each([20, 55]))
      for (const [exitId, exits] of exitsOf(DAILY_EXITS))
        out.push(donchianRule({ bars, exits, exitId, btc }));
    for (const k of each([1.5, 2.5]))
      for (const [exitId, exits] of exitsOf(DAILY_EXITS)) out.push(atrChannelRule({ k, exits, exitId, btc }));
    for (const trigger of each<PullbackTrigger>(['rsi_band_4h', 'band_4h', 'rsi3_1d']))
      for (const trendSma of each([50, 100]))
        for (const [exitId, exits] of exitsOf(PULLBACK_EXITS))
          out.push(trendPullbackRule({ trigger, trendSma, exits, exitId, btc }));
  }
  return out;
}

export function crossSectionHypotheses(): CrossSectionRule[] {
  const out: CrossSectionRule[] = [];
  for (const side of each(['momentum', 'reversal'] as const))
    for (const lookback of each([7, 28]))
      for (const exitId of each(['t7', 't14']))
        out.push(xsMomentumRule({ lookback, top: 3, side, exits: DAILY_EXITS[exitId]!, exitId }));
  return out;
}

/**
 * Variants tried before this registry existed, on train_2023 only, whose code was not kept (docs/engine.md
 * §8.3 of the previous method lists them: Donchian 20/55 on 4H and 1D with and without EMA filters and fixed
 * or trailing exits, MACD crosses on 1H and 4H, MACD pullbacks, the window filters, a daily-trend filter, and
 * the neighbourhoods of the three fade strategies). Counted conservatively so the correction is not flattered.
 */
export const UNRECORDED_PRIOR_VARIANTS = 40;
