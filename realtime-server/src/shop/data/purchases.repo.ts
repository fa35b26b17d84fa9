import type { PurchaseStatus } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

export interface PurchaseRow {
  id: string;
  user_id: string;
  course_id: string;
  provider: string;
  provider_payment_id: string | null;
  method: 'card' | 'pix' | 'preference';
  status: PurchaseStatus;
  provider_status: string;
  status_detail: string | null;
  amount_cents: number;
  currency: string;
  installments: number | null;
  external_reference: string;
  created_at: Date;
  updated_at: Date;
  approved_at: Date | null;
  refunded_at: Date | null;
  /** Set when another open purchase of the same buyer and course came first (see migration 044). */
  duplicate_of: string | null;
  refund_reason: string | null;
  /** "RC-4821-7730": drawn once when the purchase is opened (migration 066), shown on receipts and orders. */
  receipt_number: string;
}

/** Statuses that hold the buyer's one purchase slot per course (the partial unique index of migration 044). */
export const OPEN_STATUSES = ['pending', 'approved'] as const;
export const isOpenStatus = (s: PurchaseStatus) => s === 'pending' || s === 'approved';

const P_COLS =
  'id, user_id, course_id, provider, provider_payment_id, method, status, provider_status, status_detail, amount_cents, currency, installments, external_reference, created_at, updated_at, approved_at, refunded_at, duplicate_of, refund_reason, receipt_number';

/** Purchases (course accesses and payment notifications have their own repositories). Inside a transaction, build it on the transaction's Queryable. */
export function createPurchasesRepo(db: Queryable) {
  return {
    /**
     * Opens a purchase; null when the buyer already has an open (pending or approved) purchase of the course. The
     * database decides (partial unique index), so two tabs or two gateways racing cannot both open one.
     */
    async insertOpen(p: {
      id: string;
      userId: string;
      courseId: string;
      provider: string;
      method: PurchaseRow['method'];
      amountCents: number;
      installments: number | null;
      externalReference: string;
    }): Promise<PurchaseRow | null> {
      const rows = await db.query<PurchaseRow>(
        `INSERT INTO purchases (id, user_id, course_id, provider, method, status, amount_cents, installments, external_reference)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8)
       ON CONFLICT (user_id, course_id) WHERE status IN ('pending', 'approved') AND duplicate_of IS NULL DO NOTHING
       RETURNING ${P_COLS}`,
        [
          p.id,
          p.userId,
          p.courseId,
          p.provider,
          p.method,
          p.amountCents,
          p.installments,
          p.externalReference,
        ],
      );
      return rows[0] ?? null;
    },

    /** The buyer's open purchase of a course (the one the unique index allows), if any. */
    async openPurchase(userId: string, courseId: string): Promise<PurchaseRow | undefined> {
      const rows = await db.query<PurchaseRow>(
        `SELECT ${P_COLS} FROM purchases
        WHERE user_id = $1 AND course_id = $2 AND status IN ('pending', 'approved') AND duplicate_of IS NULL`,
        [userId, courseId],
      );
      return rows[0];
    },

    /** Serialises changes to one buyer's purchases of one course for the rest of the transaction. */
    async lockBuyerCourse(userId: string, courseId: string): Promise<void> {
      await db.query(`SELECT pg_advisory_xact_lock(hashtext('purchase:' || $1 || ':' || $2))`, [
        userId,
        courseId,
      ]);
    },

    /**
     * After a status change (inside the caller's transaction, under lockBuyerCourse): exactly one open purchase is
     * the primary (duplicate_of NULL), the one that already was when it is still open, else the first approved,
     * else the first pending; every other open purchase points to it.
     */
    async reconcileOpen(userId: string, courseId: string): Promise<void> {
      const open = await db.query<{ id: string; duplicate_of: string | null }>(
        `SELECT id, duplicate_of FROM purchases
        WHERE user_id = $1 AND course_id = $2 AND status IN ('pending', 'approved')
        ORDER BY (duplicate_of IS NULL) DESC, CASE status WHEN 'approved' THEN 0 ELSE 1 END, created_at, id`,
        [userId, courseId],
      );
      const primary = open[0];
      if (!primary) return;
      const others = open.slice(1).filter((o) => o.duplicate_of !== primary.id);
      if (others.length) {
        await db.query(
          `UPDATE purchases SET duplicate_of = $1, updated_at = now() WHERE id = ANY($2::uuid[])`,
          [primary.id, others.map((o) => o.id)],
        );
      }
      if (primary.duplicate_of !== null) {
        await db.query(`UPDATE purchases SET duplicate_of = NULL, updated_at = now() WHERE id = $1`, [
          primary.id,
        ]);
      }
    },

    async byId(id: string, lock = false): Promise<PurchaseRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const rows = await db.query<PurchaseRow>(
        `SELECT ${P_COLS} FROM purchases WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      );
      return rows[0];
    },

    async byProviderPayment(
      provider: string,
      paymentId: string,
      lock = false,
    ): Promise<PurchaseRow | undefined> {
      const rows = await db.query<PurchaseRow>(
        `SELECT ${P_COLS} FROM purchases WHERE provider = $1 AND provider_payment_id = $2${lock ? ' FOR UPDATE' : ''}`,
        [provider, paymentId],
      );
      return rows[0];
    },

    async byExternalReference(ref: string, lock = false): Promise<PurchaseRow | undefined> {
      const rows = await db.query<PurchaseRow>(
        `SELECT ${P_COLS} FROM purchases WHERE external_reference = $1${lock ? ' FOR UPDATE' : ''}`,
        [ref],
      );
      return rows[0];
    },

    async markFailed(id: string, detail: string): Promise<void> {
      await db.query(
        `UPDATE purchases SET status = 'rejected', provider_status = 'rejected', status_detail = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`,
        [id, detail],
      );
    },

    async update(
      id: string,
      u: {
        providerPaymentId: string;
        status: PurchaseStatus;
        providerStatus: string;
        statusDetail: string | null;
        /** Only when the purchase enters an open status while another one is open (a duplicate). */
        duplicateOf?: string | null;
      },
    ): Promise<PurchaseRow> {
      const rows = await db.query<PurchaseRow>(
        `UPDATE purchases SET provider_payment_id = $2, status = $3, provider_status = $4, status_detail = $5, updated_at = now(),
         duplicate_of = CASE WHEN $6::boolean THEN $7::uuid ELSE duplicate_of END,
         approved_at = CASE WHEN $3 = 'approved' AND approved_at IS NULL THEN now() ELSE approved_at END,
         refunded_at = CASE WHEN $3 = 'refunded' AND refunded_at IS NULL THEN now() ELSE refunded_at END
       WHERE id = $1 RETURNING ${P_COLS}`,
        [
          id,
          u.providerPaymentId,
          u.status,
          u.providerStatus,
          u.statusDetail,
          u.duplicateOf !== undefined,
          u.duplicateOf ?? null,
        ],
      );
      return rows[0]!;
    },

    /**
     * Claims the refund of an approved purchase for this request (a conditional update, so only one of several
     * simultaneous requests wins); a claim older than 5 minutes is taken over. False: someone else holds it.
     */
    async claimRefund(id: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE purchases SET refund_started_at = now()
        WHERE id = $1 AND status = 'approved'
          AND (refund_started_at IS NULL OR refund_started_at < now() - interval '5 minutes')
        RETURNING id`,
        [id],
      );
      return rows.length > 0;
    },

    async releaseRefund(id: string): Promise<void> {
      await db.query(`UPDATE purchases SET refund_started_at = NULL WHERE id = $1`, [id]);
    },

    async setRefundReason(id: string, reason: string): Promise<void> {
      await db.query(`UPDATE purchases SET refund_reason = $2 WHERE id = $1 AND refund_reason IS NULL`, [
        id,
        reason,
      ]);
    },

    async listByUser(userId: string): Promise<PurchaseRow[]> {
      return db.query<PurchaseRow>(
        `SELECT ${P_COLS} FROM purchases WHERE user_id = $1 ORDER BY created_at DESC`,
        [userId],
      );
    },

    async approvedCount(userId: string, courseId: string): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM purchases WHERE user_id = $1 AND course_id = $2 AND status = 'approved'`,
        [userId, courseId],
      );
      return rows[0]?.n ?? 0;
    },
  };
}
export type PurchasesRepo = ReturnType<typeof createPurchasesRepo>;
