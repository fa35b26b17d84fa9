import {
  SEARCH_COUNT_CAP,
  type SearchLogRow,
  type SearchPaymentRow,
  type SearchSignalRow,
  type SearchUserRow,
} from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for LIKE with the LIKE wildcards of the term escaped, so `%` or `_` typed by an admin match literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** `term%`: starts with the term. */
export function prefixPattern(term: string): string {
  return `${escapeLike(term)}%`;
}

/** `% term%`: a later word starts with the term (a surname, the second word of an action). */
export function wordPrefixPattern(term: string): string {
  return `% ${escapeLike(term)}%`;
}

/** Up to this many matching buyers are passed as a list; more, and the planner gets the subquery. */
const BUYERS_INLINE = 2000;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

export interface Page {
  limit: number;
  offset: number;
}

export interface Section<T> {
  rows: T[];
  total: number;
  capped: boolean;
}

/** Every query is parameterised; the term never reaches SQL text. Counts stop at SEARCH_COUNT_CAP. */
export function createAdminSearchRepo(db: Queryable) {
  /**
   * One result section: the newest `limit` rows of `base` matching `where` (filtered and ordered on the base
   * table alone, so only those rows are joined for display) and a count capped at SEARCH_COUNT_CAP.
   */
  async function section<T>(
    where: string,
    base: string,
    joins: string,
    select: string,
    order: string,
    params: unknown[],
    /** Parameters only the ORDER BY uses, numbered after `params` (the count query does not get them). */
    orderParams: unknown[],
    page: Page,
    map: (r: Record<string, unknown>) => T,
  ): Promise<Section<T>> {
    const n = params.length;
    const m = n + orderParams.length;
    const alias = base.split(' ')[1] ?? base;
    const [rows, count] = await Promise.all([
      db.query(
        `SELECT ${select} FROM (SELECT ${alias}.* FROM ${base} WHERE ${where} ORDER BY ${order} LIMIT $${m + 1} OFFSET $${m + 2}) ${alias} ${joins} ORDER BY ${order}`,
        [...params, ...orderParams, page.limit, page.offset],
      ),
      db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${base} WHERE ${where} LIMIT $${n + 1}) s`,
        [...params, SEARCH_COUNT_CAP + 1],
      ),
    ]);
    const total = Number(count[0]?.n ?? 0);
    return {
      rows: rows.map(map),
      total: Math.min(total, SEARCH_COUNT_CAP),
      capped: total > SEARCH_COUNT_CAP,
    };
  }

  /** The distinct signal symbols by a loose index scan on (symbol, created_at): one probe per symbol. */
  async function distinctSymbols(): Promise<string[]> {
    const rows = await db.query<{ symbol: string }>(
      `WITH RECURSIVE t AS (
         (SELECT symbol FROM signals ORDER BY symbol LIMIT 1)
         UNION ALL
         SELECT (SELECT s.symbol FROM signals s WHERE s.symbol > t.symbol ORDER BY s.symbol LIMIT 1) FROM t WHERE t.symbol IS NOT NULL
       ) SELECT symbol FROM t WHERE symbol IS NOT NULL`,
    );
    return rows.map((r) => r.symbol);
  }

  return {
    /** Accent- and case-insensitive (search_fold); exact matches first, then prefixes, then the rest. */
    users(term: string, page: Page): Promise<Section<SearchUserRow>> {
      const uuid = UUID_RE.test(term) ? term : null;
      return section(
        `(u.search_text LIKE search_fold($1) OR u.id = $2::uuid)`,
        'users u',
        '',
        'u.id, u.name, u.email, u.phone, u.plan, u.status, u.is_admin, u.created_at',
        `CASE WHEN u.id = $2::uuid OR search_fold(u.email) = search_fold($3) OR search_fold(u.name) = search_fold($3)
                   OR search_fold(u.username) = search_fold($3) OR u.phone = $3 THEN 0
              WHEN search_fold(u.email) LIKE search_fold($4) OR search_fold(u.name) LIKE search_fold($4)
                   OR search_fold(u.username) LIKE search_fold($4) OR search_fold(u.name) LIKE search_fold($5) THEN 1
              ELSE 2 END, u.created_at DESC`,
        [containsPattern(term), uuid],
        [term, prefixPattern(term), wordPrefixPattern(term)],
        page,
        (r) => ({
          id: String(r.id),
          name: String(r.name),
          email: String(r.email),
          phone: (r.phone as string | null) ?? null,
          plan: String(r.plan),
          status: String(r.status),
          is_admin: Boolean(r.is_admin),
          created_at: iso(r.created_at),
        }),
      );
    },

    async signals(term: string, page: Page): Promise<Section<SearchSignalRow>> {
      const needle = term.toUpperCase();
      const symbols = (await distinctSymbols()).filter((s) => s.includes(needle));
      const rank = (sym: string) => (sym === needle ? 0 : sym.startsWith(needle) ? 1 : 2);
      const ranks = new Set(symbols.map(rank));
      // Exact symbol, then symbols starting with the term, then the rest; one rank keeps the index order.
      const order =
        ranks.size > 1
          ? `CASE WHEN s.id = $2 OR s.symbol = $3 THEN 0 WHEN s.symbol LIKE $4 THEN 1 ELSE 2 END, s.created_at DESC`
          : 's.created_at DESC';
      return section(
        `(s.symbol = ANY($1::text[]) OR s.id = $2)`,
        'signals s',
        '',
        's.id, s.symbol, s.type, s.status, s.outcome, s.reference_price, s.entry_price, s.target_price, s.stop_loss, s.profit_loss, s.fees_pct, s.signal_class, s.strategy, s.timeframe, s.experimental, s.created_at',
        order,
        [symbols, term],
        ranks.size > 1 ? [needle, prefixPattern(needle)] : [],
        page,
        (r) => ({
          id: String(r.id),
          symbol: String(r.symbol),
          type: String(r.type),
          status: String(r.status),
          outcome: r.outcome === null || r.outcome === undefined ? null : String(r.outcome),
          reference_price:
            r.reference_price === null || r.reference_price === undefined ? null : Number(r.reference_price),
          entry_price: Number(r.entry_price),
          target_price: Number(r.target_price),
          stop_loss: Number(r.stop_loss),
          // Net only when costs were booked; older trades had only a gross figure, shown as missing here.
          net_pnl_pct: r.profit_loss === null || r.fees_pct === null ? null : Number(r.profit_loss),
          signal_class: String(r.signal_class),
          strategy: String(r.strategy),
          timeframe: String(r.timeframe),
          experimental: Boolean(r.experimental),
          created_at: iso(r.created_at),
        }),
      );
    },

    /**
     * Payments are the shop's purchases, found through their buyer, their product, or exact ids. The buyers are
     * resolved first (trigram index) so purchases are read by purchases_user_idx instead of a hashed OR scan.
     */
    async payments(term: string, page: Page): Promise<Section<SearchPaymentRow>> {
      const pattern = containsPattern(term);
      const [buyers, courses] = await Promise.all([
        db.query<{ id: string }>('SELECT id FROM users WHERE search_text LIKE search_fold($1) LIMIT $2', [
          pattern,
          BUYERS_INLINE + 1,
        ]),
        db.query<{ id: string }>(
          'SELECT id FROM courses WHERE search_fold(name) LIKE search_fold($1) OR id LIKE $1',
          [pattern],
        ),
      ]);
      const params: unknown[] = [term];
      const clauses = ['p.provider_payment_id = $1', 'p.external_reference = $1'];
      if (UUID_RE.test(term)) clauses.push('p.id = $1::uuid');
      if (buyers.length > BUYERS_INLINE) {
        params.push(pattern);
        clauses.push(
          `p.user_id IN (SELECT id FROM users WHERE search_text LIKE search_fold($${params.length}))`,
        );
      } else if (buyers.length > 0) {
        params.push(buyers.map((b) => b.id));
        clauses.push(`p.user_id = ANY($${params.length}::uuid[])`);
      }
      if (courses.length > 0) {
        params.push(courses.map((c) => c.id));
        clauses.push(`p.course_id = ANY($${params.length}::text[])`);
      }
      return section(
        `(${clauses.join(' OR ')})`,
        'purchases p',
        'JOIN users u ON u.id = p.user_id JOIN courses c ON c.id = p.course_id',
        `p.id, p.amount_cents, p.currency, p.method, p.status, p.created_at, u.name AS customer_name,
         u.email AS customer_email, c.name AS product`,
        'CASE WHEN p.provider_payment_id = $1 OR p.external_reference = $1 THEN 0 ELSE 1 END, p.created_at DESC',
        params,
        [],
        page,
        (r) => ({
          id: String(r.id),
          amount: Number(r.amount_cents) / 100,
          currency: String(r.currency),
          method: String(r.method),
          status: String(r.status),
          customer_name: String(r.customer_name),
          customer_email: String(r.customer_email),
          product: String(r.product),
          created_at: iso(r.created_at),
        }),
      );
    },

    logs(term: string, page: Page): Promise<Section<SearchLogRow>> {
      return section(
        `(a.search_text LIKE search_fold($1))`,
        'audit_logs a',
        'LEFT JOIN users u ON u.id = a.actor_id',
        'a.id, a.action, a.created_at, a.actor_email, a.ip, a.target, a.details, u.name AS user_name',
        `CASE WHEN a.action = $2 OR search_fold(a.actor_email) = search_fold($2) THEN 0
              WHEN a.action LIKE $3 OR search_fold(a.actor_email) LIKE search_fold($3) THEN 1 ELSE 2 END, a.created_at DESC`,
        [containsPattern(term)],
        [term, prefixPattern(term)],
        page,
        (r) => ({
          id: String(r.id),
          action: String(r.action),
          timestamp: iso(r.created_at),
          user_name: (r.user_name as string | null) ?? (r.actor_email as string | null) ?? null,
          user_email: (r.actor_email as string | null) ?? null,
          ip_address: (r.ip as string | null) ?? null,
          target: (r.target as string | null) ?? null,
          details: (r.details as Record<string, unknown> | null) ?? null,
        }),
      );
    },

    /** Suggestions: symbols the engine trades or has signalled, user e-mails and names, audit actions (prefix). */
    async suggestions(
      term: string,
      limit = 8,
    ): Promise<Array<{ text: string; type: 'users' | 'signals' | 'logs'; label: string }>> {
      const prefix = prefixPattern(term).toLowerCase();
      const [symbols, users, actions] = await Promise.all([
        db.query<{ symbol: string }>(
          `SELECT DISTINCT symbol FROM (
             SELECT jsonb_array_elements(pairs)->>'symbol' AS symbol
             FROM (SELECT pairs FROM top_pairs_selections ORDER BY id DESC LIMIT 1) t
           ) s WHERE lower(symbol) LIKE $1 ORDER BY symbol LIMIT $2`,
          [prefix, limit],
        ),
        db.query<{ email: string; name: string }>(
          `SELECT email, name FROM users WHERE lower(email) LIKE $1 ORDER BY lower(email) LIMIT $2`,
          [prefix, limit],
        ),
        db.query<{ action: string }>(
          `SELECT DISTINCT action FROM audit_logs WHERE action LIKE $1 ORDER BY action LIMIT $2`,
          [prefix, 4],
        ),
      ]);
      const upper = term.toUpperCase();
      const signalled = (await distinctSymbols()).filter((s) => s.startsWith(upper));
      const allSymbols = [...new Set([...symbols.map((s) => s.symbol), ...signalled])].sort().slice(0, limit);
      return [
        ...allSymbols.map((s) => ({ text: s, type: 'signals' as const, label: `Sinal · ${s}` })),
        ...users.map((u) => ({
          text: u.email,
          type: 'users' as const,
          label: `Usuário · ${u.name} <${u.email}>`,
        })),
        ...actions.map((a) => ({ text: a.action, type: 'logs' as const, label: `Log · ${a.action}` })),
      ].slice(0, limit);
    },
  };
}
export type AdminSearchRepo = ReturnType<typeof createAdminSearchRepo>;
