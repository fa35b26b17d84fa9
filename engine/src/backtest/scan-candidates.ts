import type { Direction, Timeframe } from '@sinais/shared';
import { TIMEFRAMES, type Candle, type CandlesByTimeframe } from '../domain/candle';
import { MIN_CANDLES } from '../indicators/snapshot';
import type { KlineFile } from '../sources/kline-file';
import { evaluatePair, type IndicatorCache } from '../strategies/evaluate';
import type { Strategy, StrategyResult } from '../strategies/strategy';
import { LOOKBACK_CANDLES } from '../trading/rules';
import { isFreshSetup } from '../trading/setup-freshness';
import type { WindowPrices } from '../trading/trade-plan';
import { CandleView } from './candle-view';
import { observeWindow } from './window-observation';

/** A setup the strategies produced at a bar close, with what its monitoring window (the next bar) observed. */
export interface Candidate {
  /** Index of the decision bar in the symbol's primary (finest) series. */
  index: number;
  signalTime: number;
  result: StrategyResult & { direction: Direction };
  candleOpenTime: number;
  reference: number;
  window: WindowPrices;
}

export interface SymbolScan {
  symbol: string;
  primaryTf: Timeframe;
  primary: Candle[];
  candidates: Candidate[];
}

export interface ScanOptions {
  threshold: number;
  lookback?: number;
  /** Scan only these symbols (the others, e.g. BTCUSDT, still serve as context). */
  symbols?: readonly string[];
  /** The strategies to run (the engine's STRATEGIES by default). */
  strategies?: readonly Strategy[];
  onProgress?: (done: number, total: number, symbol: string) => void;
}

/**
 * The expensive, parameter-free half of the backtest: walks each symbol bar by bar on its finest timeframe
 * and asks the strategies, at every bar close, what they see in the candles CLOSED by then (CandleView).
 * Booking (levels, guard, exits, costs) is the cheap half, so a walk-forward can re-book many times.
 */
export function scanCandidates(files: readonly KlineFile[], opts: ScanOptions): SymbolScan[] {
  const steps = scanSteps(files, opts);
  for (let r = steps.next(); ; r = steps.next()) if (r.done) return r.value;
}

/**
 * The same scan, handing the event loop back every `chunk` bars: the live gate runs it inside a process that
 * may also serve the gateway, which must keep answering.
 */
export async function scanCandidatesAsync(
  files: readonly KlineFile[],
  opts: ScanOptions,
  chunk = 200,
): Promise<SymbolScan[]> {
  const steps = scanSteps(files, opts, chunk);
  for (let r = steps.next(); ; r = steps.next()) {
    if (r.done) return r.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function* scanSteps(
  files: readonly KlineFile[],
  opts: ScanOptions,
  chunk = Infinity,
): Generator<void, SymbolScan[]> {
  const bySymbol = new Map<string, CandlesByTimeframe>();
  for (const f of files) {
    const entry = bySymbol.get(f.symbol) ?? {};
    entry[f.timeframe] = f.candles;
    bySymbol.set(f.symbol, entry);
  }
  const btc1h = bySymbol.get('BTCUSDT')?.['1h'] ?? null;
  const plan = [...bySymbol.entries()]
    .filter(([symbol]) => !opts.symbols || opts.symbols.includes(symbol))
    .map(([symbol, series]) => {
      const primaryTf = TIMEFRAMES.find((tf) => series[tf]) as Timeframe;
      return { symbol, series, primaryTf, primary: series[primaryTf]! };
    });
  const total = plan.reduce((a, p) => a + p.primary.length, 0);
  let done = 0;
  const lookback = opts.lookback ?? LOOKBACK_CANDLES;
  const out: SymbolScan[] = [];
  for (const { symbol, series, primaryTf, primary } of plan) {
    const views = new Map(
      (Object.entries(series) as Array<[Timeframe, Candle[]]>).map(([tf, c]) => [
        tf,
        new CandleView(c, lookback),
      ]),
    );
    const btcView = btc1h ? new CandleView(btc1h, 150) : null;
    // BTC's candles of every timeframe, as context for rules with a BTC regime filter.
    const btcContext = new Map(
      (Object.entries(bySymbol.get('BTCUSDT') ?? {}) as Array<[Timeframe, Candle[]]>).map(([tf, c]) => [
        tf,
        new CandleView(c, lookback),
      ]),
    );
    const cache: IndicatorCache = new Map();
    const candidates: Candidate[] = [];
    for (let i = 0; i < primary.length - 1; i++) {
      if (++done % 500 === 0) opts.onProgress?.(done, total, symbol);
      if (done % chunk === 0) yield;
      const t = primary[i]!.closeTime;
      const view: CandlesByTimeframe = {};
      for (const [tf, v] of views) view[tf] = v.at(t);
      // A timeframe still warming up is left out of the decision (its strategies wait), as live would.
      if (view[primaryTf]!.length < MIN_CANDLES) continue;
      const btc: CandlesByTimeframe = {};
      for (const [tf, v] of btcContext) btc[tf] = v.at(t);
      const sig = evaluatePair(view, opts.threshold, cache, { strategies: opts.strategies, btc }).signal;
      if (!sig || !sig.direction) continue;
      const result = sig as StrategyResult & { direction: Direction };
      const tfCandles = view[result.timeframe]!;
      if (!isFreshSetup(tfCandles[tfCandles.length - 1]!.closeTime, t + 1)) continue;
      // Monitoring window: the next bar; read only now that its close is the new decision time.
      const w = primary[i + 1]!;
      candidates.push({
        index: i,
        signalTime: t,
        result,
        candleOpenTime: tfCandles[tfCandles.length - 1]!.openTime,
        reference: primary[i]!.close,
        window: observeWindow({
          symbol,
          primaryTf,
          past: view[primaryTf]!,
          window: w,
          btcPast: btcView ? btcView.at(w.closeTime) : [],
        }),
      });
    }
    out.push({ symbol, primaryTf, primary, candidates });
  }
  return out;
}
