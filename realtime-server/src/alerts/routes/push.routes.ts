import { Router, type RequestHandler } from 'express';
import { api } from '@sinais/shared';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { apiRoute } from '../../http/api-route';
import { pushEndpointAllowed } from '../domain/push-endpoint-policy';
import { createPushSubscriptionsRepo } from '../data/push-subscriptions.repo';

const NOT_CONFIGURED = 'As notificações push não estão configuradas neste servidor.';
const ENDPOINT_TAKEN = 'Este navegador já recebe alertas de outra conta.';

/** Web Push: the VAPID public key and the member's browser subscriptions. */
export function pushRoutes(ctx: AppContext): Router {
  const r = Router();
  const repo = createPushSubscriptionsRepo(ctx.db);
  const auth = requireAuth(ctx);
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
    auth,
    pushConfigured,
  )(async ({ body: sub }, req, res) => {
    if (!pushEndpointAllowed(sub.endpoint, production))
      throw new AppError('validation', 'Serviço de push não reconhecido.', 400, { field: 'endpoint' });
    if (!(await repo.save(req.session!.user.id, { endpoint: sub.endpoint, ...sub.keys })))
      throw new AppError('push_endpoint_taken', ENDPOINT_TAKEN, 409, { field: 'endpoint' });
    res.status(201);
    return { success: true, message: 'Notificações push ativadas neste navegador.' };
  });

  apiRoute(
    r,
    api.alerts.pushUnsubscribe,
    auth,
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
