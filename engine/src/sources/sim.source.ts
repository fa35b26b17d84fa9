import type { Timeframe } from '@sinais/shared';
import { INTERVAL_MS, type Candle } from '../domain/candle';
import type { Ticker24h } from '../domain/market';
import type { BtcSnapshot, DerivativesInfo, MarketSource, TickHandler } from './market-source';
import { gaussian, hashSeed, prng } from './prng';
import { buildUniverse } from './sim-pairs';
import { correlate, regimeReturns } from './sim-paths';
import type { SimMarketMemory, SimMarketState } from './sim-market-state';
import { SimSeries, simulatedBars } from './sim-series';

export interface SimOptions {
  seed: number;
  /** Market ms per wall ms: the simulated clock runs this many times faster than the wall clock. */
  speed: number;
  pairs: number;
  tickIntervalMs: number;
  historyBars: number;
  /** Fixed "now" for deterministic tests; defaults to the wall clock at construction. */
  now?: number;
}

const BTC_SUPPLY = 19_800_000;
/** A tick is walked in steps of at most this much market time, so no step skips a whole 1h bar. */
const MAX_STEP_MS = 15 * 60_000;
/** A stalled process (suspended, debugger) resumes with at most this much wall time to catch up. */
const MAX_TICK_GAP_MS = 60_000;

/**
 * A seeded, deterministic USDⓈ-M exchange. Each contract gets a realistic price, leverage cap and liquidity,
 * a BTC beta, and for each timeframe a regime-switching path (trending, ranging, volatile) correlated with BTC.
 * Once started, a simulated market clock runs `speed` times faster than the wall clock: live ticks move the
 * price, the forming candle follows it, and each candle closes when the clock passes its end.
 */
export function createSimSource(opts: SimOptions): MarketSource {
  const root = opts.now ?? Date.now();
  let marketNow = root;
  let lastWall = 0;
  const pairs = buildUniverse(opts.seed, opts.pairs);
  const bySymbol = new Map(pairs.map((p) => [p.info.symbol, p]));
  const history = new Map<string, SimSeries>();
  const seriesOf = new Map<string, SimSeries[]>();
  const live = new Map<string, number>();
  const handlers = new Set<TickHandler>();
  const tickRand = prng(hashSeed(opts.seed, 'ticks'));
  const barRand = prng(hashSeed(opts.seed, 'bars'));
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

  /** Generated on first use, ending in the bar that holds the clock, its last close the live price. */
  function series(symbol: string, tf: Timeframe): SimSeries {
    const key = `${symbol}:${tf}`;
    const cached = history.get(key);
    if (cached) return cached;
    const p = bySymbol.get(symbol);
    if (!p) throw new Error(`símbolo desconhecido no simulador: ${symbol}`);
    const rand = prng(hashSeed(opts.seed, key));
    const scale = Math.sqrt(INTERVAL_MS[tf] / INTERVAL_MS['1h']);
    const sigma = p.sigma1h * scale;
    const own = regimeReturns(rand, opts.historyBars, sigma).returns;
    const rets = symbol === 'BTCUSDT' ? btcReturns(tf) : correlate(btcReturns(tf), own, p.beta);
    const interval = INTERVAL_MS[tf];
    // Anchor the path so the last close is the live price (the pair's reference price before any tick).
    const anchor = live.get(symbol) ?? p.basePrice;
    const volBase = p.volume1hUsdt * (interval / INTERVAL_MS['1h']);
    const { cols, lastBase } = simulatedBars(rand, rets, { anchor, sigma, volBase });
    const n = rets.length;
    const firstOpen = Math.floor(marketNow / interval) * interval - (n - 1) * interval;
    const s = new SimSeries(interval, cols, firstOpen, { base: volBase, sigma }, barRand, lastBase);
    history.set(key, s);
    seriesOf.set(symbol, [...(seriesOf.get(symbol) ?? []), s]);
    if (!live.has(symbol)) live.set(symbol, anchor);
    return s;
  }

  function priceOf(symbol: string): number {
    if (!live.has(symbol)) series(symbol, '1h');
    return live.get(symbol)!;
  }

  /** Moves every live price by `dtMs` of market time; the forming candles follow and close on the clock. */
  function step(dtMs: number): void {
    marketNow += dtMs;
    const dtHours = dtMs / INTERVAL_MS['1h'];
    const btcMove = gaussian(tickRand) * bySymbol.get('BTCUSDT')!.sigma1h * Math.sqrt(dtHours);
    for (const p of pairs) {
      const s = p.info.symbol;
      const before = live.get(s);
      if (before === undefined) continue;
      const own = gaussian(tickRand) * p.sigma1h * Math.sqrt(dtHours);
      const r = s === 'BTCUSDT' ? btcMove : correlate([btcMove], [own], p.beta)[0]!;
      const price = before * Math.exp(r);
      live.set(s, price);
      for (const bars of seriesOf.get(s) ?? []) {
        bars.update(price);
        bars.roll(marketNow, price);
      }
    }
  }

  function tick(): void {
    const wall = Date.now();
    const elapsed = Math.min(MAX_TICK_GAP_MS, Math.max(0, wall - lastWall));
    lastWall = wall;
    const dt = elapsed * opts.speed;
    if (dt <= 0) return;
    const steps = Math.ceil(dt / MAX_STEP_MS);
    for (let i = 0; i < steps; i++) step(dt / steps);
    for (const h of handlers) h(live);
  }

  const memory: SimMarketMemory = {
    snapshot: (wallNow = Date.now()): SimMarketState => ({
      seed: opts.seed,
      speed: opts.speed,
      pairs: opts.pairs,
      market_at: marketNow,
      wall_at: wallNow,
      prices: Object.fromEntries(live),
    }),
    resume(state, wallNow = Date.now()) {
      const ranTo = state.market_at + Math.max(0, wallNow - state.wall_at) * state.speed;
      const same = state.seed === opts.seed && state.speed === opts.speed && state.pairs === opts.pairs;
      marketNow = same ? ranTo : Math.max(marketNow, ranTo);
      if (!same) return 'clock-only';
      history.clear();
      seriesOf.clear();
      live.clear();
      for (const [symbol, price] of Object.entries(state.prices))
        if (bySymbol.has(symbol)) live.set(symbol, price);
      return 'continued';
    },
  };

  function ticker(symbol: string): Ticker24h {
    const h = candles(symbol, '1h', 24);
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

  function candles(symbol: string, tf: Timeframe, limit: number): Candle[] {
    priceOf(symbol);
    return series(symbol, tf).candles(limit);
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
      return candles(symbol, tf, limit);
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
    // The simulated clock: inside the forming candle of every timeframe, moving only while started.
    now: () => marketNow,
    memory,
    async start() {
      for (const p of pairs) if (p.info.status === 'TRADING') priceOf(p.info.symbol);
      if (!timer) {
        lastWall = Date.now();
        timer = setInterval(tick, opts.tickIntervalMs);
        timer.unref();
      }
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      handlers.clear();
    },
  };
}
