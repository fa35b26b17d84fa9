import type { Queryable } from '@sinais/shared/server';

export function createResetTokensRepo(db: Queryable) {
  return {
    /** Issuing a new token voids the user's earlier unused ones. */
    async issue(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.query(
        'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
        [userId],
      );
      await db.query(
        'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)',
        [userId, tokenHash, expiresAt],
      );
    },
    /** Marks the token used if it is valid for this user; true only for the one caller that wins. */
    async consume(userId: string, tokenHash: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE password_reset_tokens SET used_at = now()
         WHERE user_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now() RETURNING id`,
        [userId, tokenHash],
      );
      return rows.length === 1;
    },
  };
}
export type ResetTokensRepo = ReturnType<typeof createResetTokensRepo>;
