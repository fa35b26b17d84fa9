import type { Db, Queryable } from '@sinais/shared/server';
import type { BasisPoint, FundingSettlement, OpenInterestPoint } from '../domain/derivatives';

/** The three recorded series (migration 070; docs/engine.md §2.1). */
export type DerivativesSeries = 'funding' | 'openInterest' | 'basis';

/** Table and columns of each series: a time and two decimal values per pair. */
const TABLES = {
  funding: { table: 'derivatives_funding', time: 'funding_time', a: 'funding_rate', b: 'mark_price' },
  openInterest: {
    table: 'derivatives_open_interest',
    time: 'observed_at',
    a: 'open_interest',
    b: 'open_interest_value',
  },
  basis: { table: 'derivatives_basis', time: 'observed_at', a: 'mark_price', b: 'index_price' },
} as const satisfies Record<DerivativesSeries, { table: string; time: string; a: string; b: string }>;

/** One stored point as the export writes it: [ms, a, b] with the decimals exactly as Binance sent them. */
export type StoredPoint = [time: number, a: string, b: string | null];

const ROWS_PER_STATEMENT = 1000;

/**
 * derivatives_funding, derivatives_open_interest and derivatives_basis: idempotent upserts (a point already
 * stored with the same values is left alone), the last stored instant per pair (where collection resumes), and
 * the reads of the export. `fence` binds each write to the engine's lease term (migration 071).
 */
export function createDerivativesStore(db: Db, fence?: (q: Queryable) => Promise<void>) {
  async function upsert(series: DerivativesSeries, symbol: string, points: StoredPoint[]): Promise<number> {
    if (points.length === 0) return 0;
    const t = TABLES[series];
    return db.tx(async (q) => {
      if (fence) await fence(q);
      let written = 0;
      for (let i = 0; i < points.length; i += ROWS_PER_STATEMENT) {
        const params: unknown[] = [symbol];
        const values = points.slice(i, i + ROWS_PER_STATEMENT).map(([time, a, b]) => {
          params.push(new Date(time).toISOString(), a, b);
          const n = params.length;
          return `($1, $${n - 2}::timestamptz, $${n - 1}::numeric, $${n}::numeric)`;
        });
        const rows = await q.query(
          `INSERT INTO ${t.table} AS d (symbol, ${t.time}, ${t.a}, ${t.b}) VALUES ${values.join(', ')}
           ON CONFLICT (symbol, ${t.time}) DO UPDATE SET ${t.a} = EXCLUDED.${t.a}, ${t.b} = EXCLUDED.${t.b}
             WHERE (d.${t.a}, d.${t.b}) IS DISTINCT FROM (EXCLUDED.${t.a}, EXCLUDED.${t.b})
           RETURNING 1`,
          params,
        );
        written += rows.length;
      }
      return written;
    });
  }

  return {
    /** Settlements stored; how many rows were new or changed. */
    saveFunding: (symbol: string, points: readonly FundingSettlement[]) =>
      upsert(
        'funding',
        symbol,
        points.map((p) => [p.time, p.rate, p.markPrice]),
      ),
    saveOpenInterest: (symbol: string, points: readonly OpenInterestPoint[]) =>
      upsert(
        'openInterest',
        symbol,
        points.map((p) => [p.time, p.openInterest, p.openInterestValue]),
      ),
    saveBasis: (symbol: string, points: readonly BasisPoint[]) =>
      upsert(
        'basis',
        symbol,
        points.map((p) => [p.time, p.markPrice, p.indexPrice]),
      ),

    /** The newest stored instant of a pair's series (ms), or null when none is stored. */
    async lastTime(series: DerivativesSeries, symbol: string): Promise<number | null> {
      const t = TABLES[series];
      const rows = await db.query<{ last: Date | string | null }>(
        `SELECT max(${t.time}) AS last FROM ${t.table} WHERE symbol = $1`,
        [symbol],
      );
      const last = rows[0]?.last;
      return last ? new Date(last).getTime() : null;
    },

    /** Pairs with at least one stored point of the series, in order. */
    async symbols(series: DerivativesSeries): Promise<string[]> {
      const t = TABLES[series];
      const rows = await db.query<{ symbol: string }>(
        `SELECT DISTINCT symbol FROM ${t.table} ORDER BY symbol`,
      );
      return rows.map((r) => r.symbol);
    },

    /** Every stored point of a pair's series, oldest first, decimals as stored text. */
    async points(series: DerivativesSeries, symbol: string): Promise<StoredPoint[]> {
      const t = TABLES[series];
      const rows = await db.query<{ at: Date | string; a: string; b: string | null }>(
        `SELECT ${t.time} AS at, ${t.a}::text AS a, ${t.b}::text AS b FROM ${t.table}
          WHERE symbol = $1 ORDER BY ${t.time}`,
        [symbol],
      );
      return rows.map((r) => [new Date(r.at).getTime(), r.a, r.b]);
    },
  };
}

export type DerivativesStore = ReturnType<typeof createDerivativesStore>;
