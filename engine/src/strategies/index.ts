import { macdMomentum } from './macd-momentum';
import { meanReversion } from './mean-reversion';
import type { Strategy } from './strategy';
import { volumeBreakout } from './volume-breakout';

export const STRATEGIES: readonly Strategy[] = [meanReversion, macdMomentum, volumeBreakout];
export * from './strategy';
