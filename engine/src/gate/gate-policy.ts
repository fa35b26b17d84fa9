import type { GateDecision, Timeframe } from '@sinais/shared';
import { latestGateDecisions, type Queryable } from '@sinais/shared/server';

/**
 * Which strategy × timeframe pairs reach members: only those whose latest gate decision published them.
 * Without any decision yet everything is experimental (admins only), unless the gate is switched off.
 */
export class GatePolicy {
  private published = new Set<string>();

  constructor(private readonly enabled: boolean) {}

  isPublished(strategy: string, timeframe: Timeframe): boolean {
    return !this.enabled || this.published.has(`${strategy}|${timeframe}`);
  }

  apply(decisions: readonly Pick<GateDecision, 'strategy' | 'timeframe' | 'published'>[]): void {
    this.published = new Set(decisions.filter((d) => d.published).map((d) => `${d.strategy}|${d.timeframe}`));
  }

  /** Reads the current decisions (the newest row of each strategy × timeframe). */
  async load(db: Queryable): Promise<GateDecision[]> {
    const decisions = await latestGateDecisions(db);
    this.apply(decisions);
    return decisions;
  }
}
