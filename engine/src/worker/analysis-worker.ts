import type { AnalysisStatus, Direction, Timeframe } from '@sinais/shared';
import { TIMEFRAMES, type Candle, type CandlesByTimeframe } from '../domain/candle';
import { buildPendingSignal } from '../lifecycle/build-signal';
import type { SignalMonitor } from '../lifecycle/signal-monitor';
import type { Publisher } from '../publisher/publisher';
import type { SystemLogger } from '../publisher/system-log';
import type { TopPairsService } from '../selection/top-pairs.service';
import type { MarketSource } from '../sources/market-source';
import { btcCorrelation } from '../strategies/btc-correlation';
import { evaluatePair } from '../strategies/evaluate';
import { STRATEGIES } from '../strategies/index';
import { BtcContext } from './btc-context';
import type { StrategyResult } from '../strategies/strategy';
import { planTrade } from '../trading/trade-plan';
import { isFreshSetup } from '../trading/setup-freshness';
import type { GatePolicy } from '../gate/gate-policy';
import { toPairAnalysis, type SignalAttempt } from './pair-analysis';
import { Sleeper } from './sleeper';

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

export interface WorkerOptions {
  pairIntervalMs: number;
  restMs: number;
  threshold: number;
  klineLimit: number;
  instanceId: string;
}

/** Where a previous run stopped (the stored analysis status): the walk continues from there. */
export interface ResumePoint {
  cycle: number;
  index: number;
  total: number;
  currentPair: string | null;
  signalsTotal: number;
  signalsCycle: number;
  /** When the stored cycle began (ms): a cycle spanning a restart or failover is recorded from there. */
  cycleStartedAt: number | null;
  /** The previous run was resting until then (ms): the rest is kept, not skipped. */
  restUntil: number | null;
}

export interface WorkerHooks {
  /** The stored pause (engine_control), read by whichever engine leads. */
  isPaused(): boolean;
  onPairDone?(): void;
  /** The candles just read for a pair (the chart's source on the gateway). */
  onCandles?(symbol: string, candles: CandlesByTimeframe): void;
  onCycleDone?(c: {
    cycle: number;
    pairs: number;
    signals: number;
    startedAt: Date;
    durationS: number;
  }): void;
}

/**
 * The sequential walk: one pair every pairIntervalMs, a rest of restMs after the list, then the next cycle.
 * A failing pair or source call is logged and skipped; only stop() ends the loop, after the current pair.
 */
export class AnalysisWorker {
  private cycle = 0;
  private index = 0;
  private total = 0;
  private currentPair: string | null = null;
  private currentTimeframe: Timeframe | null = null;
  private currentStrategy: string | null = null;
  private signalsTotal = 0;
  private signalsCycle = 0;
  private resting = false;
  private resumePoint: ResumePoint | null = null;
  private restUntil: string | null = null;
  private cycleStartedAt: Date | null = null;
  private stopping = false;
  private refreshRequested = false;
  private loop: Promise<void> | null = null;
  private readonly sleeper = new Sleeper();
  private btc1h: Candle[] = [];
  private readonly btcContext: BtcContext;

  constructor(
    private readonly source: MarketSource,
    private readonly topPairs: TopPairsService,
    private readonly monitor: SignalMonitor,
    private readonly publisher: Publisher,
    private readonly log: SystemLogger,
    private readonly gate: GatePolicy,
    private readonly opts: WorkerOptions,
    private readonly hooks: WorkerHooks,
  ) {
    const tfs = [...new Set(STRATEGIES.flatMap((s) => s.timeframes))];
    this.btcContext = new BtcContext(source, tfs, opts.klineLimit);
  }

  /** Continue a cycle a previous run (restart, failover) left half-way, with its counters. */
  resumeFrom(point: ResumePoint | null): void {
    this.resumePoint = point;
    if (point) {
      this.cycle = point.cycle;
      this.signalsTotal = point.signalsTotal;
    }
  }

  /** Starts the walk; after stop() it can start again (a lease regained), continuing the cycle count. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run().finally(() => {
      this.loop = null;
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.sleeper.wake();
    await this.loop;
  }

  /** The stored pause changed: publish the new status and, on resume, stop waiting. */
  pauseChanged(): void {
    this.sleeper.wake();
    if (this.loop) this.publishStatus();
  }

  requestRefresh(): void {
    this.refreshRequested = true;
    this.sleeper.wake();
  }

  isPaused(): boolean {
    return this.hooks.isPaused();
  }

  status(): AnalysisStatus {
    const paused = this.hooks.isPaused();
    return {
      is_analyzing: !paused && !this.resting && !this.stopping && this.currentPair !== null,
      is_paused: paused,
      is_resting: this.resting,
      rest_until: this.restUntil,
      current_pair: this.currentPair,
      current_index: this.index,
      total_pairs: this.total,
      cycle_count: this.cycle,
      signals_generated: this.signalsTotal,
      current_timeframe: this.currentTimeframe,
      current_strategy: this.currentStrategy,
      progress_percent: this.total > 0 ? Math.round((this.index / this.total) * 10000) / 100 : 0,
      signals_found_in_cycle: this.signalsCycle,
      instance_id: this.opts.instanceId,
      cycle_started_at: this.cycleStartedAt?.toISOString() ?? null,
    };
  }

  private publishStatus(): void {
    try {
      this.publisher.publish('analysis:progressed', this.status());
    } catch (err) {
      this.log.error('ANALYSIS', 'Status de análise inválido', { err });
    }
  }

  private async run(): Promise<void> {
    // A rest the previous run (restart, failover) was in is kept: a restart never skips it.
    const storedRest = this.resumePoint?.restUntil ?? null;
    if (storedRest !== null && storedRest > Date.now()) {
      this.log.info('ANALYSIS', 'Descanso entre ciclos retomado (posição gravada)');
      await this.rest(storedRest);
    }
    while (!this.stopping) {
      try {
        await this.ensurePairs();
      } catch (err) {
        this.log.error('TOP_PAIRS', 'Falha ao selecionar os pares; nova tentativa em breve', { err });
        await this.sleeper.sleep(Math.max(1000, Math.min(this.opts.restMs, 30_000)));
        continue;
      }
      const pairs = this.topPairs.current().map((p) => p.symbol);
      const resume = this.takeResumePoint(pairs);
      if (resume) {
        this.index = resume.index;
        this.signalsCycle = resume.signalsCycle;
        this.log.info(
          'ANALYSIS',
          `Ciclo ${this.cycle} retomado no par ${resume.index + 1} de ${pairs.length} (posição gravada)`,
        );
      } else {
        this.cycle++;
        this.index = 0;
        this.signalsCycle = 0;
        this.log.info('ANALYSIS', `Ciclo ${this.cycle} iniciado: ${pairs.length} pares`);
      }
      this.total = pairs.length;
      const cycleStarted = resume?.cycleStartedAt != null ? new Date(resume.cycleStartedAt) : new Date();
      this.cycleStartedAt = cycleStarted;
      await this.refreshBtc();
      for (const symbol of pairs.slice(this.index)) {
        if (this.hooks.isPaused() && !this.stopping) {
          // Say so at once (a restarted or new leader starts paused), then wait for the resume.
          this.publishStatus();
          while (this.hooks.isPaused() && !this.stopping) await this.sleeper.sleep(1000);
        }
        if (this.stopping) break;
        await this.analyze(symbol);
        this.index++;
        this.hooks.onPairDone?.();
        this.publishStatus();
        if (this.stopping) break;
        await this.sleeper.sleep(this.opts.pairIntervalMs);
      }
      if (this.stopping) break;
      this.log.info('ANALYSIS', `Ciclo ${this.cycle} concluído: ${this.signalsCycle} sinal(is)`, {
        cycle: this.cycle,
      });
      // A cycle resumed after a restart or failover is recorded from its stored start (the gap included);
      // one whose start was never stored (an older engine's status) is not reported as a full cycle.
      if (!resume || resume.cycleStartedAt !== null)
        this.hooks.onCycleDone?.({
          cycle: this.cycle,
          pairs: pairs.length,
          signals: this.signalsCycle,
          startedAt: cycleStarted,
          durationS: (Date.now() - cycleStarted.getTime()) / 1000,
        });
      this.currentPair = null;
      this.cycleStartedAt = null;
      await this.rest(Date.now() + this.opts.restMs);
    }
    this.currentPair = null;
  }

  /**
   * The rest between cycles, until `until` (wall clock, stored in the status so a restart keeps it). A pause or
   * resume during the rest wakes the sleeper but does not end it; only stop() and a refresh command do.
   */
  private async rest(until: number): Promise<void> {
    this.resting = true;
    this.restUntil = new Date(until).toISOString();
    this.publishStatus();
    while (!this.stopping && !this.refreshRequested && Date.now() < until)
      await this.sleeper.sleep(until - Date.now());
    this.resting = false;
    this.restUntil = null;
  }

  /** The stored position applies only to the same pair list, half-way through. */
  private takeResumePoint(pairs: string[]): ResumePoint | null {
    const p = this.resumePoint;
    this.resumePoint = null;
    if (!p || p.total !== pairs.length || p.index <= 0 || p.index >= pairs.length) return null;
    if (p.currentPair !== null && !pairs.includes(p.currentPair)) return null;
    return p;
  }

  private async ensurePairs(): Promise<void> {
    if (this.refreshRequested) {
      this.refreshRequested = false;
      await this.topPairs.refresh('comando de atualização');
    } else if (this.topPairs.isDue()) await this.topPairs.refresh('atualização periódica');
  }

  private async refreshBtc(): Promise<void> {
    try {
      this.btc1h = await this.source.klines('BTCUSDT', '1h', 120);
    } catch (err) {
      this.log.warn('ANALYSIS', 'Falha ao ler candles do BTC; correlação indisponível neste ciclo', { err });
    }
  }

  /** Analyses one pair; never throws. */
  private async analyze(symbol: string): Promise<void> {
    const started = Date.now();
    this.currentPair = symbol;
    this.publishStatus();
    try {
      const candles: CandlesByTimeframe = {};
      for (const tf of TIMEFRAMES) {
        this.currentTimeframe = tf;
        candles[tf] = await this.source.klines(symbol, tf, this.opts.klineLimit);
      }
      this.hooks.onCandles?.(symbol, candles);
      const btc = symbol === 'BTCUSDT' ? candles : await this.btcContext.get();
      const evaluation = evaluatePair(candles, this.opts.threshold, undefined, { btc });
      this.currentStrategy = evaluation.best?.name ?? null;
      let made: SignalAttempt | null = null;
      if (evaluation.signal && evaluation.signal.direction) {
        made = await this.createSignal(
          symbol,
          evaluation.signal as StrategyResult & { direction: Direction },
          candles,
        );
      }
      const analysis = toPairAnalysis(
        symbol,
        { cycle: this.cycle, index: this.index, total: this.total },
        evaluation,
        made && 'plan' in made ? made.plan : null,
        new Date(),
        made && 'blocked' in made ? made.blocked : null,
      );
      if (analysis)
        this.publisher.publish('analysis:pair-analyzed', {
          ...analysis,
          candles: chartCandles(candles['1h']),
        });
      else this.log.warn('ANALYSIS', `${symbol}: candles insuficientes para análise`);
      this.log.log('DEBUG', 'ANALYSIS', `${symbol} analisado`, { ms: Date.now() - started });
    } catch (err) {
      this.log.error('ANALYSIS', `Falha ao analisar ${symbol}`, { err });
    }
  }

  private async createSignal(
    symbol: string,
    result: StrategyResult & { direction: Direction },
    candles: CandlesByTimeframe,
  ): Promise<SignalAttempt> {
    const h1 = candles['1h'] ?? [];
    const tfCandles = candles[result.timeframe] ?? h1;
    const reference = this.source.lastPrice(symbol) ?? h1[h1.length - 1]!.close;
    const signalCandle = tfCandles[tfCandles.length - 1]!;
    if (!isFreshSetup(signalCandle.closeTime, this.source.now())) return { blocked: 'stale_setup' };
    const plan = planTrade(symbol, result, reference, signalCandle.openTime);
    if (!plan) return { blocked: 'no_plan' };
    if (this.monitor.hasOpen(plan.symbol, plan.direction)) return { blocked: 'open_trade' };
    if (!this.monitor.canOpen(plan)) return { blocked: 'cooldown' };
    const day = h1.slice(-24);
    const hi = Math.max(...day.map((c) => c.high));
    const lo = Math.min(...day.map((c) => c.low));
    const signal = buildPendingSignal(plan, {
      volume24h: day.reduce((a, c) => a + c.quoteVolume, 0),
      range24hPct: lo > 0 ? ((hi - lo) / lo) * 100 : 0,
      btcCorrelation: symbol === 'BTCUSDT' ? 1 : btcCorrelation(h1, this.btc1h),
      now: new Date(),
      experimental: !this.gate.isPublished(plan.strategy, plan.timeframe),
    });
    if (!(await this.monitor.submit(signal, plan))) return { blocked: 'not_stored' };
    this.signalsTotal++;
    this.signalsCycle++;
    return {
      plan: {
        entry_price: signal.entry_price,
        target_price: signal.target_price,
        stop_loss: signal.stop_loss,
      },
    };
  }
}
