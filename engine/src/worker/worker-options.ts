import type { CandlesByTimeframe } from '../domain/candle';
import type { Strategy } from '../strategies/strategy';

export interface WorkerOptions {
  pairIntervalMs: number;
  restMs: number;
  threshold: number;
  klineLimit: number;
  instanceId: string;
  /** The live strategies (the registry's candidate, or the demo rule on simulated prices). */
  strategies: readonly Strategy[];
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
