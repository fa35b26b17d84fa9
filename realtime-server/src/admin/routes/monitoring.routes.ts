import { type Router, type Request } from 'express';
import { api, type EngineControl } from '@sinais/shared';
import { monitoringOverview, setPause } from '../domain/monitoring';
import { clientIp } from '../../http/auth.middleware';
import { apiRoute, apiRouter } from '../../http/api-route';
import { withSpecAliases } from '../../http/spec-aliases';
import type { AdminRoutesDeps } from './admin-routes';

/** Spec 002 §7 signal monitoring: pending signals, counts and the operator's stored pause. */
export function monitoringRoutes({ ctx, domain }: AdminRoutesDeps): Router {
  const r = apiRouter(ctx);

  apiRoute(
    r,
    api.admin.monitoringPending,
  )(async () => {
    const { signals } = await monitoringOverview(domain);
    return { success: true, data: { signals: signals.map(withSpecAliases), count: signals.length } };
  });

  apiRoute(
    r,
    api.admin.monitoringStats,
  )(async () => ({
    success: true,
    data: (await monitoringOverview(domain)).stats,
  }));

  // The page's one call: pending list, counts and the stored pause from the same moment.
  apiRoute(
    r,
    api.admin.monitoringOverview,
  )(async () => {
    const overview = await monitoringOverview(domain);
    return { success: true, data: { ...overview, signals: overview.signals.map(withSpecAliases) } };
  });

  /** Stores the operator's pause (or its end) and answers with it and whether members get signals now. */
  const changePause = async (
    req: Request,
    change: Parameters<typeof setPause>[2],
    message: (control: EngineControl) => string,
  ) => {
    const control = await setPause(domain, { session: req.session!, ip: clientIp(req) }, change);
    return {
      success: true as const,
      message: message(control),
      data: { control, is_monitoring: !change.paused },
    };
  };

  apiRoute(
    r,
    api.admin.pauseMonitoring,
  )(({ body }, req) =>
    changePause(req, { paused: true, ...body }, (control) =>
      control.paused_until
        ? 'Monitoramento pausado até o horário programado: nenhum sinal novo chega aos membros.'
        : 'Monitoramento pausado: nenhum sinal novo chega aos membros até ser retomado.',
    ),
  );

  apiRoute(
    r,
    api.admin.startMonitoring,
  )(({ body }, req) =>
    changePause(req, { paused: false, ...body }, () => 'Monitoramento iniciado: o motor retoma a análise.'),
  );

  return r;
}
