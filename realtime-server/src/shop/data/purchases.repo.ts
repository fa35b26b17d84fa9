import type { AccessStatus, PurchaseStatus } from '@sinais/shared';
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
}

/** Statuses that hold the buyer's one purchase slot per course (the partial unique index of migration 044). */
export const OPEN_STATUSES = ['pending', 'approved'] as const;
export const isOpenStatus = (s: PurchaseStatus) => s === 'pending' || s === 'approved';

export interface AccessRow {
  user_id: string;
  course_id: string;
  purchase_id: string | null;
  status: AccessStatus;
  granted_at: Date;
  expires_at: Date | null;
}

const P_COLS =
  'id, user_id, course_id, provider, provider_payment_id, method, status, provider_status, status_detail, amount_cents, currency, installments, external_reference, created_at, updated_at, approved_at, refunded_at, duplicate_of, refund_reason';

/** Purchases, accesses and payment notifications. Every method takes the Queryable so use cases can run it in a transaction. */
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
    },
  ): Promise<PurchaseRow | null> {
    const rows = await db.query<PurchaseRow>(
      `INSERT INTO purchases (id, user_id, course_id, provider, method, status, amount_cents, installments, external_reference)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8)
       ON CONFLICT (user_id, course_id) WHERE status IN ('pending', 'approved') AND duplicate_of IS NULL DO NOTHING
       RETURNING ${P_COLS}`,
      [p.id, p.userId, p.courseId, p.provider, p.method, p.amountCents, p.installments, p.externalReference],
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
      await db.query(`UPDATE purchases SET duplicate_of = $1, updated_at = now() WHERE id = ANY($2::uuid[])`, [
        primary.id,
        others.map((o) => o.id),
      ]);
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

  async byProviderPayment(provider: string,
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

  async update(id: string,
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

  /** Grants (or re-activates) access; returns true only when this call changed it to active. */
  async grantAccess(userId: string,
    courseId: string,
    purchaseId: string | null,
  ): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO course_accesses (user_id, course_id, purchase_id, status) VALUES ($1, $2, $3, 'active')
       ON CONFLICT (user_id, course_id) DO UPDATE
         SET status = 'active', purchase_id = EXCLUDED.purchase_id, granted_at = now(), revoked_at = NULL, updated_at = now()
         WHERE course_accesses.status <> 'active'
       RETURNING id`,
      [userId, courseId, purchaseId],
    );
    return rows.length > 0;
  },

  /**
   * Access follows the buyer's approved purchases: while one is left, the access stays and points to it;
   * with none left, it is revoked. Returns true only when this call revoked it.
   */
  async revokeAccess(userId: string, courseId: string): Promise<boolean> {
    const still = await db.query<{ id: string }>(
      `SELECT id FROM purchases WHERE user_id = $1 AND course_id = $2 AND status = 'approved'
        ORDER BY approved_at NULLS LAST, created_at LIMIT 1`,
      [userId, courseId],
    );
    if (still[0]) {
      await db.query(
        `UPDATE course_accesses SET purchase_id = $3, updated_at = now()
          WHERE user_id = $1 AND course_id = $2 AND purchase_id IS DISTINCT FROM $3`,
        [userId, courseId, still[0].id],
      );
      return false;
    }
    const rows = await db.query(
      `UPDATE course_accesses SET status = 'revoked', revoked_at = now(), updated_at = now()
        WHERE user_id = $1 AND course_id = $2 AND status = 'active'
       RETURNING id`,
      [userId, courseId],
    );
    return rows.length > 0;
  },

  /** An administrator's revocation: ends the access whatever pays for it. */
  async revokeAccessByAdmin(userId: string, courseId: string): Promise<boolean> {
    const rows = await db.query(
      `UPDATE course_accesses SET status = 'revoked', revoked_at = now(), updated_at = now()
        WHERE user_id = $1 AND course_id = $2 AND status = 'active' RETURNING id`,
      [userId, courseId],
    );
    return rows.length > 0;
  },

  /** How many recorded notifications came with this signed request id. */
  async eventsOfRequest(provider: string, requestId: string): Promise<number> {
    const rows = await db.query('SELECT 1 FROM payment_events WHERE provider = $1 AND request_id = $2', [
      provider,
      requestId,
    ]);
    return rows.length;
  },

  async approvedCount(userId: string, courseId: string): Promise<number> {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM purchases WHERE user_id = $1 AND course_id = $2 AND status = 'approved'`,
      [userId, courseId],
    );
    return rows[0]?.n ?? 0;
  },

  async accesses(userId: string): Promise<AccessRow[]> {
    return db.query<AccessRow>(
      `SELECT user_id, course_id, purchase_id,
              CASE WHEN status = 'active' AND expires_at IS NOT NULL AND expires_at <= now() THEN 'expired' ELSE status END AS status,
              granted_at, expires_at
         FROM course_accesses WHERE user_id = $1`,
      [userId],
    );
  },

  async hasActiveAccess(userId: string, courseId: string): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM course_accesses WHERE user_id = $1 AND course_id = $2 AND status = 'active'
          AND (expires_at IS NULL OR expires_at > now())`,
      [userId, courseId],
    );
    return rows.length > 0;
  },

  /** Records a provider notification; false when that event id was already recorded (a replay or a duplicate). */
  async recordEvent(e: {
      provider: string;
      eventId: string;
      requestId: string | null;
      paymentId: string;
      action: string | null;
      providerStatus: string | null;
      outcome: string;
    },
  ): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO payment_events (provider, provider_event_id, request_id, provider_payment_id, action, provider_status, outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (provider, provider_event_id) DO NOTHING RETURNING id`,
      [e.provider, e.eventId, e.requestId, e.paymentId, e.action, e.providerStatus, e.outcome],
    );
    return rows.length > 0;
  },
};
}
export type PurchasesRepo = ReturnType<typeof createPurchasesRepo>;
