import { gateDecisionSchema, type GateDecision } from '../../schemas/gate';
import type { Queryable } from './db';

const COLUMNS = 'id, strategy, timeframe, published, reason, evidence, decided_at';

function toDecision(r: Record<string, unknown>): GateDecision {
  return gateDecisionSchema.parse({
    ...r,
    id: Number(r.id),
    decided_at: r.decided_at instanceof Date ? r.decided_at.toISOString() : r.decided_at,
  });
}

/**
 * The live gate's decisions (table `strategy_gate_decisions`, append-only). The engine reads the current ones to
 * decide what members get; the gateway shows them, with their history, to admins.
 */
export async function latestGateDecisions(db: Queryable): Promise<GateDecision[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT DISTINCT ON (strategy, timeframe) ${COLUMNS}
     FROM strategy_gate_decisions ORDER BY strategy, timeframe, id DESC`,
  );
  return rows.map(toDecision);
}

/** The newest decisions first, every strategy × timeframe mixed (the admin page's history). */
export async function recentGateDecisions(db: Queryable, limit: number): Promise<GateDecision[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM strategy_gate_decisions ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(toDecision);
}

/** Appends one decision per strategy × timeframe in one transaction (the table is never rewritten). */
export async function appendGateDecisions(
  db: { tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> },
  decisions: ReadonlyArray<Omit<GateDecision, 'id' | 'decided_at'>>,
): Promise<void> {
  await db.tx(async (q) => {
    for (const d of decisions)
      await q.query(
        'INSERT INTO strategy_gate_decisions (strategy, timeframe, published, reason, evidence) VALUES ($1, $2, $3, $4, $5)',
        [d.strategy, d.timeframe, d.published, d.reason, JSON.stringify(d.evidence)],
      );
  });
}
