import { LIVE_RULE } from './live-rule';
import { seriesStrategy } from './rules/series-strategy';
import type { Strategy } from './strategy';

export const STRATEGIES: readonly Strategy[] = [seriesStrategy(LIVE_RULE)];
export * from './strategy';
