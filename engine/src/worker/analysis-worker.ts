import type { AnalysisStatus, Timeframe } from '@sinais/shared';
import type { GatePolicy } from '../gate/gate-policy';
import type { SignalMonitor } from '../lifecycle/signal-monitor';
import type { Publisher } from '../publisher/publisher';
import type { SystemLogger } from '../publisher/system-log';
import type { TopPairsService } from '../selection/top-pairs.service';
import type { MarketSource } from '../sources/market-source';
import { PairAnalyzer } from './pair-analyzer';
import { Sleeper } from './sleeper';
import type { ResumePoint, WorkerHooks, WorkerOptions } from './worker-options';

export type { ResumePoint, WorkerHooks, WorkerOptions };

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
  private readonly analyzer: PairAnalyzer;

  constructor(
    source: MarketSource,
    private readonly topPairs: TopPairsService,
    monitor: SignalMonitor,
    private readonly publisher: Publisher,
    private readonly log: SystemLogger,
    gate: GatePolicy,
    private readonly opts: WorkerOptions,
    private readonly hooks: WorkerHooks,
  ) {
    this.analyzer = new PairAnalyzer({
      source,
      monitor,
      publisher,
      log,
      gate,
      threshold: opts.threshold,
      strategies: opts.strategies,
      klineLimit: opts.klineLimit,
      onCandles: hooks.onCandles,
    });
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
      const resume = this.beginCycle(pairs);
      const cycleStarted = this.cycleStartedAt ?? new Date();
      await this.analyzer.refreshBtc();
      await this.walk(pairs);
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

  /** Starts a new cycle over `pairs`, or continues the stored one half-way (returned). */
  private beginCycle(pairs: string[]): ResumePoint | null {
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
    this.cycleStartedAt = resume?.cycleStartedAt != null ? new Date(resume.cycleStartedAt) : new Date();
    return resume;
  }

  /** One pair every pairIntervalMs from the current index; waits out a pause; ends early on stop(). */
  private async walk(pairs: string[]): Promise<void> {
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

  /** Analyses one pair (never throws), showing it in the status meanwhile. */
  private async analyze(symbol: string): Promise<void> {
    this.currentPair = symbol;
    this.publishStatus();
    await this.analyzer.analyze(symbol, {
      cycle: this.cycle,
      index: this.index,
      total: this.total,
      signalsInCycle: this.signalsCycle,
      onTimeframe: (tf) => {
        this.currentTimeframe = tf;
      },
      onStrategy: (name) => {
        this.currentStrategy = name;
      },
      onSignal: () => {
        this.signalsTotal++;
        this.signalsCycle++;
      },
    });
  }
}
