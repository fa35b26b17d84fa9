import { Router } from 'express';
import type { TypedEnvelope } from '@sinais/shared';
import type { AppContext } from '../context';
import { createAlertRecipientsRepo } from './alert-recipients.repo';
import { createSignalAnnouncer } from './announce-signal';
import { createPushSubscriptionsRepo } from './push-subscriptions.repo';
import { pushRoutes } from './push.routes';
import { createWebPushSender } from './web-push-sender';

/** Member alerts outside the tab (Web Push): their REST routes and the hook the bus relay calls per signal. */
export function createSignalAlerts(ctx: AppContext) {
  const subscriptions = createPushSubscriptionsRepo(ctx.db);
  const announce = createSignalAnnouncer({
    recipients: createAlertRecipientsRepo(ctx.db),
    sendPush: ctx.config.vapid ? createWebPushSender(ctx.config.vapid) : null,
    removeGoneSubscription: (endpoint) => subscriptions.removeGone(endpoint),
    telegram: null,
    unlinkTelegramChat: async () => undefined,
    logger: ctx.logger,
  });
  if (!ctx.config.vapid)
    ctx.logger.warn('VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY ausentes: notificações push desativadas');
  const routes = Router();
  routes.use(pushRoutes(ctx));
  return {
    routes,
    /** Runs once per relayed signal event on this gateway; never throws into the relay. */
    onSignalEvent(env: TypedEnvelope): void {
      if (env.type !== 'signal:confirmed') return;
      announce(env as TypedEnvelope<'signal:confirmed'>).catch((err: unknown) =>
        ctx.logger.warn({ err }, 'falha ao enviar alertas do sinal'),
      );
    },
  };
}
