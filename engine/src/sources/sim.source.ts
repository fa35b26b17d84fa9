import type { Timeframe } from '@sinais/shared';
import { INTERVAL_MS, type Candle } from '../domain/candle';
import type { PairInfo, Ticker24h } from '../domain/market';
import type { BtcSnapshot, DerivativesInfo, MarketSource, TickHandler } from './market-source';
import { gaussian, hashSeed, prng } from './prng';
import { correlate, regimeReturns } from './sim-paths';
import { SIM_BASES, SIM_PRICES } from './sim-universe';

export interface SimOptions {
  seed: number;
  /** Market ms per wall ms. */
  speed: number;
  pairs: number;
  tickIntervalMs: number;
  historyBars: number;
  /** Fixed "now" for deterministic tests; defaults to the wall clock at construction. */
  now?: number;
}

interface SimPair {
  info: PairInfo;
  basePrice: number;
  beta: number;
  sigma1h: number;
  volume1hUsdt: number;
}

const BTC_SUPPLY = 19_800_000;

interface Columns {
  firstOpen: number;
  interval: number;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  quoteVolume: Float64Array;
}

/**
 * A seeded, deterministic USDⓈ-M exchange. Each contract gets a realistic price, leverage cap and liquidity,
 * a BTC beta, and for each timeframe a regime-switching path (trending, ranging, volatile) correlated with BTC.
 * History is generated once and fixed; live ticks move the last price and the forming candle follows it.
 */
export function createSimSource(opts: SimOptions): MarketSource {
  const root = opts.now ?? Date.now();
  const pairs = buildUniverse(opts.seed, opts.pairs);
  const bySymbol = new Map(pairs.map((p) => [p.info.symbol, p]));
  const history = new Map<string, Columns>();
  const live = new Map<string, number>();
  const handlers = new Set<TickHandler>();
  const tickRand = prng(hashSeed(opts.seed, 'ticks'));
  let timer: NodeJS.Timeout | null = null;
  const btcSeries = new Map<Timeframe, number[]>();

  function btcReturns(tf: Timeframe): number[] {
    let r = btcSeries.get(tf);
    if (!r) {
      const sigma = bySymbol.get('BTCUSDT')!.sigma1h * Math.sqrt(INTERVAL_MS[tf] / INTERVAL_MS['1h']);
      r = regimeReturns(prng(hashSeed(opts.seed, `BTC:${tf}`)), opts.historyBars, sigma).returns;
      btcSeries.set(tf, r);
    }
    return r;
  }

  /** History is kept in columns (Float64Array): a Candle object per bar would cost ~10× the memory. */
  function series(symbol: string, tf: Timeframe): Columns {
    const key = `${symbol}:${tf}`;
    const cached = history.get(key);
    if (cached) return cached;
    const p = bySymbol.get(symbol);
    if (!p) throw new Error(`símbolo desconhecido no simulador: ${symbol}`);
    const rand = prng(hashSeed(opts.seed, key));
    const scale = Math.sqrt(INTERVAL_MS[tf] / INTERVAL_MS['1h']);
    const own = regimeReturns(rand, opts.historyBars, p.sigma1h * scale).returns;
    const rets = symbol === 'BTCUSDT' ? btcReturns(tf) : correlate(btcReturns(tf), own, p.beta);
    const interval = INTERVAL_MS[tf];
    const n = rets.length;
    const total = rets.reduce((a, b) => a + b, 0);
    // Anchor the path so the last close is the pair's reference price.
    let price = p.basePrice / Math.exp(total);
    const cols: Columns = {
      firstOpen: Math.floor(root / interval) * interval - (n - 1) * interval,
      interval,
      open: new Float64Array(n),
      high: new Float64Array(n),
      low: new Float64Array(n),
      close: new Float64Array(n),
      quoteVolume: new Float64Array(n),
    };
    const volBase = p.volume1hUsdt * (interval / INTERVAL_MS['1h']);
    const wick = p.sigma1h * scale * 0.45;
    for (let i = 0; i < n; i++) {
      const open = price;
      const r = rets[i]!;
      const close = open * Math.exp(r);
      cols.open[i] = open;
      cols.close[i] = close;
      cols.high[i] = Math.max(open, close) * Math.exp(Math.abs(gaussian(rand)) * wick);
      cols.low[i] = Math.min(open, close) / Math.exp(Math.abs(gaussian(rand)) * wick);
      const surprise = Math.abs(r) / (p.sigma1h * scale);
      cols.quoteVolume[i] = volBase * Math.exp(gaussian(rand) * 0.3) * (1 + 0.6 * Math.max(0, surprise - 1));
      price = close;
    }
    history.set(key, cols);
    if (!live.has(symbol)) live.set(symbol, price);
    return cols;
  }

  function priceOf(symbol: string): number {
    if (!live.has(symbol)) series(symbol, '1h');
    return live.get(symbol)!;
  }

  /** The last `limit` candles, the final one following the live price. */
  function withLive(symbol: string, tf: Timeframe, limit: number): Candle[] {
    const c = series(symbol, tf);
    const n = c.close.length;
    const from = Math.max(0, n - limit);
    const out: Candle[] = [];
    for (let i = from; i < n; i++) {
      const openTime = c.firstOpen + i * c.interval;
      out.push({
        openTime,
        open: c.open[i]!,
        high: c.high[i]!,
        low: c.low[i]!,
        close: c.close[i]!,
        volume: c.quoteVolume[i]! / c.close[i]!,
        closeTime: openTime + c.interval - 1,
        quoteVolume: c.quoteVolume[i]!,
      });
    }
    const last = out[out.length - 1]!;
    const px = priceOf(symbol);
    out[out.length - 1] = { ...last, close: px, high: Math.max(last.high, px), low: Math.min(last.low, px) };
    return out;
  }

  function tick(): void {
    const dtHours = (opts.tickIntervalMs * opts.speed) / INTERVAL_MS['1h'];
    const btcSigma = bySymbol.get('BTCUSDT')!.sigma1h * Math.sqrt(dtHours);
    const btcMove = gaussian(tickRand) * btcSigma;
    for (const p of pairs) {
      const s = p.info.symbol;
      if (!live.has(s)) continue;
      const own = gaussian(tickRand) * p.sigma1h * Math.sqrt(dtHours);
      const r = s === 'BTCUSDT' ? btcMove : correlate([btcMove], [own], p.beta)[0]!;
      live.set(s, live.get(s)! * Math.exp(r));
    }
    for (const h of handlers) h(live);
  }

  function ticker(symbol: string): Ticker24h {
    const h = withLive(symbol, '1h', 24);
    const first = h[0]!;
    const last = h[h.length - 1]!;
    return {
      symbol,
      lastPrice: last.close,
      priceChangePercent: ((last.close - first.open) / first.open) * 100,
      highPrice: Math.max(...h.map((c) => c.high)),
      lowPrice: Math.min(...h.map((c) => c.low)),
      quoteVolume: h.reduce((a, c) => a + c.quoteVolume, 0),
    };
  }

  return {
    kind: 'sim',
    simulated: true,
    timeScale: opts.speed,
    leverageSource: () => 'simulador: alavancagem máxima definida por contrato na exchange simulada',
    async pairs() {
      return pairs.map((p) => p.info);
    },
    async tickers() {
      return pairs.filter((p) => p.info.status === 'TRADING').map((p) => ticker(p.info.symbol));
    },
    async klines(symbol, tf, limit) {
      return withLive(symbol, tf, limit);
    },
    async derivatives(symbol): Promise<DerivativesInfo> {
      const r = prng(hashSeed(opts.seed, `deriv:${symbol}:${Math.floor(Date.now() / 60_000)}`));
      return {
        fundingRate: (r() - 0.45) * 0.0008,
        nextFundingTime: Math.ceil(Date.now() / (8 * 3_600_000)) * 8 * 3_600_000,
        openInterest: ((bySymbol.get(symbol)?.volume1hUsdt ?? 1e6) * (2 + r() * 6)) / priceOf(symbol),
        longShortRatio: 0.7 + r() * 1.2,
      };
    },
    async btc(): Promise<BtcSnapshot> {
      const t = ticker('BTCUSDT');
      return {
        price: t.lastPrice,
        change24h: t.priceChangePercent,
        volume24h: t.quoteVolume,
        marketCap: t.lastPrice * BTC_SUPPLY,
        dominance: Math.min(70, Math.max(40, 54 + t.priceChangePercent * 0.15)),
      };
    },
    onTicks(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    lastPrice: (symbol) => live.get(symbol),
    // The history is fixed at construction and its last candle follows the live price: always "forming".
    now: () => Math.floor(root / INTERVAL_MS['1h']) * INTERVAL_MS['1h'] + INTERVAL_MS['1h'] / 2,
    async start() {
      for (const p of pairs) if (p.info.status === 'TRADING') priceOf(p.info.symbol);
      timer ??= setInterval(tick, opts.tickIntervalMs);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      handlers.clear();
    },
  };
}

function buildUniverse(seed: number, count: number): SimPair[] {
  const rand = prng(hashSeed(seed, 'universe'));
  const bases = SIM_BASES.slice(0, count);
  const out: SimPair[] = bases.map((base, rank) => {
    const lev = rank < 2 ? 125 : rank < 12 ? 75 : rank < 170 ? 50 : rand() < 0.5 ? 25 : 20;
    const price = SIM_PRICES[base] ?? Math.exp(Math.log(0.002) + rand() * (Math.log(60) - Math.log(0.002)));
    const volume24h =
      base === 'BTC'
        ? 12e9
        : base === 'ETH'
          ? 6e9
          : 4e9 * Math.exp(-rank / 28) * Math.exp(gaussianOf(rand) * 0.5) + 3e6;
    return {
      info: {
        symbol: `${base}USDT`,
        baseAsset: base,
        quoteAsset: 'USDT',
        contractType: 'PERPETUAL',
        status: rank > 0 && rank % 67 === 0 ? 'SETTLING' : 'TRADING',
        maxLeverage: lev,
        onboardDate: 1_569_398_400_000 + rank * 86_400_000 * 5,
      },
      basePrice: round(price),
      beta: base === 'BTC' ? 1 : rank % 9 === 4 ? 0.15 + rand() * 0.3 : 0.55 + rand() * 0.4,
      sigma1h: base === 'BTC' ? 0.006 : 0.008 + rand() * 0.014,
      volume1hUsdt: volume24h / 24,
    };
  });
  // Contracts the selection must leave out: other quote assets and dated futures.
  const extra = (symbol: string, base: string, quote: string, type: string): SimPair => ({
    info: {
      symbol,
      baseAsset: base,
      quoteAsset: quote,
      contractType: type,
      status: 'TRADING',
      maxLeverage: 75,
      onboardDate: null,
    },
    basePrice: SIM_PRICES[base] ?? 1,
    beta: 1,
    sigma1h: 0.006,
    volume1hUsdt: 5e7,
  });
  out.push(
    extra('BTCUSDC', 'BTC', 'USDC', 'PERPETUAL'),
    extra('ETHUSDC', 'ETH', 'USDC', 'PERPETUAL'),
    extra('BTCUSDT_261225', 'BTC', 'USDT', 'CURRENT_QUARTER'),
    extra('ETHUSDT_261225', 'ETH', 'USDT', 'CURRENT_QUARTER'),
  );
  return out;
}

function gaussianOf(rand: () => number): number {
  return gaussian(rand);
}

/** Prices with 4–5 significant digits, like real tick sizes. */
function round(price: number): number {
  const digits = Math.max(0, 4 - Math.floor(Math.log10(price)));
  return Number(price.toFixed(Math.min(digits, 8)));
}
