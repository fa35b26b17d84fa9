import type { Db } from '@sinais/shared/server';

/** Members' linked Telegram chats and the one-time codes that link them (stored hashed). */
export function createTelegramLinksRepo(db: Db) {
  return {
    async isLinked(userId: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM telegram_links WHERE user_id = $1', [userId])).length > 0;
    },
    /** When the member's live (unexpired, unspent) code expires; null when there is none. */
    async liveCodeExpiry(userId: string): Promise<Date | null> {
      const rows = await db.query<{ expires_at: Date }>(
        `SELECT expires_at FROM telegram_link_codes WHERE user_id = $1 AND expires_at > now()
         ORDER BY expires_at DESC LIMIT 1`,
        [userId],
      );
      return rows[0] ? new Date(rows[0].expires_at) : null;
    },
    /** A new code replaces the member's previous ones. */
    async saveCode(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db.tx(async (q) => {
        await q.query('DELETE FROM telegram_link_codes WHERE user_id = $1 OR expires_at < now()', [userId]);
        await q.query(
          'INSERT INTO telegram_link_codes (code_hash, user_id, expires_at) VALUES ($1, $2, $3)',
          [codeHash, userId, expiresAt],
        );
      });
    },
    /** Spends a valid code and links its member to the chat (a chat belongs to one account). */
    async linkWithCode(codeHash: string, chatId: string): Promise<string | null> {
      return db.tx(async (q) => {
        const rows = await q.query<{ user_id: string }>(
          'DELETE FROM telegram_link_codes WHERE code_hash = $1 AND expires_at > now() RETURNING user_id',
          [codeHash],
        );
        const userId = rows[0]?.user_id;
        if (!userId) return null;
        await q.query('DELETE FROM telegram_links WHERE chat_id = $1 AND user_id <> $2', [chatId, userId]);
        await q.query(
          `INSERT INTO telegram_links (user_id, chat_id) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET chat_id = EXCLUDED.chat_id, linked_at = now()`,
          [userId, chatId],
        );
        return userId;
      });
    },
    async unlinkUser(userId: string): Promise<boolean> {
      return (
        (await db.query('DELETE FROM telegram_links WHERE user_id = $1 RETURNING user_id', [userId])).length >
        0
      );
    },
    async unlinkChat(chatId: string): Promise<void> {
      await db.query('DELETE FROM telegram_links WHERE chat_id = $1', [chatId]);
    },
  };
}
export type TelegramLinksRepo = ReturnType<typeof createTelegramLinksRepo>;
