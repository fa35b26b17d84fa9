import { z } from 'zod';
import { emptyToUndefined } from '../env';

const optional = <T extends z.ZodType>(s: T) => z.preprocess(emptyToUndefined, s.optional());

/** Alert settings both processes read (the gateway watches the engine, the engine reports its own events). */
export const alertEnvShape = {
  ALERT_WEBHOOK_URL: optional(z.string().url('deve ser uma URL (http:// ou https://)')),
  ALERT_TELEGRAM_BOT_TOKEN: optional(
    z.string().regex(/^\d+:[\w-]{20,}$/, 'token de bot do Telegram inválido'),
  ),
  ALERT_TELEGRAM_CHAT_ID: optional(z.string().regex(/^-?\d+$|^@\w+$/, 'chat id do Telegram inválido')),
  /** The same alert (same key) is sent at most once in this window. */
  ALERT_DEDUP_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** At most this many alerts an hour leave one process; the rest are recorded as suppressed. */
  ALERT_MAX_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(30),
  /** While an incident lasts, a reminder pages this often (minutes). */
  ALERT_REPEAT_MINUTES: z.coerce
    .number({ error: 'deve ser um número de minutos' })
    .int('deve ser um número inteiro de minutos')
    .min(5, 'no mínimo 5 minutos entre lembretes')
    .max(1440, 'no máximo 1440 minutos (24 h) entre lembretes')
    .default(30),
  /** A pause longer than this many hours raises an alert. */
  ALERT_PAUSE_HOURS: z.coerce.number().positive().max(720).default(4),
  /** The Telegram Bot API address (the member bot's TELEGRAM_API_URL too): tests point it at a local fake. */
  TELEGRAM_API_URL: z.string().url('deve ser uma URL').default('https://api.telegram.org'),
};

export interface AlertSettings {
  webhookUrl?: string | undefined;
  telegramBotToken?: string | undefined;
  telegramChatId?: string | undefined;
  dedupMinutes: number;
  maxPerHour: number;
  pauseHours: number;
  /** Minutes between reminders of an open incident (ALERT_REPEAT_MINUTES). */
  repeatMinutes?: number;
  /** TELEGRAM_API_URL: tests point it at a local receiver; production uses the Telegram Bot API. */
  telegramApiUrl?: string;
}

export function alertSettingsFrom(env: {
  ALERT_WEBHOOK_URL?: string | undefined;
  ALERT_TELEGRAM_BOT_TOKEN?: string | undefined;
  ALERT_TELEGRAM_CHAT_ID?: string | undefined;
  ALERT_DEDUP_MINUTES: number;
  ALERT_MAX_PER_HOUR: number;
  ALERT_PAUSE_HOURS: number;
  ALERT_REPEAT_MINUTES: number;
  TELEGRAM_API_URL?: string | undefined;
}): AlertSettings {
  return {
    webhookUrl: env.ALERT_WEBHOOK_URL,
    telegramBotToken: env.ALERT_TELEGRAM_BOT_TOKEN,
    telegramChatId: env.ALERT_TELEGRAM_CHAT_ID,
    dedupMinutes: env.ALERT_DEDUP_MINUTES,
    maxPerHour: env.ALERT_MAX_PER_HOUR,
    pauseHours: env.ALERT_PAUSE_HOURS,
    repeatMinutes: env.ALERT_REPEAT_MINUTES,
    ...(env.TELEGRAM_API_URL ? { telegramApiUrl: env.TELEGRAM_API_URL } : {}),
  };
}
