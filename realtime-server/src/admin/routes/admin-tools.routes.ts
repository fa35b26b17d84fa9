import { Router } from 'express';
import type { AppContext } from '../../context';
import type { AdminDeps } from '../domain/deps';
import type { ApiCallCounter } from '../domain/api-calls';
import type { RulesCheck } from '../domain/rules-check';
import { adminSearchRoutes } from './admin-search.routes';
import type { AdminRoutesDeps } from './admin-routes';
import { immutableRulesRoutes } from './immutable-rules.routes';
import { monitoringRoutes } from './monitoring.routes';
import { realAnalysisRoutes } from './real-analysis.routes';
import { signalQualityRoutes } from './signal-quality.routes';
import { systemRoutes } from './system.routes';
import { topPairsRoutes } from './top-pairs.routes';

/**
 * Spec 003 §7 and spec 002 §7 admin calls: admin search and stats, signal quality, immutable rules, monitoring,
 * TOP pairs, live analysis and system logs. Every route is declared `admin` in the API map, which gates it.
 */
export function adminToolsRoutes(
  ctx: AppContext,
  domain: AdminDeps,
  calls: ApiCallCounter,
  rules: RulesCheck,
): Router {
  const deps: AdminRoutesDeps = { ctx, state: domain.state, domain };
  const r = Router();
  r.use(adminSearchRoutes(deps, calls));
  r.use(signalQualityRoutes(deps));
  r.use(immutableRulesRoutes(deps, rules));
  r.use(monitoringRoutes(deps));
  r.use(topPairsRoutes(deps));
  r.use(realAnalysisRoutes(deps));
  r.use(systemRoutes(deps));
  return r;
}
