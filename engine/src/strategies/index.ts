import { macdMomentum } from './macd-momentum';
import { meanReversion } from './mean-reversion';
import type { Strategy } from './strategy';
import { volumeExhaustion } from './volume-exhaustion';

export const STRATEGIES: readonly Strategy[] = [meanReversion, macdMomentum, volumeExhaustion];
export * from './strategy';
