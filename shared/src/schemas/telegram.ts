import { z } from 'zod';

/** GET /api/telegram/link: whether the bot is configured and this member's account is linked to a chat. */
export const telegramLinkStatusSchema = z.object({
  available: z.boolean(),
  linked: z.boolean(),
  botUsername: z.string().nullable(),
  /**
   * When the member's one live link code expires (null: none). The site keeps the code it was shown and shows it
   * again while this still names it; the server keeps only its hash.
   */
  codeExpiresAt: z.string().nullable(),
});
export type TelegramLinkStatus = z.infer<typeof telegramLinkStatusSchema>;

/** POST /api/telegram/link-code: the one-time code the member sends to the bot as `/start <code>`. */
export const telegramLinkCodeSchema = z.object({
  code: z.string(),
  expiresAt: z.string(),
  /** t.me deep link that sends `/start <code>` in one tap, when the bot's name is configured. */
  link: z.string().nullable(),
});
export type TelegramLinkCode = z.infer<typeof telegramLinkCodeSchema>;

/** The part of a Telegram Bot API update the webhook reads. */
export const telegramUpdateSchema = z.object({
  update_id: z.number().int(),
  message: z
    .object({
      chat: z.object({ id: z.number().int() }),
      text: z.string().max(4096).optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;
