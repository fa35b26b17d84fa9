import type { Queryable } from '@sinais/shared/server';
import type { PurchaseRow } from './purchases.repo';

export interface BuyerPurchaseRow extends PurchaseRow {
  course_name: string;
  buyer_name: string;
  buyer_email: string;
}

const COLS = `p.id, p.user_id, p.course_id, p.provider, p.provider_payment_id, p.method, p.status, p.provider_status,
  p.status_detail, p.amount_cents, p.currency, p.installments, p.external_reference, p.created_at, p.updated_at,
  p.approved_at, p.refunded_at, p.duplicate_of, p.refund_reason, p.receipt_number, c.name AS course_name, u.name AS buyer_name,
  u.email AS buyer_email`;
const FROM = 'purchases p JOIN courses c ON c.id = p.course_id JOIN users u ON u.id = p.user_id';

/** The buyer's own purchases ("Minhas compras" and the receipt). */
export function createMyPurchasesRepo(db: Queryable) {
  return {
    /** Newest first; attempts that never reached the provider (refused before it) are left out. */
    async listForBuyer(userId: string): Promise<BuyerPurchaseRow[]> {
      return db.query<BuyerPurchaseRow>(
        `SELECT ${COLS} FROM ${FROM}
        WHERE p.user_id = $1 AND (p.provider_payment_id IS NOT NULL OR p.status <> 'rejected')
        ORDER BY p.created_at DESC, p.id`,
        [userId],
      );
    },

    async forBuyer(userId: string, id: string): Promise<BuyerPurchaseRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const rows = await db.query<BuyerPurchaseRow>(
        `SELECT ${COLS} FROM ${FROM} WHERE p.id = $1 AND p.user_id = $2`,
        [id, userId],
      );
      return rows[0];
    },
  };
}
export type MyPurchasesRepo = ReturnType<typeof createMyPurchasesRepo>;
