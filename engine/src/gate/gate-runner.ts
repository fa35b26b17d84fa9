import type { GateEvidence, Timeframe } from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import { scanCandidatesAsync, type SymbolScan } from '../backtest/scan-candidates';
import { INTERVAL_MS, TIMEFRAMES } from '../domain/candle';
import { evaluateScans, MIN_CLOSED_TRADES, type GroupEvidence } from '../evaluation/evaluate-strategies';
import type { SystemLogger } from '../publisher/system-log';
import type { TopPairsService } from '../selection/top-pairs.service';
import type { KlineFile } from '../sources/kline-file';
import type { MarketSource } from '../sources/market-source';
import { STRATEGIES } from '../strategies/index';
import type { GatePolicy } from './gate-policy';

const WARM_UP_CANDLES = 100;

export interface GateOptions {
  intervalMs: number;
  /** How many of the TOP pairs are replayed, and how many hourly candles each (the klines endpoint gives 1500 at most). */
  pairs: number;
  candles: number;
  threshold: number;
  feeRate: number;
  resamples: number;
  seed: number;
}

/**
 * The live gate: on a schedule, replays the latest candles of the TOP pairs from the market source with
 * each strategy's fixed plan (all of it out of sample for the method, tuned on older data), compares every
 * strategy × timeframe with the random-entry baseline and stores a decision per pair. Only published pairs
 * reach members; the others stay experimental, for admins, with their evidence.
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
  ) {}

  /** Loads the stored decisions, evaluates now when they are missing or old, then every intervalMs. */
  async start(): Promise<void> {
    const current = await this.policy.load(this.db);
    const newest = Math.max(0, ...current.map((d) => Date.parse(d.decided_at)));
    const due = Date.now() - newest >= this.opts.intervalMs;
    if (due) this.trigger();
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
    const startedAt = Date.now();
    const symbols = [...new Set(['BTCUSDT', ...this.topPairs.current().map((p) => p.symbol)])].slice(
      0,
      this.opts.pairs,
    );
    if (this.topPairs.current().length === 0) {
      // The first selection is still running: try again shortly rather than waiting a whole interval.
      this.retry = setTimeout(() => void this.trigger(), 30_000);
      return;
    }
    this.log.info('SIGNAL_GEN', `Portão de estratégias: reavaliando ${symbols.length} pares`);
    const btc = await this.files('BTCUSDT');
    const scans: SymbolScan[] = [];
    for (const symbol of symbols) {
      const files =
        symbol === 'BTCUSDT'
          ? btc
          : [...(await this.files(symbol)), ...btc.filter((f) => f.timeframe === '1h')];
      // Yielding every few bars, so a co-hosted gateway keeps answering.
      scans.push(
        ...(await scanCandidatesAsync(files, { threshold: this.opts.threshold, symbols: [symbol] })),
      );
    }
    const times = scans.flatMap((s) => s.primary.map((c) => c.closeTime));
    const from = Math.min(...times);
    const to = Math.max(...times) + 1;
    const ev = evaluateScans(scans, {
      from,
      to,
      feeRate: this.opts.feeRate,
      resamples: this.opts.resamples,
      seed: this.opts.seed,
      folds: 0,
    });
    const decisions: Array<ReturnType<typeof decide>> = [];
    for (const s of STRATEGIES)
      for (const tf of s.timeframes) {
        const group = ev.byStrategyTimeframe.find((g) => g.name === `${s.name} · ${tf}`);
        decisions.push(decide(s.name, tf, group, { symbols: scans.length, from, to }));
      }
    await this.db.tx(async (q) => {
      for (const d of decisions)
        await q.query(
          'INSERT INTO strategy_gate_decisions (strategy, timeframe, published, reason, evidence) VALUES ($1, $2, $3, $4, $5)',
          [d.strategy, d.timeframe, d.published, d.reason, JSON.stringify(d.evidence)],
        );
    });
    await this.saveSchedule(startedAt, startedAt);
    this.policy.apply(decisions);
    const published = decisions.filter((d) => d.published).map((d) => `${d.strategy} ${d.timeframe}`);
    this.log.info(
      'SIGNAL_GEN',
      `Portão de estratégias: ${published.length ? `publicadas ${published.join(', ')}` : 'nenhuma estratégia publicada; sinais ficam experimentais'}`,
    );
  }

  /** Members read when the gate last ran and runs next from the strategy_gate state (GET /api/signals/gate). */
  private async saveSchedule(evaluatedAt: number, intervalFrom: number): Promise<void> {
    const times = {
      evaluated_at: new Date(evaluatedAt).toISOString(),
      next_evaluation_at: new Date(intervalFrom + this.opts.intervalMs).toISOString(),
    };
    await this.db.query(
      "UPDATE engine_state SET value = value || $1::jsonb, updated_at = now() WHERE key = 'strategy_gate'",
      [JSON.stringify(times)],
    );
  }

  private async files(symbol: string): Promise<KlineFile[]> {
    const out: KlineFile[] = [];
    for (const tf of TIMEFRAMES) {
      // The same period on every timeframe, plus a warm-up so each indicator has a value from the start.
      const limit = Math.ceil(this.opts.candles / (INTERVAL_MS[tf] / INTERVAL_MS['1h'])) + WARM_UP_CANDLES;
      const candles = await this.source.klines(symbol, tf, limit);
      out.push({ file: `${symbol}_${tf}`, symbol, timeframe: tf, candles });
    }
    return out;
  }
}

function decide(
  strategy: string,
  timeframe: Timeframe,
  g: GroupEvidence | undefined,
  period: { symbols: number; from: number; to: number },
) {
  const evidence: GateEvidence = {
    trades: g?.closed ?? 0,
    win_rate: g?.winRate ?? null,
    avg_net_pct: g?.avgNetPct ?? null,
    baseline_mean_pct: g?.baselineMeanPct ?? null,
    baseline_p95_pct: g?.baselineP95Pct ?? null,
    percentile: g?.percentile ?? null,
    max_drawdown_pct: g ? g.maxDrawdownPct : null,
    symbols: period.symbols,
    // The klines contract has no funding history: the gate's P&L is net of fees, without funding.
    funding_included: false,
    from: new Date(period.from).toISOString(),
    to: new Date(period.to).toISOString(),
  };
  const pct = (x: number | null) => (x === null ? '—' : `${x.toFixed(2).replace('.', ',')}%`);
  const published = g?.passes ?? false;
  const reason =
    !g || g.closed < MIN_CLOSED_TRADES
      ? `Experimental: ${g?.closed ?? 0} operações encerradas no período (mínimo ${MIN_CLOSED_TRADES})`
      : published
        ? `Publicada: P&L médio líquido ${pct(g.avgNetPct)} acima do percentil 95 das entradas aleatórias (${pct(g.baselineP95Pct)})`
        : `Experimental: P&L médio líquido ${pct(g.avgNetPct)} não supera o percentil 95 das entradas aleatórias (${pct(g.baselineP95Pct)})`;
  return { strategy, timeframe, published, reason, evidence };
}
