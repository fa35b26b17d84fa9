import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIVE_RULE } from '../strategies/live-rule';
import { PUBLISHING_ALLOWED, RESEARCH_VERDICT } from './research-verdict';

const registry = JSON.parse(
  readFileSync(new URL('../../research/registry.json', import.meta.url), 'utf8'),
) as {
  variantsRecorded: number;
  variantsUnrecorded: number;
  liveCandidate: string | null;
  gate: { ships: boolean; prior: { netSd: number; excessSd: number } };
  final: { procedure: string | null };
};

describe('the live engine follows the committed research registry', () => {
  it('publishes only what the research adopted', () => {
    expect(RESEARCH_VERDICT.methodAdopted).toBe(registry.final.procedure !== null);
    expect(RESEARCH_VERDICT.gateShips).toBe(registry.gate.ships);
    expect(PUBLISHING_ALLOWED).toBe(registry.final.procedure !== null && registry.gate.ships);
  });

  it('runs the research live candidate with the gate prior the research estimated', () => {
    expect(LIVE_RULE.key).toBe(registry.liveCandidate);
    expect(RESEARCH_VERDICT.prior).toEqual(registry.gate.prior);
    expect(RESEARCH_VERDICT.variantsTried).toBe(registry.variantsRecorded + registry.variantsUnrecorded);
  });
});
