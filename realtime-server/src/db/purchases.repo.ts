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
}

export interface AccessRow {
  user_id: string;
  course_id: string;
  purchase_id: string | null;
  status: AccessStatus;
  granted_at: Date;
  expires_at: Date | null;
}

const P_COLS =
  'id, user_id, course_id, provider, provider_payment_id, method, status, provider_status, status_detail, amount_cents, currency, installments, external_reference, created_at, updated_at, approved_at, refunded_at';

/** Purchases, accesses and payment notifications. Every method takes the Queryable so use cases can run it in a transaction. */
export const purchasesRepo = {
  async insert(
    q: Queryable,
    p: {
      id: string;
      userId: string;
      courseId: string;
      provider: string;
      method: PurchaseRow['method'];
      amountCents: number;
      installments: number | null;
      externalReference: string;
    },
  ): Promise<PurchaseRow> {
    const rows = await q.query<PurchaseRow>(
      `INSERT INTO purchases (id, user_id, course_id, provider, method, status, amount_cents, installments, external_reference)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8) RETURNING ${P_COLS}`,
      [p.id, p.userId, p.courseId, p.provider, p.method, p.amountCents, p.installments, p.externalReference],
    );
    return rows[0]!;
  },

  async byProviderPayment(
    q: Queryable,
    provider: string,
    paymentId: string,
    lock = false,
  ): Promise<PurchaseRow | undefined> {
    const rows = await q.query<PurchaseRow>(
      `SELECT ${P_COLS} FROM purchases WHERE provider = $1 AND provider_payment_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [provider, paymentId],
    );
    return rows[0];
  },

  async byExternalReference(q: Queryable, ref: string, lock = false): Promise<PurchaseRow | undefined> {
    const rows = await q.query<PurchaseRow>(
      `SELECT ${P_COLS} FROM purchases WHERE external_reference = $1${lock ? ' FOR UPDATE' : ''}`,
      [ref],
    );
    return rows[0];
  },

  async markFailed(q: Queryable, id: string, detail: string): Promise<void> {
    await q.query(
      `UPDATE purchases SET status = 'rejected', provider_status = 'rejected', status_detail = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [id, detail],
    );
  },

  async update(
    q: Queryable,
    id: string,
    u: {
      providerPaymentId: string;
      status: PurchaseStatus;
      providerStatus: string;
      statusDetail: string | null;
    },
  ): Promise<PurchaseRow> {
    const rows = await q.query<PurchaseRow>(
      `UPDATE purchases SET provider_payment_id = $2, status = $3, provider_status = $4, status_detail = $5, updated_at = now(),
         approved_at = CASE WHEN $3 = 'approved' AND approved_at IS NULL THEN now() ELSE approved_at END,
         refunded_at = CASE WHEN $3 = 'refunded' AND refunded_at IS NULL THEN now() ELSE refunded_at END
       WHERE id = $1 RETURNING ${P_COLS}`,
      [id, u.providerPaymentId, u.status, u.providerStatus, u.statusDetail],
    );
    return rows[0]!;
  },

  async listByUser(q: Queryable, userId: string): Promise<PurchaseRow[]> {
    return q.query<PurchaseRow>(
      `SELECT ${P_COLS} FROM purchases WHERE user_id = $1 ORDER BY created_at DESC`,
      [userId],
    );
  },

  /** Grants (or re-activates) access; returns true only when this call changed it to active. */
  async grantAccess(
    q: Queryable,
    userId: string,
    courseId: string,
    purchaseId: string | null,
  ): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO course_accesses (user_id, course_id, purchase_id, status) VALUES ($1, $2, $3, 'active')
       ON CONFLICT (user_id, course_id) DO UPDATE
         SET status = 'active', purchase_id = EXCLUDED.purchase_id, granted_at = now(), revoked_at = NULL, updated_at = now()
         WHERE course_accesses.status <> 'active'
       RETURNING id`,
      [userId, courseId, purchaseId],
    );
    return rows.length > 0;
  },

  /** Revokes unless another approved purchase of the same course still pays for it. */
  async revokeAccess(q: Queryable, userId: string, courseId: string): Promise<boolean> {
    const rows = await q.query(
      `UPDATE course_accesses SET status = 'revoked', revoked_at = now(), updated_at = now()
        WHERE user_id = $1 AND course_id = $2 AND status = 'active'
          AND NOT EXISTS (SELECT 1 FROM purchases WHERE user_id = $1 AND course_id = $2 AND status = 'approved')
       RETURNING id`,
      [userId, courseId],
    );
    return rows.length > 0;
  },

  async accesses(q: Queryable, userId: string): Promise<AccessRow[]> {
    return q.query<AccessRow>(
      `SELECT user_id, course_id, purchase_id,
              CASE WHEN status = 'active' AND expires_at IS NOT NULL AND expires_at <= now() THEN 'expired' ELSE status END AS status,
              granted_at, expires_at
         FROM course_accesses WHERE user_id = $1`,
      [userId],
    );
  },

  async hasActiveAccess(q: Queryable, userId: string, courseId: string): Promise<boolean> {
    const rows = await q.query(
      `SELECT 1 FROM course_accesses WHERE user_id = $1 AND course_id = $2 AND status = 'active'
          AND (expires_at IS NULL OR expires_at > now())`,
      [userId, courseId],
    );
    return rows.length > 0;
  },

  /** Records a provider notification; false when that event id was already recorded (a replay or a duplicate). */
  async recordEvent(
    q: Queryable,
    e: {
      provider: string;
      eventId: string;
      requestId: string | null;
      paymentId: string;
      action: string | null;
      providerStatus: string | null;
      outcome: string;
    },
  ): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO payment_events (provider, provider_event_id, request_id, provider_payment_id, action, provider_status, outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (provider, provider_event_id) DO NOTHING RETURNING id`,
      [e.provider, e.eventId, e.requestId, e.paymentId, e.action, e.providerStatus, e.outcome],
    );
    return rows.length > 0;
  },
};
