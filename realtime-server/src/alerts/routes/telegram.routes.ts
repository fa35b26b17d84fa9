import type { Router } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { api, telegramUpdateSchema, type TelegramLinkStatus } from '@sinais/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { webhookSecretMatches, type TelegramLinking } from '../domain/telegram-link';
import type { TelegramLinksRepo } from '../data/telegram-links.repo';
import { consumeOr429 } from '../../platform/rate-limit-store';
import { apiRoute, apiRouter } from '../../http/api-route';

const TOO_MANY_CODES = {
  code: 'too_many_requests',
  message: 'Muitos códigos gerados. Aguarde e tente novamente mais tarde.',
};

export const TELEGRAM_WEBHOOK_PATH = '/api/telegram/webhook';

/** Linking a member's Telegram chat, and the bot's webhook (Telegram POSTs each update with the secret). */
export function telegramRoutes(
  ctx: AppContext,
  telegram: {
    linking: TelegramLinking;
    links: TelegramLinksRepo;
    webhookSecret: string;
    codesPerMember: RateLimiterAbstract;
  } | null,
): Router {
  const r = apiRouter(ctx);
  const configured = () => {
    if (!telegram)
      throw new AppError(
        'telegram_unavailable',
        'Os alertas pelo Telegram não estão ativos neste servidor.',
        404,
      );
    return telegram;
  };

  apiRoute(
    r,
    api.alerts.telegramLink,
  )(async (_input, req) => {
    const userId = req.session!.user.id;
    const linked = telegram ? await telegram.links.isLinked(userId) : false;
    const codeExpiry = telegram && !linked ? await telegram.links.liveCodeExpiry(userId) : null;
    const status: TelegramLinkStatus = {
      available: Boolean(telegram),
      linked,
      botUsername: ctx.config.TELEGRAM_BOT_USERNAME ?? null,
      codeExpiresAt: codeExpiry?.toISOString() ?? null,
    };
    return { success: true, data: status };
  });

  apiRoute(
    r,
    api.alerts.telegramLinkCode,
  )(async (_input, req, res) => {
    const t = configured();
    await consumeOr429(t.codesPerMember, req.session!.user.id, TOO_MANY_CODES);
    const code = await t.linking.newCode(req.session!.user.id);
    res.status(201);
    return { success: true, data: code };
  });

  apiRoute(
    r,
    api.alerts.telegramUnlink,
  )(async (_input, req) => {
    const removed = await configured().links.unlinkUser(req.session!.user.id);
    return {
      success: true,
      message: removed ? 'Telegram desvinculado.' : 'Nenhum Telegram estava vinculado.',
    };
  });

  apiRoute(
    r,
    api.alerts.telegramWebhook,
  )(async ({ body }, req) => {
    const t = configured();
    if (!webhookSecretMatches(t.webhookSecret, req.get('x-telegram-bot-api-secret-token')))
      throw new AppError('forbidden', 'Acesso negado.', 403);
    const update = telegramUpdateSchema.safeParse(body);
    // Telegram retries anything but a 2xx: an update this bot does not read is acknowledged and dropped.
    if (update.success) await t.linking.handleUpdate(update.data);
    return { ok: true };
  });
  return r;
}
