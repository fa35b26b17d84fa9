import {
  alertPreferencesSchema,
  DEFAULT_ALERT_PREFERENCES,
  isAnnounceable,
  shouldAnnounceSignal,
  type AlertPreferences,
  type Envelope,
  type SignalChange,
} from '@sinais/shared';
import type { Logger } from '@sinais/shared/server';
import { signalAlertText, signalPushPayload } from './alert-message';
import type { AlertChannel, AlertRecipientsRepo } from '../data/alert-recipients.repo';
import type { PushSender } from './web-push-sender';

/** Parallel sends per channel: enough to drain thousands of members quickly without a burst of sockets. */
const SEND_CONCURRENCY = 16;
/** Claims outlive by far the window in which a gateway may still relay (and announce) a confirmation. */
const CLAIM_RETENTION_S = 60 * 60;

type SendOutcome = 'sent' | 'gone' | 'failed';

export interface TelegramSender {
  sendMessage(chatId: string, text: string): Promise<SendOutcome>;
}

export interface AnnounceDeps {
  recipients: AlertRecipientsRepo;
  /** Absent when Web Push is not configured. */
  sendPush: PushSender | null;
  removeGoneSubscription(endpoint: string): Promise<void>;
  telegram: TelegramSender | null;
  unlinkTelegramChat(chatId: string): Promise<void>;
  logger: Logger;
  now?: () => number;
}

function preferencesOf(stored: unknown): AlertPreferences {
  const parsed = alertPreferencesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_ALERT_PREFERENCES;
}

async function eachLimited<T>(items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, items.length) }, worker));
}

/**
 * Alerts outside the tab: for each confirmed signal, a Web Push to every subscribed browser and a Telegram
 * message to every linked chat whose member's preferences match. Every gateway relays every signal; the
 * delivery claims make each (signal, target) go out once.
 */
export function createSignalAnnouncer(deps: AnnounceDeps) {
  const now = deps.now ?? Date.now;
  const { recipients, logger } = deps;
  return async function announce(env: Envelope<string, SignalChange>): Promise<void> {
    if (env.type !== 'signal:confirmed') return;
    const signal = env.data.signal;
    const at = now();
    if (!isAnnounceable(signal, env.ts, at)) return;
    const matches = (stored: unknown) => shouldAnnounceSignal(preferencesOf(stored), signal, env.ts, at);

    /** One channel: the targets whose preferences match, each claimed once across gateways, then sent. */
    async function deliver<T extends { preferences: unknown }>(
      channel: AlertChannel,
      targets: T[],
      c: {
        id(t: T): string;
        send(t: T): Promise<SendOutcome>;
        gone(id: string): Promise<void>;
        failure: string;
      },
    ): Promise<void> {
      const matching = targets.filter((t) => matches(t.preferences));
      const claimed = await recipients.claim(signal.id, channel, matching.map(c.id));
      await eachLimited(
        matching.filter((t) => claimed.has(c.id(t))),
        async (t) => {
          const outcome = await c.send(t);
          if (outcome === 'gone') await c.gone(c.id(t));
          else if (outcome === 'failed') logger.warn({ signal: signal.id }, c.failure);
        },
      );
    }

    if (deps.sendPush) {
      const send = deps.sendPush;
      await deliver('webpush', await recipients.pushSubscriptions(), {
        id: (s) => s.endpoint,
        send: (s) => send(s, JSON.stringify(signalPushPayload(signal, preferencesOf(s.preferences).sound))),
        gone: (endpoint) => deps.removeGoneSubscription(endpoint),
        failure: 'falha ao enviar push de sinal',
      });
    }

    if (deps.telegram) {
      const telegram = deps.telegram;
      const { title, body } = signalAlertText(signal);
      await deliver('telegram', await recipients.telegramChats(), {
        id: (chat) => chat.chat_id,
        send: (chat) => telegram.sendMessage(chat.chat_id, `${title}\n${body}`),
        gone: (chatId) => deps.unlinkTelegramChat(chatId),
        failure: 'falha ao enviar sinal ao Telegram',
      });
    }
    await recipients.pruneClaims(CLAIM_RETENTION_S);
  };
}
