import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { TelegramLinkCode, TelegramUpdate } from '@sinais/shared';
import type { TelegramClient } from './telegram-client';
import type { TelegramLinksRepo } from '../data/telegram-links.repo';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_TTL_MS = 15 * 60_000;

export const TELEGRAM_REPLIES = {
  linked:
    'Pronto! Sua conta Sinais Cripto está vinculada. Os sinais confirmados que combinam com as suas preferências chegarão aqui.',
  invalidCode:
    'Código inválido ou expirado. Gere um novo em Configurações, no site, e envie /start seguido do código.',
  howTo:
    'Para receber os sinais aqui, gere um código em Configurações, no site, e envie /start seguido do código.',
  tooManyTries:
    'Muitas tentativas com códigos inválidos. Aguarde uma hora e gere um novo código em Configurações.',
} as const;

/** Wrong codes one chat may send per hour before its codes are no longer tried (guessing is pointless). */
export const WRONG_CODES_PER_CHAT_PER_HOUR = 5;
/** Codes one member may generate per hour. */
export const CODES_PER_MEMBER_PER_HOUR = 5;

/** Counts wrong codes per chat (shared by every gateway: rate-limit-store). */
export interface WrongCodeCounter {
  count(chatId: string): Promise<number>;
  add(chatId: string): Promise<void>;
}

const hashCode = (code: string) => createHash('sha256').update(code.toUpperCase()).digest('hex');

/** The secret Telegram sends back on every webhook call: derived from the bot token, equal on every gateway. */
export function telegramWebhookSecret(botToken: string): string {
  return createHmac('sha256', botToken).update('members-webhook').digest('base64url');
}

export function webhookSecretMatches(expected: string, given: string | undefined): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given ?? '');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Linking a member's Telegram chat: a one-time code in the site, `/start <code>` to the bot. */
export function createTelegramLinking(deps: {
  links: TelegramLinksRepo;
  client: TelegramClient;
  botUsername: string | undefined;
  wrongCodes: WrongCodeCounter;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  return {
    async newCode(userId: string): Promise<TelegramLinkCode> {
      const code = Array.from(
        { length: CODE_LENGTH },
        () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
      ).join('');
      const expiresAt = new Date(now() + CODE_TTL_MS);
      await deps.links.saveCode(userId, hashCode(code), expiresAt);
      return {
        code,
        expiresAt: expiresAt.toISOString(),
        link: deps.botUsername ? `https://t.me/${deps.botUsername}?start=${code}` : null,
      };
    },
    /** One update from the bot's webhook; answers the chat. */
    async handleUpdate(update: TelegramUpdate): Promise<void> {
      const message = update.message;
      if (!message?.text) return;
      const start = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/.exec(message.text.trim());
      if (!start) return;
      const chatId = String(message.chat.id);
      if (!start[1]) {
        await deps.client.sendMessage(chatId, TELEGRAM_REPLIES.howTo);
        return;
      }
      if ((await deps.wrongCodes.count(chatId)) >= WRONG_CODES_PER_CHAT_PER_HOUR) {
        await deps.client.sendMessage(chatId, TELEGRAM_REPLIES.tooManyTries);
        return;
      }
      const userId = await deps.links.linkWithCode(hashCode(start[1]), chatId);
      if (!userId) await deps.wrongCodes.add(chatId);
      await deps.client.sendMessage(chatId, userId ? TELEGRAM_REPLIES.linked : TELEGRAM_REPLIES.invalidCode);
    },
  };
}
export type TelegramLinking = ReturnType<typeof createTelegramLinking>;
