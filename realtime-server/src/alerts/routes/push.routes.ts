import { type Router, type RequestHandler } from 'express';
import { api } from '@sinais/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { apiRoute, apiRouter } from '../../http/api-route';
import { pushEndpointAllowed } from '../domain/push-endpoint-policy';

const NOT_CONFIGURED = 'As notificações push não estão configuradas neste servidor.';

/** Web Push: the VAPID public key and the member's browser subscriptions. */
export function pushRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const repo = ctx.repos.pushSubscriptions;
  const production = ctx.config.NODE_ENV === 'production';
  const configured = () => {
    if (!ctx.config.vapid) throw new AppError('push_unavailable', NOT_CONFIGURED, 404);
    return ctx.config.vapid;
  };

  apiRoute(
    r,
    api.alerts.pushPublicKey,
  )(() => ({
    success: true,
    data: { publicKey: configured().publicKey },
  }));

  // Not configured is told before a bad body: the 404 says push is off whatever was sent.
  const pushConfigured: RequestHandler = (_req, _res, next) => {
    configured();
    next();
  };
  apiRoute(
    r,
    api.alerts.pushSubscribe,
    pushConfigured,
  )(async ({ body: sub }, req, res) => {
    if (!pushEndpointAllowed(sub.endpoint, production))
      throw new AppError('validation', 'Serviço de push não reconhecido.', 400, { field: 'endpoint' });
    const { user, claims } = req.session!;
    // The same answer whether the endpoint is new, renewed or another account's (kept by its owner, unchanged):
    // the reply never tells whether a browser is registered to someone (issue 28).
    const saved = await repo.save(user.id, claims.sid, { endpoint: sub.endpoint, ...sub.keys });
    if (!saved) ctx.logger.info({ userId: user.id }, 'push: endpoint de outra conta, mantido com o dono');
    res.status(201);
    return { success: true, message: 'Notificações push ativadas neste navegador.' };
  });

  apiRoute(
    r,
    api.alerts.pushUnsubscribe,
  )(async ({ body: { endpoint } }, req) => {
    const removed = await repo.remove(req.session!.user.id, endpoint);
    return {
      success: true,
      message: removed
        ? 'Notificações push desativadas neste navegador.'
        : 'Este navegador não estava inscrito.',
    };
  });
  return r;
}
