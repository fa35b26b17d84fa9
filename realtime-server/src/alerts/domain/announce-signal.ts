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
import type { AlertRecipientsRepo } from '../data/alert-recipients.repo';
import type { PushSender } from './web-push-sender';

/** Parallel sends per channel: enough to drain thousands of members quickly without a burst of sockets. */
const SEND_CONCURRENCY = 16;
/** Claims outlive by far the window in which a gateway may still relay (and announce) a confirmation. */
const CLAIM_RETENTION_S = 60 * 60;

export interface TelegramSender {
  sendMessage(chatId: string, text: string): Promise<'sent' | 'gone' | 'failed'>;
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

    if (deps.sendPush) {
      const send = deps.sendPush;
      const subs = (await recipients.pushSubscriptions()).filter((s) => matches(s.preferences));
      const claimed = await recipients.claim(
        signal.id,
        'webpush',
        subs.map((s) => s.endpoint),
      );
      await eachLimited(
        subs.filter((s) => claimed.has(s.endpoint)),
        async (s) => {
          const payload = signalPushPayload(signal, preferencesOf(s.preferences).sound);
          const outcome = await send(s, JSON.stringify(payload));
          if (outcome === 'gone') await deps.removeGoneSubscription(s.endpoint);
          else if (outcome === 'failed') logger.warn({ signal: signal.id }, 'falha ao enviar push de sinal');
        },
      );
    }

    if (deps.telegram) {
      const telegram = deps.telegram;
      const chats = (await recipients.telegramChats()).filter((c) => matches(c.preferences));
      const claimed = await recipients.claim(
        signal.id,
        'telegram',
        chats.map((c) => c.chat_id),
      );
      const { title, body } = signalAlertText(signal);
      await eachLimited(
        chats.filter((c) => claimed.has(c.chat_id)),
        async (c) => {
          const outcome = await telegram.sendMessage(c.chat_id, `${title}\n${body}`);
          if (outcome === 'gone') await deps.unlinkTelegramChat(c.chat_id);
          else if (outcome === 'failed')
            logger.warn({ signal: signal.id }, 'falha ao enviar sinal ao Telegram');
        },
      );
    }
    await recipients.pruneClaims(CLAIM_RETENTION_S);
  };
}
