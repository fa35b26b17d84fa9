import type { z } from 'zod';
import type { Timeframe } from '@sinais/shared';
import { INTERVAL_MS, type Candle } from '../domain/candle';
import type { PairInfo, Ticker24h } from '../domain/market';
import { BinanceHttp, klinesWeight } from './binance-http';
import { createBinanceHistory } from './binance-history';
import {
  exchangeInfoSchema,
  leverageBracketSchema,
  longShortRatioSchema,
  openInterestSchema,
  premiumIndexSchema,
  ticker24hSchema,
  tickers24hSchema,
} from './binance-schemas';
import { TickerStream } from './binance-ws';
import { klineRowsSchema, rowsToCandles } from './kline-rows';
import type { BtcSnapshot, DerivativesInfo, MarketSource, PricePath, TickHandler } from './market-source';

/** The klines endpoint's largest page. */
const KLINES_PAGE = 1500;
export interface BinanceOptions {
  restUrl: string;
  wsUrl: string;
  apiKey?: string | undefined;
  apiSecret?: string | undefined;
  timeoutMs?: number;
  onWarning?: (message: string, details?: Record<string, unknown>) => void;
  onWeight?: (used: number, limit: number) => void;
  onRateLimited?: (status: 429 | 418, retryAfterMs: number, path: string) => void;
}

const BTC_SUPPLY = 19_800_000;
const TICKERS_TTL_MS = 10_000;
const EXCHANGE_INFO_TTL_MS = 3_600_000;

/** USDⓈ-M futures public market data (REST + all-tickers WebSocket); the leverage brackets need a key. */
export function createBinanceSource(opts: BinanceOptions): MarketSource {
  const http = new BinanceHttp({
    baseUrl: opts.restUrl,
    apiKey: opts.apiKey,
    apiSecret: opts.apiSecret,
    timeoutMs: opts.timeoutMs,
    onWeight: opts.onWeight,
    onRateLimited: opts.onRateLimited,
  });
  const live = new Map<string, number>();
  const handlers = new Set<TickHandler>();
  let tickerCache: { at: number; data: Ticker24h[] } | null = null;
  let infoCache: { at: number; data: PairInfo[] } | null = null;
  let leverageReadable = http.hasKey;
  let stream: TickerStream | null = null;
  let known = new Set<string>();

  async function leverage(): Promise<Map<string, number> | null> {
    if (!http.hasKey) return null;
    try {
      const rows = await http.get('/fapi/v1/leverageBracket', {}, leverageBracketSchema, {
        weight: 1,
        signed: true,
      });
      leverageReadable = true;
      return new Map(rows.map((r) => [r.symbol, r.brackets[0]!.initialLeverage]));
    } catch (err) {
      leverageReadable = false;
      opts.onWarning?.('Falha ao ler alavancagem com a chave API; usando estimativa', {
        err: (err as Error).message,
      });
      return null;
    }
  }

  const source: MarketSource = {
    kind: 'binance',
    simulated: false,
    timeScale: 1,
    derivativesHistory: createBinanceHistory(http),
    leverageSource: () =>
      leverageReadable
        ? 'Binance /fapi/v1/leverageBracket (chave API): alavancagem inicial do 1º nível'
        : 'estimativa sem chave API',
    async pairs() {
      if (infoCache && Date.now() - infoCache.at < EXCHANGE_INFO_TTL_MS) return infoCache.data;
      const info = await http.get('/fapi/v1/exchangeInfo', {}, exchangeInfoSchema, { weight: 1 });
      const weight = info.rateLimits.find(
        (r) => r.rateLimitType === 'REQUEST_WEIGHT' && r.interval === 'MINUTE' && r.intervalNum === 1,
      );
      if (weight) http.setWeightLimit(weight.limit);
      const lev = await leverage();
      const data = info.symbols.map((s) => ({
        symbol: s.symbol,
        baseAsset: s.baseAsset,
        quoteAsset: s.quoteAsset,
        contractType: s.contractType,
        status: s.status,
        maxLeverage: lev?.get(s.symbol) ?? null,
        onboardDate: s.onboardDate ?? null,
      }));
      known = new Set(data.map((d) => d.symbol));
      infoCache = { at: Date.now(), data };
      return data;
    },
    async tickers() {
      if (tickerCache && Date.now() - tickerCache.at < TICKERS_TTL_MS) return tickerCache.data;
      const rows = await http.get('/fapi/v1/ticker/24hr', {}, tickers24hSchema, { weight: 40 });
      const data = rows.map(toTicker);
      for (const t of data) if (!live.has(t.symbol)) live.set(t.symbol, t.lastPrice);
      tickerCache = { at: Date.now(), data };
      return data;
    },
    async klines(symbol: string, tf: Timeframe, limit: number): Promise<Candle[]> {
      // Newest page first; older pages (endTime before the oldest candle so far) until `limit` closed candles.
      let candles: Candle[] = [];
      let endTime: number | undefined;
      while (candles.length < limit + 1) {
        const want = Math.min(KLINES_PAGE, limit + 1 - candles.length);
        const rows = await http.get(
          '/fapi/v1/klines',
          { symbol, interval: tf, limit: want, ...(endTime === undefined ? {} : { endTime }) },
          klineRowsSchema,
          { weight: klinesWeight(want) },
        );
        const page = rowsToCandles(rows, INTERVAL_MS[tf]);
        candles = [...page, ...candles];
        if (page.length < want) break;
        endTime = page[0]!.openTime - 1;
      }
      // The last row is still forming: its partial volume would read as a volume collapse, so analysis uses
      // closed candles only (the entry price comes from the live stream).
      if (candles.length > 0 && candles[candles.length - 1]!.closeTime > Date.now()) candles.pop();
      return candles.slice(-limit);
    },
    /** 1-minute klines over [from, to]: up to one page (25 h), else null (too long to call the window watched). */
    async pricePath(symbol: string, from: number, to: number): Promise<PricePath | null> {
      const minutes = Math.ceil((to - from) / 60_000) + 1;
      if (minutes > KLINES_PAGE) return null;
      const rows = await http.get(
        '/fapi/v1/klines',
        { symbol, interval: '1m', startTime: from - 60_000, endTime: to, limit: minutes + 1 },
        klineRowsSchema,
        { weight: klinesWeight(minutes + 1) },
      );
      const candles = rowsToCandles(rows, 60_000);
      if (candles.length === 0) return null;
      return {
        min: Math.min(...candles.map((c) => c.low)),
        max: Math.max(...candles.map((c) => c.high)),
        last: candles[candles.length - 1]!.close,
      };
    },
    async derivatives(symbol): Promise<DerivativesInfo> {
      const [p, oi, ls] = await Promise.allSettled([
        http.get('/fapi/v1/premiumIndex', { symbol }, premiumIndexSchema, { weight: 1 }),
        http.get('/fapi/v1/openInterest', { symbol }, openInterestSchema, { weight: 1 }),
        http.get(
          '/futures/data/globalLongShortAccountRatio',
          { symbol, period: '5m', limit: 1 },
          longShortRatioSchema,
          { weight: 0 },
        ),
      ]);
      return {
        fundingRate: p.status === 'fulfilled' ? p.value.lastFundingRate : null,
        nextFundingTime: p.status === 'fulfilled' ? p.value.nextFundingTime : null,
        openInterest: oi.status === 'fulfilled' ? oi.value.openInterest : null,
        longShortRatio: ls.status === 'fulfilled' ? (ls.value.at(-1)?.longShortRatio ?? null) : null,
      };
    },
    async btc(): Promise<BtcSnapshot> {
      const t = toTicker(
        await http.get('/fapi/v1/ticker/24hr', { symbol: 'BTCUSDT' }, ticker24hSchema, { weight: 1 }),
      );
      const all = tickerCache?.data ?? [];
      const usdtVolume = all.filter((x) => x.symbol.endsWith('USDT')).reduce((a, x) => a + x.quoteVolume, 0);
      return {
        price: t.lastPrice,
        change24h: t.priceChangePercent,
        volume24h: t.quoteVolume,
        marketCap: t.lastPrice * BTC_SUPPLY,
        // Proxy: BTC's share of USDⓈ-M USDT volume (Binance has no dominance figure; see docs/engine.md).
        dominance: usdtVolume > 0 ? Math.min(100, (t.quoteVolume / usdtVolume) * 100) : 50,
      };
    },
    onTicks(h) {
      handlers.add(h);
      return () => handlers.delete(h);
    },
    lastPrice: (symbol) => live.get(symbol),
    now: () => Date.now(),
    async start() {
      stream ??= new TickerStream({
        baseUrl: opts.wsUrl,
        accept: (s) => known.size === 0 || known.has(s),
        onPrices: (prices) => {
          for (const [s, p] of prices) live.set(s, p);
          for (const h of handlers) h(live);
        },
        onState: (state, detail) => {
          if (state === 'closed') opts.onWarning?.('WebSocket de tickers fechado; reconectando', { detail });
        },
      });
      stream.start();
    },
    async close() {
      stream?.close();
      stream = null;
      handlers.clear();
    },
  };
  return source;
}

function toTicker(t: z.infer<typeof ticker24hSchema>): Ticker24h {
  return {
    symbol: t.symbol,
    lastPrice: t.lastPrice,
    priceChangePercent: t.priceChangePercent,
    highPrice: t.highPrice,
    lowPrice: t.lowPrice,
    quoteVolume: t.quoteVolume,
  };
}

/** Whether the REST API answers within the timeout (the `auto` market source probe). */
export async function probeBinance(restUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(`${restUrl}/fapi/v1/ping`, { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok;
  } catch {
    return false;
  }
}
