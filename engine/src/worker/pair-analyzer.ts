import type { Direction, Timeframe } from '@sinais/shared';
import { TIMEFRAMES, type Candle, type CandlesByTimeframe } from '../domain/candle';
import type { GatePolicy } from '../gate/gate-policy';
import { buildPendingSignal } from '../lifecycle/build-signal';
import type { SignalMonitor } from '../lifecycle/signal-monitor';
import type { Publisher } from '../publisher/publisher';
import type { SystemLogger } from '../publisher/system-log';
import type { MarketSource } from '../sources/market-source';
import { btcCorrelation } from '../strategies/btc-correlation';
import { evaluatePair } from '../strategies/evaluate';
import type { Strategy, StrategyResult } from '../strategies/strategy';
import { isFreshSetup } from '../trading/setup-freshness';
import { dailyVolatility } from '../trading/plan-bounds';
import { planTrade } from '../trading/trade-plan';
import { cycleFull } from './signal-pacing';
import { BtcContext } from './btc-context';
import { toPairAnalysis, type SignalAttempt } from './pair-analysis';

const CHART_CANDLES = 96;

/** The last hourly candles, shaped for the operator's chart. */
function chartCandles(h1: Candle[] | undefined) {
  return (h1 ?? []).slice(-CHART_CANDLES).map((c) => ({
    time: Math.floor(c.openTime / 1000),
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
  }));
}

export interface AnalyzerDeps {
  source: MarketSource;
  monitor: SignalMonitor;
  publisher: Publisher;
  log: SystemLogger;
  gate: GatePolicy;
  threshold: number;
  strategies: readonly Strategy[];
  klineLimit: number;
  /** The candles just read for a pair (the chart's source on the gateway). */
  onCandles?(symbol: string, candles: CandlesByTimeframe): void;
}

/** Where the walk stands, for the analysis it publishes and the status it shows while reading. */
export interface PairPosition {
  cycle: number;
  index: number;
  total: number;
  /** Told of the timeframe being read and of the strategy that scored best. */
  onTimeframe(tf: Timeframe): void;
  onStrategy(name: string | null): void;
  /** A pending signal was stored. */
  onSignal(): void;
  /** New signals stored so far in this cycle (the pacing limit). */
  signalsInCycle: number;
}

/**
 * One pair's analysis: its candles by timeframe, the strategies' verdict, a pending signal when one
 * qualifies (and the guards allow it), and the operator's `analysis:pair-analyzed`.
 */
export class PairAnalyzer {
  private btc1h: Candle[] = [];
  private readonly btcContext: BtcContext;

  constructor(private readonly d: AnalyzerDeps) {
    const tfs = [...new Set(d.strategies.flatMap((s) => s.timeframes))];
    this.btcContext = new BtcContext(d.source, tfs, d.klineLimit);
  }

  /** BTC's hourly candles for the correlation of this cycle's signals. */
  async refreshBtc(): Promise<void> {
    try {
      this.btc1h = await this.d.source.klines('BTCUSDT', '1h', 120);
    } catch (err) {
      this.d.log.warn('ANALYSIS', 'Falha ao ler candles do BTC; correlação indisponível neste ciclo', {
        err,
      });
    }
  }

  /** Analyses one pair; never throws. */
  async analyze(symbol: string, at: PairPosition): Promise<void> {
    const { source, log } = this.d;
    const started = Date.now();
    try {
      const candles: CandlesByTimeframe = {};
      for (const tf of TIMEFRAMES) {
        at.onTimeframe(tf);
        candles[tf] = await source.klines(symbol, tf, this.d.klineLimit);
      }
      this.d.onCandles?.(symbol, candles);
      const btc = symbol === 'BTCUSDT' ? candles : await this.btcContext.get();
      const evaluation = evaluatePair(candles, this.d.threshold, undefined, {
        btc,
        strategies: this.d.strategies,
      });
      at.onStrategy(evaluation.best?.name ?? null);
      let made: SignalAttempt | null = null;
      if (evaluation.signal && evaluation.signal.direction)
        made = await this.attempt(
          symbol,
          evaluation.signal as StrategyResult & { direction: Direction },
          candles,
          at,
        );
      const analysis = toPairAnalysis(
        symbol,
        { cycle: at.cycle, index: at.index, total: at.total },
        evaluation,
        made && 'plan' in made ? made.plan : null,
        new Date(),
        made && 'blocked' in made ? made.blocked : null,
      );
      if (analysis)
        this.d.publisher.publish('analysis:pair-analyzed', {
          ...analysis,
          candles: chartCandles(candles['1h']),
        });
      else log.warn('ANALYSIS', `${symbol}: candles insuficientes para análise`);
      log.log('DEBUG', 'ANALYSIS', `${symbol} analisado`, { ms: Date.now() - started });
    } catch (err) {
      log.error('ANALYSIS', `Falha ao analisar ${symbol}`, { err });
    }
  }

  /** A pending signal of a qualifying result, or why none was made. */
  private async attempt(
    symbol: string,
    result: StrategyResult & { direction: Direction },
    candles: CandlesByTimeframe,
    at: PairPosition,
  ): Promise<SignalAttempt> {
    const { source, monitor } = this.d;
    const h1 = candles['1h'] ?? [];
    const tfCandles = candles[result.timeframe] ?? h1;
    const reference = source.lastPrice(symbol) ?? h1[h1.length - 1]!.close;
    const signalCandle = tfCandles[tfCandles.length - 1]!;
    if (!isFreshSetup(signalCandle.closeTime, source.now())) return { blocked: 'stale_setup' };
    // Live plans stay within what the asset's own daily volatility makes plausible over the hold.
    const plan = planTrade(symbol, result, reference, signalCandle.openTime, {
      dailyVol: dailyVolatility(candles['1d'] ?? []),
    });
    if (!plan) return { blocked: 'no_plan' };
    if (monitor.hasOpen(plan.symbol, plan.direction)) return { blocked: 'open_trade' };
    if (!monitor.canOpen(plan)) return { blocked: 'cooldown' };
    if (cycleFull(at.signalsInCycle)) return { blocked: 'paced' };
    const day = h1.slice(-24);
    const hi = Math.max(...day.map((c) => c.high));
    const lo = Math.min(...day.map((c) => c.low));
    const signal = buildPendingSignal(plan, {
      volume24h: day.reduce((a, c) => a + c.quoteVolume, 0),
      range24hPct: lo > 0 ? ((hi - lo) / lo) * 100 : 0,
      btcCorrelation: symbol === 'BTCUSDT' ? 1 : btcCorrelation(h1, this.btc1h),
      now: new Date(),
      experimental: !this.d.gate.isPublished(plan.strategy, plan.timeframe),
      simulated: source.simulated,
    });
    if (!(await monitor.submit(signal, plan))) return { blocked: 'not_stored' };
    at.onSignal();
    return {
      plan: {
        entry_price: signal.entry_price,
        target_price: signal.target_price,
        stop_loss: signal.stop_loss,
      },
    };
  }
}
