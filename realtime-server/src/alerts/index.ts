import { Router } from 'express';
import type { TypedEnvelope } from '@sinais/shared';
import type { AppContext } from '../context';
import { createSignalAnnouncer } from './domain/announce-signal';
import { pushRoutes } from './routes/push.routes';
import { createTelegramClient, type TelegramClient } from './domain/telegram-client';
import {
  CODES_PER_MEMBER_PER_HOUR,
  createTelegramLinking,
  telegramWebhookSecret,
  WRONG_CODES_PER_CHAT_PER_HOUR,
} from './domain/telegram-link';
import { makeLimiter } from '../platform/rate-limit-store';
import { TELEGRAM_WEBHOOK_PATH, telegramRoutes } from './routes/telegram.routes';
import { createWebPushSender } from './domain/web-push-sender';

/** Registers the bot's webhook when this gateway has a public https address (Telegram calls only those). */
async function registerWebhook(ctx: AppContext, client: TelegramClient, secret: string): Promise<void> {
  const base = ctx.config.PUBLIC_URL;
  if (!base?.startsWith('https://')) {
    ctx.logger.warn('TELEGRAM_BOT_TOKEN definido sem PUBLIC_URL https: o webhook do bot não foi registrado');
    return;
  }
  if (!(await client.setWebhook(`${base}${TELEGRAM_WEBHOOK_PATH}`, secret)))
    ctx.logger.warn('falha ao registrar o webhook do bot do Telegram');
}

function wrongCodeCounter(ctx: AppContext) {
  const limiter = makeLimiter(ctx.limiterStores, {
    name: 'telegram-wrong-codes',
    points: WRONG_CODES_PER_CHAT_PER_HOUR,
    durationS: 3600,
  });
  return {
    count: async (chatId: string) => (await limiter.get(chatId))?.consumedPoints ?? 0,
    add: async (chatId: string) => void (await limiter.penalty(chatId, 1)),
  };
}

/**
 * Member alerts outside the tab (Web Push, Telegram): their REST routes and the hook the bus relay calls
 * per signal.
 */
export function createSignalAlerts(ctx: AppContext) {
  const { pushSubscriptions: subscriptions, telegramLinks: links, alertRecipients } = ctx.repos;
  const token = ctx.config.TELEGRAM_BOT_TOKEN;
  const client = token ? createTelegramClient(ctx.config.TELEGRAM_API_URL, token) : null;
  const telegram =
    client && token
      ? {
          links,
          linking: createTelegramLinking({
            links,
            client,
            botUsername: ctx.config.TELEGRAM_BOT_USERNAME,
            wrongCodes: wrongCodeCounter(ctx),
          }),
          codesPerMember: makeLimiter(ctx.limiterStores, {
            name: 'telegram-codes',
            points: CODES_PER_MEMBER_PER_HOUR,
            durationS: 3600,
          }),
          webhookSecret: telegramWebhookSecret(token),
        }
      : null;
  const announce = createSignalAnnouncer({
    recipients: alertRecipients,
    sendPush: ctx.config.vapid ? createWebPushSender(ctx.config.vapid) : null,
    removeGoneSubscription: (endpoint) => subscriptions.removeGone(endpoint),
    telegram: client,
    unlinkTelegramChat: (chatId) => links.unlinkChat(chatId),
    logger: ctx.logger,
  });
  if (!ctx.config.vapid)
    ctx.logger.warn('VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY ausentes: notificações push desativadas');
  if (client && telegram)
    void registerWebhook(ctx, client, telegram.webhookSecret).catch((err: unknown) =>
      ctx.logger.warn({ err }, 'falha ao registrar o webhook do bot do Telegram'),
    );

  const routes = Router();
  routes.use(pushRoutes(ctx));
  routes.use(telegramRoutes(ctx, telegram));
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
