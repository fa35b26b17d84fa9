import { telegramLinkCodeSchema, type TelegramLinkCode } from '@sinais/shared';
import { z } from 'zod';

/**
 * The Telegram link code this browser was shown, kept until it expires so the panel shows it again after a reload
 * (issue 30). The server keeps only the code's hash; its status names the live code by its expiry, and a code it
 * no longer has (spent, replaced on another device) is dropped here.
 */
const KEY = 'telegramLinkCode';
const cachedSchema = telegramLinkCodeSchema.extend({ userId: z.string() });

export function readTelegramCode(userId: string, now = Date.now()): TelegramLinkCode | null {
  try {
    const parsed = cachedSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    if (!parsed.success || parsed.data.userId !== userId) return null;
    if (Date.parse(parsed.data.expiresAt) <= now) return null;
    return { code: parsed.data.code, expiresAt: parsed.data.expiresAt, link: parsed.data.link };
  } catch {
    return null;
  }
}

export function writeTelegramCode(userId: string, code: TelegramLinkCode | null): void {
  try {
    if (code) localStorage.setItem(KEY, JSON.stringify({ ...code, userId }));
    else localStorage.removeItem(KEY);
  } catch {
    /* storage blocked: the code stays on screen until the page closes */
  }
}

/** Whether the server's live code (by its expiry) is still the one kept here. */
export function isLiveCode(code: TelegramLinkCode, liveExpiresAt: string | null): boolean {
  return liveExpiresAt !== null && Date.parse(liveExpiresAt) === Date.parse(code.expiresAt);
}
