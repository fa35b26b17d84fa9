import { describe, expect, it } from 'vitest';
import { seriesHypotheses } from '../research/hypotheses';
import { ruleFromVariant, type LiveRegistry } from './registry-rule';
import { DEMO_RULE, LIVE_REGISTRY, liveRules } from './live-rules';

describe('the live strategy set is read from the committed registry', () => {
  it('rebuilds the candidate from its recorded family, parameters and exits', () => {
    expect(LIVE_REGISTRY.liveCandidate).not.toBeNull();
    const { rules, origin } = liveRules(LIVE_REGISTRY, false);
    expect(origin).toBe('candidate');
    expect(rules.map((r) => r.key)).toEqual([LIVE_REGISTRY.liveCandidate]);
    const recorded = LIVE_REGISTRY.variants.find((v) => v.key === LIVE_REGISTRY.liveCandidate)!;
    expect(rules[0]!.exits).toMatchObject({
      stopAtr: recorded.exits.stopAtr,
      targetAtr: recorded.exits.targetAtr,
      holdBars: recorded.exits.holdBars,
    });
    // The same candidate with simulated prices: the demo rule runs only when there is none.
    expect(liveRules(LIVE_REGISTRY, true).rules.map((r) => r.key)).toEqual([LIVE_REGISTRY.liveCandidate]);
  });

  it('rebuilds every per-pair series variant of the registry as the research built it', () => {
    const built = new Map(seriesHypotheses().map((r) => [r.key, r]));
    const perPair = LIVE_REGISTRY.variants.filter((v) => built.has(v.key));
    expect(perPair.length).toBeGreaterThan(50);
    for (const v of perPair) {
      const rule = ruleFromVariant(v);
      const research = built.get(v.key)!;
      expect(rule.key).toBe(research.key);
      expect(rule.params).toEqual(research.params);
      expect(rule.exits).toEqual(research.exits);
    }
  });

  it('without a candidate: the documented demo rule on simulated prices, nothing on real ones', () => {
    const none: LiveRegistry = { ...LIVE_REGISTRY, liveCandidate: null };
    expect(liveRules(none, true)).toEqual({ rules: [DEMO_RULE], origin: 'demo' });
    expect(DEMO_RULE.exits.trailAtr).toBeGreaterThan(0);
    expect(liveRules(none, false)).toEqual({ rules: [], origin: 'none' });
  });

  it('refuses a registry entry the code would rebuild as another rule', () => {
    const v = LIVE_REGISTRY.variants.find((x) => x.key === LIVE_REGISTRY.liveCandidate)!;
    expect(() => ruleFromVariant({ ...v, params: { ...v.params, lookback: 29 } })).toThrow(/reconstruído/);
    expect(() => ruleFromVariant({ ...v, family: 'xs_ls' })).toThrow(/não roda par a par/);
  });
});
