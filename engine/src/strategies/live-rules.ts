import registryJson from '../../research/registry.json';
import { liveRegistrySchema, ruleFromVariant, type LiveRegistry } from './registry-rule';
import { DAILY_EXITS } from './rules/exit-plans';
import type { SeriesRule } from './rules/series-rule';
import { tsmomRule } from './rules/tsmom';

/** The committed research registry (engine/research/registry.json), as the live engine reads it. */
export const LIVE_REGISTRY: LiveRegistry = liveRegistrySchema.parse(registryJson);

/**
 * The demonstration rule, run only on simulated prices when the registry names no live candidate: 7-day
 * time-series momentum with a trailing stop (3 ATR), so a demo shows every part of a plan, the moving stop
 * included. It is a demonstration, not a method: nothing in the research supports it (docs/engine.md §5).
 */
export const DEMO_RULE: SeriesRule = tsmomRule({
  lookback: 7,
  z: 0.5,
  exits: DAILY_EXITS.trail3!,
  exitId: 'trail3',
  btc: false,
});

export type LiveRulesOrigin = 'candidate' | 'demo' | 'none';

/**
 * The rules the live engine runs, read from the registry (strategy as data): the research's `liveCandidate`,
 * rebuilt from its recorded family, parameters and exits; without one, the demo rule on simulated prices and
 * nothing on real ones. The candidate is experimental: no method passed the research's acceptance rule.
 */
export function liveRules(
  registry: LiveRegistry,
  simulated: boolean,
): { rules: SeriesRule[]; origin: LiveRulesOrigin } {
  if (registry.liveCandidate !== null) {
    const variant = registry.variants.find((v) => v.key === registry.liveCandidate);
    if (!variant)
      throw new Error(`registro: o candidato ${registry.liveCandidate} não está entre as variantes`);
    return { rules: [ruleFromVariant(variant)], origin: 'candidate' };
  }
  return simulated ? { rules: [DEMO_RULE], origin: 'demo' } : { rules: [], origin: 'none' };
}
