import type { CrmAccess, CrmListQuery, CrmPage, CrmPurchase, CrmSummary, CrmUser } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function paged<T>(items: T[], total: number, query: CrmListQuery): CrmPage<T> {
  return {
    success: true,
    items,
    page: query.page,
    page_size: query.page_size,
    total,
    total_pages: Math.max(1, Math.ceil(total / query.page_size)),
  };
}

/** A CRM row joins its buyer and its course. */
interface BuyerCourseJoin {
  id: string;
  user_id: string;
  user_email: string;
  user_name: string;
  course_id: string;
  course_name: string;
}
interface PurchaseJoin extends BuyerCourseJoin {
  provider_payment_id: string | null;
  receipt_number: string;
  status: CrmPurchase['status'];
  amount_cents: number;
  currency: string;
  method: string;
  created_at: Date;
  updated_at: Date;
  duplicate_of: string | null;
}
interface AccessJoin extends BuyerCourseJoin {
  purchase_id: string | null;
  granted_at: Date;
  expires_at: Date | null;
  status: CrmAccess['status'];
  approved_purchases: number;
}

const buyerCourseOf = (r: BuyerCourseJoin): BuyerCourseJoin => ({
  id: r.id,
  user_id: r.user_id,
  user_email: r.user_email,
  user_name: r.user_name,
  course_id: r.course_id,
  course_name: r.course_name,
});

export const toCrmPurchase = (r: PurchaseJoin): CrmPurchase => ({
  ...buyerCourseOf(r),
  payment_id: r.provider_payment_id,
  receipt_number: r.receipt_number,
  status: r.status,
  amount: r.amount_cents / 100,
  amount_cents: r.amount_cents,
  currency: r.currency,
  method: r.method,
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
  duplicate_of: r.duplicate_of,
});

export const toCrmAccess = (r: AccessJoin): CrmAccess => ({
  ...buyerCourseOf(r),
  purchase_id: r.purchase_id,
  granted_at: iso(r.granted_at)!,
  expires_at: iso(r.expires_at),
  status: r.status,
  approved_purchases: Number(r.approved_purchases),
});

const PURCHASE_SELECT = `SELECT p.id, p.user_id, u.email AS user_email, u.name AS user_name, p.course_id, c.name AS course_name,
  p.provider_payment_id, p.receipt_number, p.status, p.amount_cents, p.currency, p.method, p.created_at, p.updated_at,
  p.duplicate_of
  FROM purchases p JOIN users u ON u.id = p.user_id JOIN courses c ON c.id = p.course_id`;
const ACCESS_SELECT = `SELECT a.id, a.user_id, u.email AS user_email, u.name AS user_name, a.course_id, c.name AS course_name, a.purchase_id,
  a.granted_at, a.expires_at,
  CASE WHEN a.status = 'active' AND a.expires_at IS NOT NULL AND a.expires_at <= now() THEN 'expired' ELSE a.status END AS status,
  (SELECT count(*)::int FROM purchases ap WHERE ap.user_id = a.user_id AND ap.course_id = a.course_id AND ap.status = 'approved') AS approved_purchases
  FROM course_accesses a JOIN users u ON u.id = a.user_id JOIN courses c ON c.id = a.course_id`;

/**
 * One page of a CRM list over a joined table: `search` uses `$1` (LIKE pattern) and `$2` (exact text) when
 * `query.q` is set, and `statusColumn` filters on `query.status`.
 */
async function joinedList<R, T>(
  q: Queryable,
  query: CrmListQuery,
  list: {
    search: string;
    statusColumn: string;
    from: string;
    select: string;
    orderBy: string;
    map: (row: R) => T;
  },
): Promise<CrmPage<T>> {
  const conds: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    params.push(like(query.q), query.q);
    conds.push(list.search);
  }
  if (query.status) {
    params.push(query.status);
    conds.push(`${list.statusColumn} = $${params.length}`);
  }
  const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
  const total = (
    await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${list.from} ${where}`, params)
  )[0]!.n;
  const rows = await q.query<R>(
    `${list.select} ${where} ORDER BY ${list.orderBy} LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
    params,
  );
  return paged(
    rows.map((r) => list.map(r)),
    total,
    query,
  );
}

/** Read models of the admin CRM: real users, purchases and accesses, paginated and searchable. */
export function createCrmRepo(db: Queryable) {
  return {
    async summary(): Promise<CrmSummary> {
      const rows = await db.query<{
        users: number;
        purchases: number;
        revenue: number;
        active: number;
        pending: number;
        duplicates: number;
      }>(
        `SELECT (SELECT count(*) FROM users)::int AS users,
              (SELECT count(*) FROM purchases)::int AS purchases,
              (SELECT COALESCE(sum(amount_cents), 0) FROM purchases WHERE status = 'approved')::float8 AS revenue,
              (SELECT count(*) FROM course_accesses WHERE status = 'active' AND (expires_at IS NULL OR expires_at > now()))::int AS active,
              (SELECT count(*) FROM purchases WHERE status = 'pending')::int AS pending,
              (SELECT count(*) FROM purchases WHERE duplicate_of IS NOT NULL AND status IN ('pending', 'approved'))::int AS duplicates`,
      );
      const r = rows[0]!;
      return {
        success: true,
        total_users: r.users,
        total_purchases: r.purchases,
        total_revenue: Number(r.revenue) / 100,
        active_accesses: r.active,
        pending_purchases: r.pending,
        duplicate_purchases: r.duplicates,
      };
    },

    async users(query: CrmListQuery): Promise<CrmPage<CrmUser>> {
      const where = query.q
        ? `WHERE u.email ILIKE $1 OR u.name ILIKE $1 OR u.username ILIKE $1 OR u.id::text = $2`
        : '';
      const params = query.q ? [like(query.q), query.q] : [];
      const total = (
        await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${where}`, params)
      )[0]!.n;
      const rows = await db.query<{
        id: string;
        email: string;
        name: string;
        created_at: Date;
        last_login_at: Date | null;
        status: string;
        is_admin: boolean;
      }>(
        `SELECT u.id, u.email, u.name, u.created_at, u.last_login_at, u.status, u.is_admin FROM users u ${where}
        ORDER BY u.created_at DESC, u.id LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
        params,
      );
      return paged(
        rows.map((u) => ({
          id: u.id,
          email: u.email,
          name: u.name,
          created_at: iso(u.created_at)!,
          last_login: iso(u.last_login_at),
          status: u.status,
          is_admin: u.is_admin,
        })),
        total,
        query,
      );
    },

    async purchases(query: CrmListQuery): Promise<CrmPage<CrmPurchase>> {
      return joinedList(db, query, {
        search: `(u.email ILIKE $1 OR u.name ILIKE $1 OR c.name ILIKE $1 OR p.course_id ILIKE $1 OR p.provider_payment_id = $2 OR p.id::text = $2 OR p.receipt_number = upper($2::text))`,
        statusColumn: 'p.status',
        from: 'purchases p JOIN users u ON u.id = p.user_id JOIN courses c ON c.id = p.course_id',
        select: PURCHASE_SELECT,
        orderBy: 'p.created_at DESC, p.id',
        map: toCrmPurchase,
      });
    },

    async accesses(query: CrmListQuery): Promise<CrmPage<CrmAccess>> {
      return joinedList(db, query, {
        search: `(u.email ILIKE $1 OR u.name ILIKE $1 OR c.name ILIKE $1 OR a.course_id ILIKE $1 OR a.id::text = $2)`,
        statusColumn: 'a.status',
        from: 'course_accesses a JOIN users u ON u.id = a.user_id JOIN courses c ON c.id = a.course_id',
        select: ACCESS_SELECT,
        orderBy: 'a.granted_at DESC, a.id',
        map: toCrmAccess,
      });
    },

    async purchase(id: string): Promise<CrmPurchase | undefined> {
      const rows = await db.query<PurchaseJoin>(`${PURCHASE_SELECT} WHERE p.id::text = $1`, [id]);
      return rows[0] ? toCrmPurchase(rows[0]) : undefined;
    },

    async access(id: string): Promise<CrmAccess | undefined> {
      const rows = await db.query<AccessJoin>(`${ACCESS_SELECT} WHERE a.id::text = $1`, [id]);
      return rows[0] ? toCrmAccess(rows[0]) : undefined;
    },

    async accessOf(userId: string, courseId: string): Promise<CrmAccess | undefined> {
      const rows = await db.query<AccessJoin>(`${ACCESS_SELECT} WHERE a.user_id = $1 AND a.course_id = $2`, [
        userId,
        courseId,
      ]);
      return rows[0] ? toCrmAccess(rows[0]) : undefined;
    },

    /** Locks and reads one purchase row's status for a decision. */
    async lockPurchase(id: string) {
      const rows = await db.query<{
        id: string;
        user_id: string;
        course_id: string;
        status: string;
        amount_cents: number;
        duplicate_of: string | null;
      }>(
        `SELECT id, user_id, course_id, status, amount_cents, duplicate_of FROM purchases WHERE id::text = $1 FOR UPDATE`,
        [id],
      );
      return rows[0];
    },

    async setPurchaseStatus(id: string, status: 'approved' | 'rejected', detail: string): Promise<void> {
      await db.query(
        `UPDATE purchases SET status = $2, provider_status = $2, status_detail = $3, updated_at = now(),
         approved_at = CASE WHEN $2 = 'approved' AND approved_at IS NULL THEN now() ELSE approved_at END
       WHERE id = $1`,
        [id, status, detail],
      );
    },

    async lockAccess(id: string) {
      const rows = await db.query<{
        id: string;
        user_id: string;
        course_id: string;
        purchase_id: string | null;
        status: string;
      }>(
        `SELECT id, user_id, course_id, purchase_id, status FROM course_accesses WHERE id::text = $1 FOR UPDATE`,
        [id],
      );
      return rows[0];
    },
  };
}
export type CrmRepo = ReturnType<typeof createCrmRepo>;
