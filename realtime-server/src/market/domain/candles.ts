import { heartbeatSchema, type ChartCandle, type Timeframe } from '@sinais/shared';
import { fetchBinanceKlines, KlinesHttpError, UnknownSymbolError, type Logger } from '@sinais/shared/server';
import { MAX_CHART_CANDLES } from '@sinais/shared';
import { AppError } from '../../errors';
import type { EngineStateRepo } from '../../platform/engine-state.repo';
import type { MarketCandlesRepo } from '../data/market-candles.repo';

const INTERVAL_MS: Record<Timeframe, number> = { '1h': 3_600_000, '4h': 14_400_000, '1d': 86_400_000 };
/** How long an answer is reused: exchange reads cost request weight; stored rows change once a cycle. */
const EXCHANGE_TTL_MS = 15_000;
const STORE_TTL_MS = 5_000;
/** Exchange reads per minute per gateway (≤ 2 weight each): a tenth of Binance's 2400 a minute at most. */
const EXCHANGE_READS_PER_MINUTE = 120;
const DEFAULT_BACKOFF_MS = 60_000;
const CACHE_ENTRIES = 1000;

export interface CandlesAnswer {
  source: 'binance' | 'sim' | 'replay';
  as_of: string;
  candles: ChartCandle[];
}

export interface CandleServiceDeps {
  state: EngineStateRepo;
  stored: MarketCandlesRepo;
  binance: { restUrl: string; timeoutMs: number };
  logger: Logger;
  now?: () => number;
}

const toChart = (t: number, open: number, high: number, low: number, close: number): ChartCandle => ({
  time: Math.floor(t / 1000),
  open,
  high,
  low,
  close,
});

/**
 * The chart's candles from the market source the engine uses (its heartbeat says which): Binance klines read
 * by the gateway itself, cached, coalesced and within a request budget; the simulator's (or replay's) own
 * history from what the engine stored — the gateway has no simulator. When the exchange cannot be read (budget,
 * 429/418, network) the stored candles answer instead, never prices made up from analyses.
 */
export function createCandleService(deps: CandleServiceDeps) {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { at: number; ttl: number; value: Promise<CandlesAnswer> }>();
  let minute = 0;
  let reads = 0;
  let blockedUntil = 0;

  function mayReadExchange(): boolean {
    const t = now();
    if (t < blockedUntil) return false;
    if (t - minute >= 60_000) {
      minute = t;
      reads = 0;
    }
    return reads < EXCHANGE_READS_PER_MINUTE;
  }

  async function fromExchange(symbol: string, tf: Timeframe): Promise<CandlesAnswer> {
    reads++;
    const rows = await fetchBinanceKlines({
      ...deps.binance,
      symbol,
      interval: tf,
      intervalMs: INTERVAL_MS[tf],
      limit: MAX_CHART_CANDLES,
    });
    return {
      source: 'binance',
      as_of: new Date(now()).toISOString(),
      candles: rows.map((c) => toChart(c.openTime, c.open, c.high, c.low, c.close)),
    };
  }

  async function fromStore(symbol: string, tf: Timeframe): Promise<CandlesAnswer> {
    const row = await deps.stored.get(symbol, tf);
    if (!row || row.rows.length === 0)
      throw new AppError(
        'candles_unavailable',
        `Ainda não há candles de ${symbol} em ${tf}: o motor ainda não analisou esse par.`,
        404,
      );
    return {
      source: row.source,
      as_of: row.updatedAt.toISOString(),
      candles: row.rows.map(([t, o, h, l, c]) => toChart(t, o, h, l, c)),
    };
  }

  async function load(symbol: string, tf: Timeframe): Promise<CandlesAnswer> {
    const hb = await deps.state.get('heartbeat', heartbeatSchema);
    if (hb?.value.market_source === 'binance' && mayReadExchange()) {
      try {
        return await fromExchange(symbol, tf);
      } catch (err) {
        if (err instanceof UnknownSymbolError)
          throw new AppError('unknown_symbol', `O par ${symbol} não existe na Binance.`, 404);
        if (err instanceof KlinesHttpError && (err.status === 429 || err.status === 418))
          blockedUntil = now() + (err.retryAfterMs ?? DEFAULT_BACKOFF_MS);
        deps.logger.warn(
          { err, symbol, tf },
          'candles da Binance indisponíveis; usando os gravados pelo motor',
        );
      }
    }
    return fromStore(symbol, tf);
  }

  return {
    /** The newest `limit` candles; concurrent requests for one pair × timeframe share one read. */
    async candles(symbol: string, tf: Timeframe, limit: number): Promise<CandlesAnswer> {
      const key = `${symbol}:${tf}`;
      const t = now();
      let entry = cache.get(key);
      if (!entry || t - entry.at >= entry.ttl) {
        const value = load(symbol, tf);
        const fresh = { at: t, ttl: EXCHANGE_TTL_MS, value };
        entry = fresh;
        cache.delete(key);
        cache.set(key, fresh);
        if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        value.then(
          (a) => (fresh.ttl = a.source === 'binance' ? EXCHANGE_TTL_MS : STORE_TTL_MS),
          () => (fresh.ttl = STORE_TTL_MS),
        );
      }
      const answer = await entry.value;
      return { ...answer, candles: answer.candles.slice(-limit) };
    },
  };
}
export type CandleService = ReturnType<typeof createCandleService>;
