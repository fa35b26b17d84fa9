import type { MonitoringStatus, Signal, SignalEventKind } from '@sinais/shared';
import type { SignalsStore } from '../data/signals.store';
import type { Publisher } from '../publisher/publisher';
import type { SystemLogger } from '../publisher/system-log';
import type { MarketSource } from '../sources/market-source';
import { TradeGuard } from '../trading/trade-guard';
import type { TradePlan } from '../trading/trade-plan';
import { decide, fundingAfter, fundingDue, pausedRejection, rejected, type Transition } from './decide';
import { MonitorStats } from './monitor-stats';
import type { MonitorOptions } from './monitor-options';
import { fundingKnown, fundingRate } from './funding-reader';
import { restoreOpen } from './restore-open';
import { SignalCommitter } from './signal-committer';
import { endStep, nextFundingAfter, observePrice, startTrade, trackSignal, type Tracked } from './tracked';
import { trailStepMs } from './trail-step';

export type { MonitorOptions };

/**
 * The pending → confirmed/rejected → closed lifecycle on live prices: a loop that feeds prices to the tracked
 * signals, asks `decide` what happens to each, and commits the answer. Every transition is stored (row +
 * appended event, one transaction) before it is published with the event's seq as the envelope id.
 */
export class SignalMonitor {
  private readonly open = new Map<string, Tracked>();
  private readonly guard: TradeGuard;
  private readonly stats = new MonitorStats();
  private readonly committer: SignalCommitter;
  private timer: NodeJS.Timeout | null = null;
  private checkpointTimer: NodeJS.Timeout | null = null;
  private busy: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly store: SignalsStore,
    publisher: Publisher,
    private readonly log: SystemLogger,
    private readonly source: MarketSource,
    private readonly opts: MonitorOptions,
  ) {
    this.guard = new TradeGuard(opts.timeScale);
    this.committer = new SignalCommitter(store, publisher, log, opts.onStored);
  }

  /** Picks up open signals left by a previous (or crashed) engine, so none is lost or duplicated (restore-open.ts). */
  async restore(): Promise<{ open: number; unwatched: number }> {
    const res = await restoreOpen(this.open, {
      store: this.store,
      source: this.source,
      log: this.log,
      opts: this.opts,
      rejectUnwatched: async (next, now) => {
        const change = await this.store.update(next, 'rejected');
        if (!change) return;
        this.committer.publish(change);
        this.guard.markEnded(next.symbol, next.direction, next.timeframe, now, false);
      },
    });
    await this.checkpoint();
    for (const c of await this.store.recentlyClosed(new Date(Date.now() - 3 * 86_400_000)))
      this.guard.markEnded(c.symbol, c.direction, c.timeframe, c.closedAt, true);
    return res;
  }

  /** What this engine has seen of each pending window, for whoever continues it after a restart or failover. */
  async checkpoint(now = Date.now()): Promise<void> {
    const rows = [...this.open.values()]
      .filter((t) => t.signal.status === 'PENDING' && !t.unwritten)
      .map((t) => ({ id: t.signal.id, min: t.min, max: t.max, last: t.last, btcStart: t.btcStart, at: now }));
    await this.store
      .saveWatch(rows)
      .catch((err: unknown) =>
        this.log.warn('SIGNAL_GEN', 'Falha ao registrar o acompanhamento dos pendentes', { err }),
      );
  }

  start(): void {
    this.unsubscribe = this.source.onTicks((prices) => this.observe(prices));
    this.timer = setInterval(() => void this.evaluate(), this.opts.evalMs);
    this.checkpointTimer = setInterval(() => void this.checkpoint(), this.opts.checkpointMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.checkpointTimer) clearInterval(this.checkpointTimer);
    this.timer = null;
    this.checkpointTimer = null;
    this.unsubscribe?.();
    await this.busy;
    await this.store.flush();
    // A clean handover: the next engine continues every pending window from this moment.
    await this.checkpoint();
  }

  /** One open trade per symbol and direction, a setup once per candle, the cool-down after a trade. */
  canOpen(plan: TradePlan, now = Date.now()): boolean {
    return !this.hasOpen(plan.symbol, plan.direction) && this.guard.allows(plan, now);
  }

  hasOpen(symbol: string, direction: string): boolean {
    for (const t of this.open.values())
      if (t.signal.symbol === symbol && t.signal.direction === direction) return true;
    return false;
  }

  pendingCount(): number {
    let n = 0;
    for (const t of this.open.values()) if (t.signal.status === 'PENDING') n++;
    return n;
  }

  /** Stores and publishes a new pending signal; false when a guard refused it. */
  async submit(signal: Signal, plan: TradePlan, now = Date.now()): Promise<boolean> {
    if (!this.canOpen(plan, now)) return false;
    const monitorUntil = now + this.opts.windowMs;
    const expiresAt = monitorUntil + (this.opts.holdOverrideMs ?? plan.holdMs) / this.opts.timeScale;
    const change = await this.store.create(signal, new Date(monitorUntil), new Date(expiresAt));
    if (!change) return false;
    this.guard.markFired(plan);
    const px = signal.entry_price;
    const btcStart = this.source.lastPrice('BTCUSDT') ?? null;
    const start = { signal, monitorUntil, expiresAt, min: px, max: px, last: px, btcStart, now };
    const stepMs = trailStepMs(signal.timeframe, this.opts.timeScale);
    this.open.set(signal.id, trackSignal({ ...start, fundingPct: null, stepMs }));
    this.committer.publish(change);
    this.log.info(
      'SIGNAL_GEN',
      `Sinal pendente ${signal.symbol} ${signal.direction} (${signal.strategy}, ${signal.score})`,
      { id: signal.id, timeframe: signal.timeframe, class: signal.signal_class },
    );
    return true;
  }

  private observe(prices: ReadonlyMap<string, number>): void {
    for (const t of this.open.values()) {
      const px = prices.get(t.signal.symbol);
      if (px !== undefined) observePrice(t, px);
    }
  }

  /** One pass over open signals; serialised so two passes never race on the same signal. */
  evaluate(now = Date.now()): Promise<void> {
    if (this.busy) return this.busy;
    this.busy = this.pass(now)
      .catch((err: unknown) => this.log.error('SIGNAL_GEN', 'Falha ao avaliar sinais abertos', { err }))
      .finally(() => {
        this.busy = null;
      });
    return this.busy;
  }

  private async pass(now: number): Promise<void> {
    for (const t of [...this.open.values()]) {
      try {
        await this.step(t, now);
      } catch (err) {
        this.log.error('SIGNAL_GEN', `Falha ao processar o sinal ${t.signal.symbol}`, {
          id: t.signal.id,
          err,
        });
      }
      endStep(t, now);
    }
  }

  private async step(t: Tracked, now: number): Promise<void> {
    if (t.unwritten) return this.commit(t, t.unwritten.next, t.unwritten.kind, t.unwritten.after);
    if (fundingDue(t, now)) await this.settleFunding(t, now);
    const ctx = {
      btc: this.source.lastPrice('BTCUSDT'),
      paused: this.opts.isPaused?.() ?? false,
      feeRate: this.opts.feeRate,
    };
    const transition = decide(t, ctx, now);
    if (transition) await this.apply(t, transition, now);
  }

  /** Commits a decided transition; once stored, its effects on the guard, the figures and the log follow. */
  private async apply(t: Tracked, tr: Transition, now: number): Promise<void> {
    const s = t.signal;
    if (tr.kind === 'confirmed') {
      const next = { ...tr.next, funding_pct: await fundingKnown(this.source, s.symbol) };
      return this.commit(t, next, 'confirmed', () => {
        this.stats.decided(now, true, now - Date.parse(s.created_at));
        this.stats.touched(next.confirmed_at);
        startTrade(t, now, next.funding_pct);
        this.log.info('SIGNAL_GEN', `Sinal ${s.symbol} confirmado`, { id: s.id, reasons: tr.reasons });
      });
    }
    if (tr.kind === 'held') {
      t.best = tr.best;
      return;
    }
    if (tr.kind === 'stop-moved') {
      const best = tr.best;
      return this.commit(t, tr.next, 'stop-moved', () => {
        t.best = best;
        this.log.info('SIGNAL_GEN', `Stop móvel de ${s.symbol} movido para ${tr.next.stop_loss}`, {
          id: s.id,
        });
      });
    }
    const next = tr.next;
    await this.commit(t, next, tr.kind, () => {
      const closed = tr.kind === 'closed';
      this.guard.markEnded(s.symbol, s.direction, s.timeframe, now, closed);
      if (tr.kind === 'rejected' && !tr.paused)
        this.stats.decided(now, false, now - Date.parse(s.created_at));
      this.stats.touched(closed ? next.closed_at : next.rejected_at);
      const id = s.id;
      if (closed)
        this.log.info(
          'SIGNAL_GEN',
          `Sinal ${s.symbol} encerrado: ${next.outcome} (${next.profit_loss}% líquido)`,
          { id },
        );
      else if (tr.kind === 'rejected' && tr.paused)
        this.log.info('SIGNAL_GEN', `Sinal ${s.symbol} rejeitado: motor pausado pelo operador`, { id });
      else this.log.info('SIGNAL_GEN', `Sinal ${s.symbol} rejeitado`, { id, reasons: tr.reasons });
    });
  }

  /** A funding settlement while open: the rate the source reports now, stored as an update. */
  private async settleFunding(t: Tracked, now: number): Promise<void> {
    t.nextFundingAt = nextFundingAfter(now);
    t.fundingPct = fundingAfter(t, await fundingRate(this.source, t.signal.symbol, this.log));
    await this.commit(t, { ...t.signal, funding_pct: t.fundingPct }, 'updated', () => undefined);
  }

  /** Commits through the committer; once stored, `after` applies the transition's effects. */
  private async commit(t: Tracked, next: Signal, kind: SignalEventKind, after: () => void): Promise<void> {
    const res = await this.committer.commit(t, next, kind, after);
    if (res === 'paused') {
      // The one case where a decision is re-made: members never get a confirmation refused by the pause.
      const at = Date.parse(next.confirmed_at ?? new Date().toISOString());
      return this.apply(t, pausedRejection(t.signal, at), at);
    }
    if (res !== 'open') this.open.delete(t.signal.id);
    if (res !== 'gone') after();
  }

  /** 21:00 day cut-off: pending signals that have not been decided are rejected by the daily cycle. */
  async rejectAllPending(reason: string): Promise<number> {
    // Take the same turn as evaluation passes, so a signal is never decided twice.
    while (this.busy) await this.busy;
    const run = (async () => {
      let n = 0;
      for (const t of [...this.open.values()]) {
        if (t.signal.status !== 'PENDING') continue;
        const change = await this.store.update(rejected(t.signal, reason, Date.now()), 'rejected');
        this.open.delete(t.signal.id);
        if (!change) continue;
        this.committer.publish(change);
        n++;
      }
      return n;
    })();
    this.busy = run.then(
      () => undefined,
      () => undefined,
    );
    try {
      return await run;
    } finally {
      this.busy = null;
    }
  }

  status(isActive: boolean, threadStatus: string): MonitoringStatus {
    return this.stats.status(isActive, threadStatus, this.pendingCount());
  }
}
