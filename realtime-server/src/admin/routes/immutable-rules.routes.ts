import { Router } from 'express';
import { api } from '@sinais/shared';
import { rulesHistory } from '../domain/immutable-rules';
import type { RulesCheck } from '../domain/rules-check';
import { apiRoute } from '../../http/api-route';
import type { AdminRoutesDeps } from './admin-routes';

export function immutableRulesRoutes({ admin, domain }: AdminRoutesDeps, rules: RulesCheck): Router {
  const r = Router();
  const evaluate = rules.evaluate;
  apiRoute(r, api.admin.rulesStatus, admin)(async () => ({ success: true, data: (await evaluate()).status }));

  apiRoute(
    r,
    api.admin.rulesAlerts,
    admin,
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
    admin,
  )(async ({ query: { periodo } }) => ({
    success: true,
    data: await rulesHistory(domain.rules, periodo),
  }));

  return r;
}
