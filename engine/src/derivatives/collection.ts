import type { Db } from '@sinais/shared/server';
import type { EngineEnv } from '../config/env';
import { createDerivativesStore } from '../data/derivatives.store';
import type { PostgresLease } from '../lease/postgres-lease';
import type { SystemLogger } from '../publisher/system-log';
import type { MarketSource } from '../sources/market-source';
import { DerivativesCollector } from './collector';
import { derivativesFloorMs } from './history-floor';
import { seriesPlans } from './series-plans';

/**
 * The derivatives collector of this engine, or null where nothing may be collected: a source without exchange
 * history (the simulator, replay) or DERIVATIVES_COLLECTION=off. Started and stopped with the active role, so
 * only the lease holder collects; its writes are fenced by the lease term as well.
 */
export function derivativesCollectorFor(deps: {
  db: Db;
  env: EngineEnv;
  source: MarketSource;
  lease: PostgresLease | null;
  log: SystemLogger;
  pairs: () => readonly string[];
}): DerivativesCollector | null {
  const { db, env, source, lease, log } = deps;
  const history = source.derivativesHistory;
  if (!env.DERIVATIVES_COLLECTION || !history || source.kind !== 'binance' || source.simulated) return null;
  const store = createDerivativesStore(db, lease ? (q) => lease.assertHeld(q) : undefined);
  return new DerivativesCollector({
    plans: seriesPlans(history, store, derivativesFloorMs(env.DERIVATIVES_HISTORY_FROM)),
    pairs: deps.pairs,
    paceMs: env.DERIVATIVES_PACE_MS,
    firstRoundMs: env.DERIVATIVES_FIRST_ROUND_MS,
    log: {
      info: (m, d) => log.info('SYSTEM', m, d),
      warn: (m, d) => log.warn('SYSTEM', m, d),
    },
  });
}
