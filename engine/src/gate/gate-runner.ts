import type { GateDecision, GateMode, Timeframe } from '@sinais/shared';
import { appendGateDecisions, latestGateDecisions, type Db } from '@sinais/shared/server';
import { createEngineStateStore } from '../data/engine-state.store';
import type { SystemLogger } from '../publisher/system-log';
import type { Segment, SymbolSeries } from '../evidence/segment';
import type { TopPairsService } from '../selection/top-pairs.service';
import type { MarketSource } from '../sources/market-source';
import type { SeriesRule } from '../strategies/rules/series-rule';
import { gateEvidenceOf } from './gate-evidence';
import type { GatePolicy } from './gate-policy';
import { gateReason } from './gate-reason';
import { GATE_WINDOW_DAYS } from './gate-rule';
import { PUBLISHING_ALLOWED, RESEARCH_VERDICT } from './research-verdict';

/** Daily candles read before the window, so every rule has its warm-up from the window's first day. */
const WARM_UP_DAYS = 100;

export interface GateOptions {
  intervalMs: number;
  /** How many of the TOP pairs (with BTC) the gate replays. */
  pairs: number;
  seed: number;
  mode: GateMode;
}

/**
 * The live gate: on a schedule, reads the last year of real candles of the TOP pairs from the market source,
 * runs each live rule over them with the engine's own booking, and stores a decision per strategy with its
 * evidence (docs/engine.md §8.4). A strategy reaches members only if the research adopted a method, the
 * gate showed its own value on the training data, and the gate rule publishes it; otherwise it stays
 * experimental, with the numbers that say why.
 */
export class GateRunner {
  private timer: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly source: MarketSource,
    private readonly topPairs: TopPairsService,
    private readonly policy: GatePolicy,
    private readonly log: SystemLogger,
    private readonly opts: GateOptions,
    /** The live rules (strategies/live-rules.ts), judged on real candles. */
    private readonly rules: readonly SeriesRule[],
  ) {}

  /** Loads the stored decisions, evaluates now when they are missing or old, then every intervalMs. */
  async start(): Promise<void> {
    const current = await this.policy.load(this.db);
    const newest = Math.max(0, ...current.map((d) => Date.parse(d.decided_at)));
    if (Date.now() - newest >= this.opts.intervalMs) this.trigger();
    // Not due: the stored decisions stand, and the schedule members read starts from now (the timer's origin).
    else if (newest > 0) await this.saveSchedule(newest, Date.now());
    this.timer = setInterval(() => this.trigger(), this.opts.intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.retry) clearTimeout(this.retry);
    this.timer = null;
    this.retry = null;
    await this.running;
  }

  trigger(): Promise<void> {
    this.running ??= this.runOnce()
      .catch((err: unknown) =>
        this.log.error('SIGNAL_GEN', 'Falha na avaliação do portão de estratégias', { err }),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async runOnce(): Promise<void> {
    if (this.topPairs.current().length === 0) {
      // The first selection is still running: try again shortly rather than waiting a whole interval.
      this.retry = setTimeout(() => void this.trigger(), 30_000);
      return;
    }
    const symbols = [...new Set(['BTCUSDT', ...this.topPairs.current().map((p) => p.symbol)])].slice(
      0,
      this.opts.pairs,
    );
    this.log.info(
      'SIGNAL_GEN',
      `Portão de estratégias: reavaliando ${symbols.length} pares (${GATE_WINDOW_DAYS} dias)`,
    );
    const startedAt = Date.now();
    const segment = await this.segment(symbols);
    const now = this.source.now();
    const previous = await latestGateDecisions(this.db);
    const decisions: Array<Omit<GateDecision, 'id' | 'decided_at'>> = [];
    for (const rule of this.rules) {
      const was = previous.find((d) => d.strategy === rule.name && d.timeframe === rule.timeframe)?.published;
      const { judgement, evidence } = gateEvidenceOf({
        rule,
        segment,
        now,
        wasPublished: was ?? false,
        prior: RESEARCH_VERDICT.prior,
        seed: this.opts.seed,
      });
      const published = PUBLISHING_ALLOWED && judgement.published;
      decisions.push({
        strategy: rule.name,
        timeframe: rule.timeframe,
        published,
        reason: gateReason(judgement, evidence, published),
        evidence,
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    await appendGateDecisions(this.db, decisions);
    this.policy.apply(decisions);
    await this.saveSchedule(startedAt, startedAt);
    const names = decisions.filter((d) => d.published).map((d) => `${d.strategy} ${d.timeframe}`);
    this.log.info(
      'SIGNAL_GEN',
      `Portão de estratégias: ${names.length ? `publicadas ${names.join(', ')}` : 'nenhuma estratégia publicada; sinais ficam experimentais'}`,
    );
  }

  /** Members read when the gate last ran and runs next from the strategy_gate state (GET /api/signals/gate). */
  private async saveSchedule(evaluatedAt: number, intervalFrom: number): Promise<void> {
    await createEngineStateStore(this.db).save('strategy_gate', {
      ...this.opts.mode,
      evaluated_at: new Date(evaluatedAt).toISOString(),
      next_evaluation_at: new Date(intervalFrom + this.opts.intervalMs).toISOString(),
    } satisfies GateMode);
  }

  /** The last year (and a warm-up) of every timeframe the rules need, plus the hourly bars exits walk. */
  private async segment(symbols: readonly string[]): Promise<Segment> {
    const tfs = new Set<Timeframe>(['1h', ...this.rules.map((r) => r.timeframe)]);
    const per: Record<Timeframe, number> = { '1h': 24, '4h': 6, '1d': 1 };
    const out = new Map<string, SymbolSeries>();
    for (const symbol of symbols) {
      const s: SymbolSeries = { symbol, '1h': [], '4h': [], '1d': [] };
      for (const tf of tfs)
        s[tf] = await this.source.klines(symbol, tf, (GATE_WINDOW_DAYS + WARM_UP_DAYS) * per[tf]);
      out.set(symbol, s);
    }
    return { id: 'live', symbols: out };
  }
}
