import type { Queryable } from '@sinais/shared/server';

/**
 * The sandbox provider's own tables: payments, card tokens and refunds, each kept as the JSON body Mercado Pago
 * would answer. Bodies are typed by the sandbox gateway that owns their shape.
 */
export function createSandboxRepo(db: Queryable) {
  return {
    async payment<B>(id: string, lock = false): Promise<{ body: B; notification_url: string | null } | null> {
      const rows = await db.query<{ body: B; notification_url: string | null }>(
        `SELECT body, notification_url FROM sandbox_payments WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** Payments the provider still holds open (pending, in process, authorized): candidates for expiry. */
    async pendingPaymentIds(): Promise<string[]> {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM sandbox_payments WHERE body->>'status' IN ('pending', 'in_process', 'authorized') ORDER BY id`,
      );
      return rows.map((r) => String(r.id));
    },

    async paymentByKey<B>(idempotencyKey: string): Promise<B | null> {
      const rows = await db.query<{ body: B }>(
        'SELECT body FROM sandbox_payments WHERE idempotency_key = $1',
        [idempotencyKey],
      );
      return rows[0]?.body ?? null;
    },

    /** Reserves a payment id (its body is written right after, once the id is known). */
    async insertPayment(idempotencyKey: string, notificationUrl: string | null): Promise<string> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO sandbox_payments (idempotency_key, body, notification_url) VALUES ($1, '{}'::jsonb, $2) RETURNING id`,
        [idempotencyKey, notificationUrl],
      );
      return String(rows[0]!.id);
    },

    async writePayment(id: string, body: unknown, opts: { touch: boolean }): Promise<void> {
      await db.query(
        opts.touch
          ? 'UPDATE sandbox_payments SET body = $2, updated_at = now() WHERE id = $1'
          : 'UPDATE sandbox_payments SET body = $2 WHERE id = $1',
        [id, JSON.stringify(body)],
      );
    },

    async insertCardToken(t: {
      id: string;
      cardholderName: string;
      firstSix: string;
      lastFour: string;
      expirationMonth: number;
      expirationYear: number;
      identificationType: string | null;
      identificationNumber: string | null;
    }): Promise<void> {
      await db.query(
        `INSERT INTO sandbox_card_tokens (id, cardholder_name, first_six_digits, last_four_digits, expiration_month, expiration_year,
         identification_type, identification_number) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          t.id,
          t.cardholderName,
          t.firstSix,
          t.lastFour,
          t.expirationMonth,
          t.expirationYear,
          t.identificationType,
          t.identificationNumber,
        ],
      );
    },

    /** Tokens are single-use and valid 7 days, like Mercado Pago's: null when unknown, used or expired. */
    async useCardToken(
      id: string,
    ): Promise<{ cardholder_name: string; first_six_digits: string; last_four_digits: string } | null> {
      const rows = await db.query<{
        cardholder_name: string;
        first_six_digits: string;
        last_four_digits: string;
      }>(
        `UPDATE sandbox_card_tokens SET used_at = now()
        WHERE id = $1 AND used_at IS NULL AND created_at > now() - interval '7 days'
        RETURNING cardholder_name, first_six_digits, last_four_digits`,
        [id],
      );
      return rows[0] ?? null;
    },

    async refundByKey<B>(idempotencyKey: string, paymentId: string): Promise<B | null> {
      const rows = await db.query<{ body: B }>(
        'SELECT body FROM sandbox_refunds WHERE idempotency_key = $1 AND payment_id = $2',
        [idempotencyKey, paymentId],
      );
      return rows[0]?.body ?? null;
    },

    /** Reserves a refund id (its body is written right after, once the id is known). */
    async insertRefund(paymentId: string, idempotencyKey: string, amount: number): Promise<number> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO sandbox_refunds (payment_id, idempotency_key, amount, body) VALUES ($1, $2, $3, '{}'::jsonb) RETURNING id`,
        [paymentId, idempotencyKey, amount],
      );
      return rows[0]!.id;
    },

    async writeRefund(id: number, body: unknown): Promise<void> {
      await db.query('UPDATE sandbox_refunds SET body = $2 WHERE id = $1', [id, JSON.stringify(body)]);
    },
  };
}
export type SandboxRepo = ReturnType<typeof createSandboxRepo>;
