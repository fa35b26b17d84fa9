import { LIVE_REGISTRY, liveRules } from './live-rules';
import { seriesStrategy } from './rules/series-strategy';
import type { Strategy } from './strategy';

/** The registry's live rules as strategies, for a market source with real or simulated prices. */
export const liveStrategies = (simulated: boolean): Strategy[] =>
  liveRules(LIVE_REGISTRY, simulated).rules.map(seriesStrategy);

/** The rules on real prices: what the backtest, the evaluation and `analyze` run by default. */
export const STRATEGIES: readonly Strategy[] = liveStrategies(false);
export * from './strategy';
