import { Router } from 'express';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@sinais/shared';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { parseInput } from '../../http/validate';
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

  r.get('/push/public-key', (_req, res) => {
    res.json({ success: true, data: { publicKey: configured().publicKey } });
  });

  r.post('/push/subscriptions', auth, async (req, res) => {
    configured();
    const sub = parseInput(pushSubscriptionSchema, req.body);
    if (!pushEndpointAllowed(sub.endpoint, production))
      throw new AppError('validation', 'Serviço de push não reconhecido.', 400, { field: 'endpoint' });
    if (!(await repo.save(req.session!.user.id, { endpoint: sub.endpoint, ...sub.keys })))
      throw new AppError('push_endpoint_taken', ENDPOINT_TAKEN, 409, { field: 'endpoint' });
    res.status(201).json({ success: true, message: 'Notificações push ativadas neste navegador.' });
  });

  r.delete('/push/subscriptions', auth, async (req, res) => {
    const { endpoint } = parseInput(pushUnsubscribeSchema, req.body);
    const removed = await repo.remove(req.session!.user.id, endpoint);
    res.json({
      success: true,
      message: removed
        ? 'Notificações push desativadas neste navegador.'
        : 'Este navegador não estava inscrito.',
    });
  });
  return r;
}
