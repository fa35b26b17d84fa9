import type { SearchLogRow, SearchPaymentRow, SearchSignalRow, SearchUserRow } from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import { containsPattern, prefixPattern, wordPrefixPattern, type SearchTerm } from '../domain/search-terms';
import { cappedCount, deadlineIn, SqlParams, withinBudget, type Condition } from './recent-matches';
import { firstPage } from './first-page';
import { inPageOrder, tieredPage, type Cursor, type Tier, type TieredPage } from './search-tiers';

/** Up to this many matching buyers are passed as a list; more, and each purchase's buyer is checked in turn. */
const BUYERS_INLINE = 2000;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
const nullable = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export interface Section<T> {
  rows: T[];
  total: number;
  capped: boolean;
  /** Where the next page of this section starts; null when this page was the last. */
  next: string | null;
  /** The time budget ran out: the rows are the newest matches only. */
  partial: boolean;
}

/** Every word of the term, anywhere in the stored search text, in any order. */
export const containsAll =
  (term: SearchTerm, column = 't.search_text'): Condition =>
  (p) =>
    term.words.map((w) => `${column} LIKE ${p.add(containsPattern(w))}`).join(' AND ') || 'false';

/** The users' relevance tiers: exact (e-mail, name, username, id), starts with, contains every word. */
export function userTiers(term: SearchTerm): { tiers: Tier[]; any: Condition } {
  const uuid = UUID_RE.test(term.text) ? term.text : null;
  const byId = (p: SqlParams) => (uuid ? ` OR t.id = ${p.add(uuid)}::uuid` : '');
  const exact: Condition = (p) => {
    const f = p.add(term.folded);
    // Every alternative indexed (a phone is found in the contains tier: it is part of search_text).
    return `t.email_fold = ${f} OR t.name_fold = ${f} OR t.username_fold = ${f}${byId(p)}`;
  };
  const starts: Condition = (p) => {
    const pre = p.add(prefixPattern(term.folded));
    return `t.email_fold LIKE ${pre} OR t.name_fold LIKE ${pre} OR t.username_fold LIKE ${pre}
      OR t.name_fold LIKE ${p.add(wordPrefixPattern(term.folded))}`;
  };
  const contains = containsAll(term);
  return {
    tiers: [{ cond: exact, direct: true }, { cond: starts }, { cond: contains }],
    any: (p) => `(${contains(p)})${byId(p)}`,
  };
}

/** The id columns this server writes: a cursor naming another id is refused before it reaches SQL. */
export const CURSOR_IDS = {
  users: UUID_RE,
  signals: /^[\w.:-]{1,100}$/,
  payments: UUID_RE,
  logs: /^\d{1,19}$/,
} as const;

/**
 * The distinct values of an indexed column by a loose index scan: one probe per value (the signal symbols, the
 * audit actions), not a read of every row. `table` and `column` are this module's constants, never input.
 */
export async function distinctValues(
  db: Db,
  table: 'signals' | 'audit_logs',
  column: 'symbol' | 'action',
): Promise<string[]> {
  const rows = await db.query<{ v: string }>(
    `WITH RECURSIVE t AS (
       (SELECT ${column} AS v FROM ${table} ORDER BY ${column} LIMIT 1)
       UNION ALL
       SELECT (SELECT s.${column} FROM ${table} s WHERE s.${column} > t.v ORDER BY s.${column} LIMIT 1) FROM t WHERE t.v IS NOT NULL
     ) SELECT v FROM t WHERE v IS NOT NULL`,
  );
  return rows.map((r) => r.v);
}

/** Every query is parameterised; the term never reaches SQL text. Counts stop at SEARCH_COUNT_CAP. */
export function createAdminSearchRepo(db: Db) {
  async function section<T>(
    table: string,
    tiers: Tier[],
    countable: Condition,
    cursor: Cursor | null,
    limit: number,
    rowsOf: (ids: string[]) => Promise<Array<{ id: unknown } & Record<string, unknown>>>,
    map: (r: Record<string, unknown>) => T,
    deadline = deadlineIn(),
  ): Promise<Section<T>> {
    let page: TieredPage;
    let count: { total: number; capped: boolean } | null;
    if (cursor) {
      page = await tieredPage(db, table, tiers, cursor, limit, deadline);
      // A page the deadline cut short has a condition no index serves fast: counting it would be cut short too.
      count = page.partial ? null : await cappedCount(db, table, countable, deadline);
    } else ({ count, ...page } = await firstPage(db, table, tiers, countable, limit, deadline));
    const rows = page.keys.length ? inPageOrder(page.keys, await rowsOf(page.keys.map((k) => k.id))) : [];
    // A count the budget cut short is reported as "at least what this page shows".
    const total = count ?? { total: rows.length, capped: true };
    return { rows: rows.map(map), ...total, next: page.next, partial: page.partial };
  }

  const distinctSymbols = () => distinctValues(db, 'signals', 'symbol');

  return {
    distinctSymbols,

    /** Accent- and case-insensitive (search_fold): exact matches first, then starts-with, then contains. */
    users(term: SearchTerm, cursor: Cursor | null, limit: number): Promise<Section<SearchUserRow>> {
      const { tiers, any } = userTiers(term);
      return section(
        'users',
        tiers,
        any,
        cursor,
        limit,
        (ids) =>
          db.query(
            'SELECT id, name, email, phone, plan, status, is_admin, created_at FROM users WHERE id = ANY($1::uuid[])',
            [ids],
          ),
        (r) => ({
          id: String(r.id),
          name: String(r.name),
          email: String(r.email),
          phone: nullable(r.phone),
          plan: String(r.plan),
          status: String(r.status),
          is_admin: Boolean(r.is_admin),
          created_at: iso(r.created_at),
        }),
      );
    },

    /** By symbol (exact, then starting with the term, then containing it) or exact id. */
    async signals(term: SearchTerm, cursor: Cursor | null, limit: number): Promise<Section<SearchSignalRow>> {
      const needle = term.text.toUpperCase().replace(/\s/g, '');
      const symbols = (await distinctSymbols()).filter((s) => s.includes(needle));
      const prefixed = symbols.filter((s) => s !== needle && s.startsWith(needle));
      const others = symbols.filter((s) => !s.startsWith(needle));
      const bySymbols =
        (list: string[]): Condition =>
        (p) =>
          list.length ? `t.symbol = ANY(${p.add(list)}::text[])` : 'false';
      return section(
        'signals',
        [
          { cond: (p) => `t.symbol = ${p.add(needle)} OR t.id = ${p.add(term.text)}`, direct: true },
          { cond: bySymbols(prefixed), empty: prefixed.length === 0 },
          { cond: bySymbols(others), empty: others.length === 0 },
        ],
        (p) => `t.symbol = ANY(${p.add(symbols)}::text[]) OR t.id = ${p.add(term.text)}`,
        cursor,
        limit,
        (ids) =>
          db.query(
            `SELECT id, symbol, direction, status, outcome, reference_price, entry_price, target_price, stop_loss, profit_loss,
               fees_pct, signal_class, strategy, timeframe, experimental, created_at FROM signals WHERE id = ANY($1::text[])`,
            [ids],
          ),
        (r) => ({
          id: String(r.id),
          symbol: String(r.symbol),
          direction: String(r.direction),
          status: String(r.status),
          outcome: nullable(r.outcome),
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

    /** The shop's purchases: exact provider id / reference / id first, then by their buyer or their product. */
    async payments(
      term: SearchTerm,
      cursor: Cursor | null,
      limit: number,
    ): Promise<Section<SearchPaymentRow>> {
      // Few buyers match: a list the purchases index serves. Many (or too slow to list): each purchase's buyer is
      // checked as the purchases are walked newest first, never every matching user hashed first.
      const deadline = deadlineIn();
      const buyers = await withinBudget(db, deadline, (q) => {
        const p = new SqlParams();
        return q.query<{ id: string }>(
          `SELECT t.id FROM users t WHERE ${containsAll(term)(p)} LIMIT ${p.add(BUYERS_INLINE + 1)}`,
          p.values,
        );
      });
      const fewBuyers = buyers !== null && buyers.length <= BUYERS_INLINE ? buyers.map((b) => b.id) : null;
      const uuid = UUID_RE.test(term.text) ? term.text : null;
      const exact: Condition = (p) => {
        const t = p.add(term.text);
        return `t.provider_payment_id = ${t} OR t.external_reference = ${t}${uuid ? ` OR t.id = ${p.add(uuid)}::uuid` : ''}`;
      };
      const related: Condition = (p) => {
        const buyer = fewBuyers
          ? fewBuyers.length
            ? `t.user_id = ANY(${p.add(fewBuyers)}::uuid[])`
            : 'false'
          : `coalesce((SELECT ${containsAll(term, 'u.search_text')(p)} FROM users u WHERE u.id = t.user_id), false)`;
        const product = term.words
          .map((w) => {
            const pat = p.add(containsPattern(w));
            return `(search_fold(c.name) LIKE ${pat} OR c.id LIKE ${pat})`;
          })
          .join(' AND ');
        return `${buyer}
          OR EXISTS (SELECT 1 FROM courses c WHERE c.id = t.course_id AND ${product || 'false'})`;
      };
      return section(
        'purchases',
        [{ cond: exact, direct: true }, { cond: related }],
        (p) => `(${exact(p)}) OR (${related(p)})`,
        cursor,
        limit,
        (ids) =>
          db.query(
            `SELECT p.id, p.amount_cents, p.currency, p.method, p.status, p.created_at, u.name AS customer_name,
               u.email AS customer_email, c.name AS product
             FROM purchases p JOIN users u ON u.id = p.user_id JOIN courses c ON c.id = p.course_id
             WHERE p.id = ANY($1::uuid[])`,
            [ids],
          ),
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
        deadline,
      );
    },

    /** Audit rows, newest first: action, actor, target or IP containing every word of the term. */
    logs(term: SearchTerm, cursor: Cursor | null, limit: number): Promise<Section<SearchLogRow>> {
      const contains = containsAll(term);
      return section(
        'audit_logs',
        [{ cond: contains }],
        contains,
        cursor,
        limit,
        (ids) =>
          db.query(
            `SELECT a.id, a.action, a.created_at, a.actor_email, a.ip, a.target, a.details, u.name AS user_name
             FROM audit_logs a LEFT JOIN users u ON u.id = a.actor_id WHERE a.id = ANY($1::bigint[])`,
            [ids],
          ),
        (r) => ({
          id: String(r.id),
          action: String(r.action),
          timestamp: iso(r.created_at),
          user_name: nullable(r.user_name) ?? nullable(r.actor_email),
          user_email: nullable(r.actor_email),
          ip_address: nullable(r.ip),
          target: nullable(r.target),
          details: (r.details as Record<string, unknown> | null) ?? null,
        }),
      );
    },
  };
}
export type AdminSearchRepo = ReturnType<typeof createAdminSearchRepo>;
