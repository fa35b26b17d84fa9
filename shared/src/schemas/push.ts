import { z } from 'zod';

/** The browser's PushSubscription.toJSON(), as POST /api/push/subscriptions receives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url('Endereço de inscrição inválido.').max(2048, 'Endereço de inscrição muito longo.'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'Chave da inscrição inválida.'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'Segredo da inscrição inválido.'),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the endpoint this browser stops receiving on. */
export const pushUnsubscribeSchema = z.object({ endpoint: pushSubscriptionSchema.shape.endpoint });

/** What the service worker receives in a push and shows as a notification. */
export const signalPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  tag: z.string(),
  url: z.string(),
  signalId: z.string(),
  silent: z.boolean(),
});
export type SignalPushPayload = z.infer<typeof signalPushPayloadSchema>;
