import { levelSweep } from './level-sweep';
import { meanReversion } from './mean-reversion';
import type { Strategy } from './strategy';
import { volumeExhaustion } from './volume-exhaustion';

export const STRATEGIES: readonly Strategy[] = [volumeExhaustion, meanReversion, levelSweep];
export * from './strategy';
