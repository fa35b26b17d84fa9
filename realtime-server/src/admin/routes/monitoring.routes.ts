import { Router, type Request } from 'express';
import { api } from '@sinais/shared';
import { monitoringOverview, setPause } from '../domain/monitoring';
import { clientIp } from '../../http/auth.middleware';
import { apiRoute } from '../../http/api-route';
import { withSpecAliases } from '../../http/spec-aliases';
import type { AdminRoutesDeps } from './admin-routes';

/** Spec 002 §7 signal monitoring: pending signals, counts and the operator's stored pause. */
export function monitoringRoutes({ admin, domain }: AdminRoutesDeps): Router {
  const r = Router();
  const session = (req: Request) => req.session!;

  apiRoute(
    r,
    api.admin.monitoringPending,
    admin,
  )(async () => {
    const { signals } = await monitoringOverview(domain);
    return { success: true, data: { signals: signals.map(withSpecAliases), count: signals.length } };
  });

  apiRoute(
    r,
    api.admin.monitoringStats,
    admin,
  )(async () => ({
    success: true,
    data: (await monitoringOverview(domain)).stats,
  }));

  // The page's one call: pending list, counts and the stored pause from the same moment.
  apiRoute(
    r,
    api.admin.monitoringOverview,
    admin,
  )(async () => {
    const overview = await monitoringOverview(domain);
    return { success: true, data: { ...overview, signals: overview.signals.map(withSpecAliases) } };
  });

  apiRoute(
    r,
    api.admin.pauseMonitoring,
    admin,
  )(async ({ body }, req) => {
    const control = await setPause(
      domain,
      { session: session(req), ip: clientIp(req) },
      { paused: true, ...body },
    );
    return {
      success: true,
      message: control.paused_until
        ? 'Monitoramento pausado até o horário programado: nenhum sinal novo chega aos membros.'
        : 'Monitoramento pausado: nenhum sinal novo chega aos membros até ser retomado.',
      data: { control, is_monitoring: false },
    };
  });

  apiRoute(
    r,
    api.admin.startMonitoring,
    admin,
  )(async ({ body }, req) => {
    const control = await setPause(
      domain,
      { session: session(req), ip: clientIp(req) },
      { paused: false, ...body },
    );
    return {
      success: true,
      message: 'Monitoramento iniciado: o motor retoma a análise.',
      data: { control, is_monitoring: true },
    };
  });

  return r;
}
