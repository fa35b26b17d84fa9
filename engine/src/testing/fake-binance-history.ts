/**
 * A local fake of Binance's history endpoints (fundingRate, openInterestHist, markPriceKlines,
 * indexPriceKlines) with the documented paging: rows inside [startTime, endTime] (inclusive), ascending, the
 * first `limit`; limits above the documented maximum are refused; openInterestHist keeps only 30 days. The data
 * are a deterministic function of symbol and time on the fake's own clock, so a test can compute exactly what a
 * complete collection holds (`expected*`).
 */
const HOUR = 3_600_000;
const FUNDING_EVERY = 8 * HOUR;
const OI_KEPT = 30 * 24 * HOUR;

export interface HistoryFake {
  /** The exchange's clock: nothing exists after it. */
  now: () => number;
  /** The contract's listing: nothing exists before it. */
  listedAt: number;
  /** Paths answering 200 with a body outside the contract. */
  offContract: Set<string>;
  /** The next call of this path answers 429 with this Retry-After (s), once. */
  rateLimitOnce: { path: string; retryAfterS: number } | null;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const seed = (symbol: string) => [...symbol].reduce((a, c) => a + c.charCodeAt(0), 0);

/** Funding settlements at 00/08/16 UTC, with a few ms of jitter as Binance publishes them. */
export function expectedFunding(h: HistoryFake, symbol: string, from: number, to: number) {
  const out: Array<{ symbol: string; fundingRate: string; fundingTime: number; markPrice: string }> = [];
  for (let k = Math.floor(Math.max(from, h.listedAt) / FUNDING_EVERY); k * FUNDING_EVERY <= to; k++) {
    const fundingTime = k * FUNDING_EVERY + (k % 3) * 7;
    if (fundingTime < Math.max(from, h.listedAt) || fundingTime > Math.min(to, h.now())) continue;
    const rate = (((seed(symbol) + k) % 21) - 10) / 100_000;
    out.push({ symbol, fundingRate: rate.toFixed(8), fundingTime, markPrice: `${100 + (k % 50)}.12345678` });
  }
  return out;
}

/** Hourly open interest (the endpoint itself answers only the last 30 days of it). */
export function expectedOpenInterest(h: HistoryFake, symbol: string, from: number, to: number) {
  const start = Math.max(from, h.listedAt);
  const out: Array<Record<string, unknown> & { timestamp: number }> = [];
  for (let t = Math.ceil(start / HOUR) * HOUR; t <= Math.min(to, h.now()); t += HOUR)
    out.push({
      symbol,
      sumOpenInterest: `${1000 + ((seed(symbol) + t / HOUR) % 97)}.50000000`,
      sumOpenInterestValue: `${100_000 + ((t / HOUR) % 89)}.25`,
      CMCCirculatingSupply: '19800000',
      timestamp: t,
    });
  return out;
}

/** 1h mark or index candles opening in [from, to]; the last one may still be forming (as on the real API). */
function priceKlines(h: HistoryFake, symbol: string, kind: 'mark' | 'index', from: number, to: number) {
  const rows: unknown[][] = [];
  for (let t = Math.ceil(Math.max(from, h.listedAt) / HOUR) * HOUR; t <= Math.min(to, h.now()); t += HOUR) {
    const i = t / HOUR;
    const mark = 100 + ((seed(symbol) + i) % 40) / 4;
    const close = kind === 'mark' ? mark : mark * (1 - ((i % 5) - 2) / 10_000);
    rows.push([t, '1', '2', '0.5', close.toFixed(8), '0', t + HOUR - 1, '0', 60, '0', '0', '0']);
  }
  return rows;
}

/** The closed hours' basis points a complete collection holds: [end of hour, mark close, index close]. */
export function expectedBasis(h: HistoryFake, symbol: string, from: number, to: number) {
  const mark = priceKlines(h, symbol, 'mark', from - HOUR, to - HOUR);
  const index = priceKlines(h, symbol, 'index', from - HOUR, to - HOUR);
  return mark
    .map((r, i) => [Number(r[0]) + HOUR, r[4], index[i]![4]] as [number, string, string])
    .filter(([t]) => t >= from && t <= Math.min(to, h.now()));
}

function page<T>(rows: T[], q: URLSearchParams, def: number, max: number): T[] | FakeAnswer {
  const limit = q.has('limit') ? Number(q.get('limit')) : def;
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    return { status: 400, body: { code: -1130, msg: 'Data sent for parameter limit is not valid.' } };
  return rows.slice(0, limit);
}

const isAnswer = (x: unknown): x is FakeAnswer => !Array.isArray(x);

/** The answer to a history path, or null when the path is not one of them. */
export function historyRoute(h: HistoryFake, u: URL): FakeAnswer | null {
  const q = u.searchParams;
  const from = q.has('startTime') ? Number(q.get('startTime')) : 0;
  const to = q.has('endTime') ? Number(q.get('endTime')) : h.now();
  const symbol = q.get('symbol') ?? q.get('pair') ?? '';
  let rows: unknown[] | FakeAnswer;
  switch (u.pathname) {
    case '/fapi/v1/fundingRate':
      rows = page(expectedFunding(h, symbol, from, to), q, 100, 1000);
      break;
    case '/futures/data/openInterestHist':
      if (!q.get('period')) return { status: 400, body: { code: -1102, msg: 'period missing' } };
      // The docs' example sends timestamp as a string: so does the fake, on every other row.
      rows = page(
        expectedOpenInterest(h, symbol, Math.max(from, h.now() - OI_KEPT), to).map((r, i) => ({
          ...r,
          timestamp: i % 2 ? String(r.timestamp) : r.timestamp,
        })),
        q,
        30,
        500,
      );
      break;
    case '/fapi/v1/markPriceKlines':
    case '/fapi/v1/indexPriceKlines': {
      const kind = u.pathname === '/fapi/v1/markPriceKlines' ? 'mark' : 'index';
      rows = page(priceKlines(h, symbol, kind, from, to), q, 500, 1500);
      break;
    }
    default:
      return null;
  }
  if (h.rateLimitOnce?.path === u.pathname) {
    const retryAfter = String(h.rateLimitOnce.retryAfterS);
    h.rateLimitOnce = null;
    return {
      status: 429,
      body: { code: -1003, msg: 'Too many requests' },
      headers: { 'retry-after': retryAfter },
    };
  }
  if (isAnswer(rows)) return rows;
  if (h.offContract.has(u.pathname)) return { status: 200, body: [{ symbol, unexpected: true }] };
  return { status: 200, body: rows };
}
