import type { Router } from 'express';
import { api } from '@sinais/shared';
import { rulesHistory } from '../domain/rules-history';
import type { RulesCheck } from '../domain/rules-check';
import { apiRoute, apiRouter } from '../../http/api-route';
import type { AdminRoutesDeps } from './admin-routes';

export function immutableRulesRoutes({ ctx, domain }: AdminRoutesDeps, rules: RulesCheck): Router {
  const r = apiRouter(ctx);
  const evaluate = rules.evaluate;
  apiRoute(r, api.admin.rulesStatus)(async () => ({ success: true, data: (await evaluate()).status }));

  apiRoute(
    r,
    api.admin.rulesAlerts,
  )(async () => {
    const { alerts } = await evaluate();
    return {
      success: true,
      data: { alertas_ativos: alerts, total: alerts.length, timestamp: new Date().toISOString() },
    };
  });

  apiRoute(
    r,
    api.admin.rulesHistory,
  )(async ({ query: { periodo } }) => ({
    success: true,
    data: await rulesHistory(domain.rules, periodo),
  }));

  return r;
}
