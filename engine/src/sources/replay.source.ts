import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Timeframe } from '@sinais/shared';
import type { Candle } from '../domain/candle';
import type { PairInfo, Ticker24h } from '../domain/market';
import { loadKlineFile } from './kline-file';
import type { BtcSnapshot, MarketSource, TickHandler } from './market-source';

export interface ReplayOptions {
  dir: string;
  /** Market ms per wall ms. */
  speed: number;
  tickIntervalMs: number;
  /** Candles of history visible at the start of the replay. */
  warmup: number;
}

/**
 * Plays real kline files forward. The replay clock starts after `warmup` 1h candles of the first symbol and
 * advances speed × tick interval per tick; every read returns only candles closed by the replay clock.
 */
export function createReplaySource(opts: ReplayOptions): MarketSource {
  const files = readdirSync(opts.dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => loadKlineFile(join(opts.dir, f)));
  if (files.length === 0) throw new Error(`nenhum arquivo de klines em ${opts.dir}`);
  const series = new Map(files.map((f) => [`${f.symbol}:${f.timeframe}`, f.candles]));
  const symbols = [...new Set(files.map((f) => f.symbol))].sort();
  const finest = (symbol: string): Candle[] =>
    series.get(`${symbol}:1h`) ?? series.get(`${symbol}:4h`) ?? series.get(`${symbol}:1d`) ?? [];
  const first = finest(symbols[0]!);
  let clock = first[Math.min(opts.warmup, first.length - 1)]!.closeTime;
  const end = Math.max(...files.map((f) => f.candles[f.candles.length - 1]!.closeTime));
  const handlers = new Set<TickHandler>();
  let timer: NodeJS.Timeout | null = null;

  const visible = (candles: readonly Candle[]) => {
    let hi = candles.length;
    while (hi > 0 && candles[hi - 1]!.closeTime > clock) hi--;
    return candles.slice(0, hi);
  };
  const price = (symbol: string) => visible(finest(symbol)).at(-1)?.close;
  const prices = () =>
    new Map(symbols.flatMap((s) => (price(s) !== undefined ? [[s, price(s)!] as const] : [])));

  function ticker(symbol: string): Ticker24h | null {
    const h = visible(finest(symbol)).filter((c) => c.closeTime > clock - 24 * 3_600_000);
    if (h.length === 0) return null;
    return {
      symbol,
      lastPrice: h.at(-1)!.close,
      priceChangePercent: ((h.at(-1)!.close - h[0]!.open) / h[0]!.open) * 100,
      highPrice: Math.max(...h.map((c) => c.high)),
      lowPrice: Math.min(...h.map((c) => c.low)),
      quoteVolume: h.reduce((a, c) => a + c.quoteVolume, 0),
    };
  }

  return {
    kind: 'replay',
    simulated: true,
    timeScale: opts.speed,
    leverageSource: () => 'replay: arquivos de klines não trazem alavancagem',
    async pairs(): Promise<PairInfo[]> {
      return symbols.map((symbol) => ({
        symbol,
        baseAsset: symbol.replace(/USDT$/, ''),
        quoteAsset: symbol.endsWith('USDT') ? 'USDT' : 'OTHER',
        contractType: 'PERPETUAL',
        status: 'TRADING',
        maxLeverage: null,
        onboardDate: null,
      }));
    },
    async tickers() {
      return symbols.flatMap((s) => ticker(s) ?? []);
    },
    async klines(symbol: string, tf: Timeframe, limit: number) {
      // A timeframe without a file is simply absent: the pair is analysed on the timeframes it has.
      const s = series.get(`${symbol}:${tf}`);
      return s ? visible(s).slice(-limit) : [];
    },
    async derivatives() {
      return { fundingRate: null, nextFundingTime: null, openInterest: null, longShortRatio: null };
    },
    async btc(): Promise<BtcSnapshot> {
      const t = ticker('BTCUSDT');
      if (!t) throw new Error('replay sem BTCUSDT');
      return {
        price: t.lastPrice,
        change24h: t.priceChangePercent,
        volume24h: t.quoteVolume,
        marketCap: t.lastPrice * 19_800_000,
        dominance: 50,
      };
    },
    onTicks(h) {
      handlers.add(h);
      return () => handlers.delete(h);
    },
    lastPrice: (symbol) => price(symbol),
    now: () => clock,
    async start() {
      timer ??= setInterval(() => {
        if (clock >= end) return;
        clock = Math.min(end, clock + opts.tickIntervalMs * opts.speed);
        const p = prices();
        for (const h of handlers) h(p);
      }, opts.tickIntervalMs);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
