import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIVE_REGISTRY, liveRules } from '../strategies/live-rules';
import { PUBLISHING_ALLOWED, RESEARCH_VERDICT } from './research-verdict';

const registry = JSON.parse(
  readFileSync(new URL('../../research/registry.json', import.meta.url), 'utf8'),
) as {
  variantsRecorded: number;
  variantsUnrecorded: number;
  liveCandidate: string | null;
  gate: { ships: boolean; prior: { netSd: number; excessSd: number } };
  round3: { trials: number };
  final: { procedure: string | null; chosen: string | null };
  variants: Array<{ key: string; family: string; params: Record<string, unknown> }>;
};

describe('the live engine follows the committed research registry', () => {
  it('publishes only what the research adopted', () => {
    expect(RESEARCH_VERDICT.methodAdopted).toBe(registry.final.procedure !== null);
    expect(registry.final.chosen === null).toBe(registry.final.procedure === null);
    expect(RESEARCH_VERDICT.gateShips).toBe(registry.gate.ships);
    expect(PUBLISHING_ALLOWED).toBe(registry.final.procedure !== null && registry.gate.ships);
  });

  it('runs the research live candidate with the gate prior the research estimated', () => {
    expect(liveRules(LIVE_REGISTRY, false).rules.map((r) => r.key)).toEqual(
      registry.liveCandidate === null ? [] : [registry.liveCandidate],
    );
    expect(RESEARCH_VERDICT.prior).toEqual(registry.gate.prior);
    expect(RESEARCH_VERDICT.variantsTried).toBe(registry.variantsRecorded + registry.variantsUnrecorded);
    expect(RESEARCH_VERDICT.variantsTried).toBe(registry.round3.trials);
  });

  it('runs a per-pair series variant of the registry (no basket, no hedge), as the pre-registered rule requires', () => {
    const live = registry.variants.find((v) => v.key === registry.liveCandidate);
    expect(live).toBeDefined();
    expect(['tsmom', 'donchian', 'atr_channel', 'trend_pullback']).toContain(live!.family);
    expect(live!.params.hedge).toBeUndefined();
    expect(live!.params).toEqual({ ...liveRules(LIVE_REGISTRY, false).rules[0]!.params });
  });
});
