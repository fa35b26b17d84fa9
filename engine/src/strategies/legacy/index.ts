import type { Strategy } from '../strategy';
import { levelSweep } from './level-sweep';
import { meanReversion } from './mean-reversion';
import { volumeExhaustion } from './volume-exhaustion';

/**
 * The three fade strategies of the previous method. They lost money out of sample (issue 20) and no longer
 * run live; the research re-runs them so the registry keeps their record in every regime.
 */
export const LEGACY_STRATEGIES: readonly Strategy[] = [volumeExhaustion, meanReversion, levelSweep];
