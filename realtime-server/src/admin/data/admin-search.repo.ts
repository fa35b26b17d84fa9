import type { SearchLogRow, SearchPaymentRow, SearchSignalRow, SearchUserRow } from '@sinais/shared';
import { searchFold } from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import { containsPattern, type SearchTerm } from '../domain/search-terms';
import { SqlParams, type Condition } from './recent-matches';

import { inPageOrder, type Cursor, type Probe, type Tier } from './search-tiers';
import { sectionPage } from './section-page';
import { containsAll, trigramProbe, userTiers, UUID_RE } from './search-conditions';

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
const nullable = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export interface Section<T> {
  rows: T[];
  total: number;
  capped: boolean;
  /** Where the next page of this section starts; null when this page was the last. */
  next: string | null;
  /** The rows are every match newer than this; older rows are searched by `next` (null: nothing left out). */
  searchedTo: string | null;
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

/**
 * Every query is parameterised; the term never reaches SQL text. Counts stop at SEARCH_COUNT_CAP. No time limit:
 * the work of an answer is bounded in rows (section-page.ts), and an answer that stopped early says so.
 */
export function createAdminSearchRepo(db: Db) {
  async function section<T>(
    table: string,
    tiers: Tier[],
    any: Condition,
    cursor: Cursor | null,
    limit: number,
    rowsOf: (ids: string[]) => Promise<Array<{ id: unknown } & Record<string, unknown>>>,
    map: (r: Record<string, unknown>) => T,
    anyProbe?: Probe,
  ): Promise<Section<T>> {
    const page = await sectionPage(db, table, tiers, any, cursor, limit, { anyProbe });
    const rows = page.keys.length ? inPageOrder(page.keys, await rowsOf(page.keys.map((k) => k.id))) : [];
    return { rows: rows.map(map), ...page.count, next: page.next, searchedTo: page.searchedTo };
  }

  const distinctSymbols = () => distinctValues(db, 'signals', 'symbol');

  return {
    distinctSymbols,

    /** Accent- and case-insensitive (search_fold): exact matches first, then starts-with, then contains. */
    users(term: SearchTerm, cursor: Cursor | null, limit: number): Promise<Section<SearchUserRow>> {
      const { tiers, any, probe } = userTiers(term);
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
        probe,
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
          { cond: bySymbols(prefixed), direct: true, empty: prefixed.length === 0 },
          { cond: bySymbols(others), direct: true, empty: others.length === 0 },
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
      const uuid = UUID_RE.test(term.text) ? term.text : null;
      const exact: Condition = (p) => {
        const t = p.add(term.text);
        return `t.provider_payment_id = ${t} OR t.external_reference = ${t}${uuid ? ` OR t.id = ${p.add(uuid)}::uuid` : ''}`;
      };
      // The products (few) that match every word, first: the purchases' condition stays on their own row, so
      // the buyer's trigrams can narrow it. The buyer's search text is on the purchase (migration 072).
      const pc = new SqlParams();
      const product = term.words
        .map((w) => {
          const pat = pc.add(containsPattern(w));
          return `(search_fold(c.name) LIKE ${pat} OR c.id LIKE ${pat})`;
        })
        .join(' AND ');
      const courses = (await db.query<{ id: string }>(`SELECT c.id FROM courses c WHERE ${product}`, pc.values)).map(
        (c) => c.id,
      );
      const buyer = containsAll(term, 't.buyer_search');
      const related: Condition = (p) =>
        courses.length ? `${buyer(p)} OR t.course_id = ANY(${p.add(courses)}::text[])` : buyer(p);
      // Purchases are few (one per buyer and course): their index read is always cheap.
      return section(
        'purchases',
        [{ cond: exact, direct: true }, { cond: related, probe: 'always' }],
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
        'always',
      );
    },

    /**
     * Audit rows: first those whose action names the term ("user.login", "crm.access"), through the
     * (action, created_at, id) index one action at a time; then every other row whose action, actor, target or IP
     * contains every word. Newest first in each.
     */
    async logs(term: SearchTerm, cursor: Cursor | null, limit: number): Promise<Section<SearchLogRow>> {
      const contains = containsAll(term);
      const actions = (await distinctValues(db, 'audit_logs', 'action')).filter((a) =>
        term.words.every((w) => searchFold(a).includes(w)),
      );
      const byAction: Condition = (p) => (actions.length ? `t.action = ANY(${p.add(actions)}::text[])` : 'false');
      return section(
        'audit_logs',
        [
          {
            cond: byAction,
            direct: true,
            empty: actions.length === 0,
            split: actions.map((a) => (p: SqlParams) => `t.action = ${p.add(a)}`),
          },
          { cond: contains, probe: trigramProbe(term) },
        ],
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
        trigramProbe(term),
      );
    },
  };
}
export type AdminSearchRepo = ReturnType<typeof createAdminSearchRepo>;
