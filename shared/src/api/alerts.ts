import { z } from 'zod';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../schemas/push';
import { telegramLinkCodeSchema, telegramLinkStatusSchema } from '../schemas/telegram';
import { okData, okMessageSchema } from './envelopes';
import { defineRoute } from './route';

/** Alert channels: Web Push subscriptions and the Telegram link. */
export const alertsApi = {
  pushPublicKey: defineRoute({
    method: 'GET',
    path: '/api/push/public-key',
    access: 'public',
    response: okData(z.object({ publicKey: z.string() })),
    needsState: true,
  }),
  pushSubscribe: defineRoute({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'member',
    body: pushSubscriptionSchema,
    response: okMessageSchema,
  }),
  pushUnsubscribe: defineRoute({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'member',
    body: pushUnsubscribeSchema,
    response: okMessageSchema,
  }),
  telegramLink: defineRoute({
    method: 'GET',
    path: '/api/telegram/link',
    access: 'member',
    response: okData(telegramLinkStatusSchema),
  }),
  telegramLinkCode: defineRoute({
    method: 'POST',
    path: '/api/telegram/link-code',
    access: 'member',
    response: okData(telegramLinkCodeSchema),
  }),
  telegramUnlink: defineRoute({
    method: 'DELETE',
    path: '/api/telegram/link',
    access: 'member',
    response: okMessageSchema,
  }),
  /** Called by Telegram's servers with the webhook secret, not by the web. */
  telegramWebhook: defineRoute({
    method: 'POST',
    path: '/api/telegram/webhook',
    access: 'public',
    // Read with telegramUpdateSchema by the handler: an update this bot does not read is acknowledged, never a 400.
    body: z.unknown(),
    response: z.object({ ok: z.literal(true) }),
  }),
} as const;
