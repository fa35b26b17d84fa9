import type { GatePrior } from './gate-rule';

/**
 * What the research concluded (engine/research/registry.json), as constants the live engine reads; a test
 * keeps them equal to the committed registry, so they change only with a new research run.
 */
export const RESEARCH_VERDICT = {
  /**
   * No method passed: neither the procedures of round 2 (issue 20 §2) nor `max_sharpe_portfolio` of round 3
   * (the member-centred rule of issue 27); the registry's `final.procedure` is null.
   */
  methodAdopted: false,
  /** The gate's walk-forward on the training data did not beat the ungated record and random. */
  gateShips: false,
  /** Prior widths of the gate's shrinkage (weekly means, % per trade). */
  prior: { netSd: 1.7169372, excessSd: 0.54956144 } satisfies GatePrior,
  variantsTried: 191,
} as const;

/** Members get a strategy's signals only when the research adopted a method AND the gate has shown its value. */
export const PUBLISHING_ALLOWED = RESEARCH_VERDICT.methodAdopted && RESEARCH_VERDICT.gateShips;
