import type { MonitoringStatus, Signal, SignalChange, SignalEventKind } from '@sinais/shared';
import type { Publisher } from '../publisher/publisher';
import type { SystemLogger } from '../publisher/system-log';
import type { MarketSource } from '../sources/market-source';
import { PAUSED_REJECTION_REASON, projectionPercent, signalEventType } from '@sinais/shared';
import { bookTrade, fundingPayment, pnlPct } from '../trading/booking';
import { FUNDING_INTERVAL_MS } from '../trading/rules';
import { TradeGuard } from '../trading/trade-guard';
import { confirmTrade, type TradePlan } from '../trading/trade-plan';
import { checkExit } from './exit-rules';
import { resumeAfterGap } from './resume-after-gap';
import { EnginePausedError, type OpenSignalRow, type SignalRepository } from './signal-repository';

export interface MonitorOptions {
  /** Wall-clock length of the monitoring window. */
  windowMs: number;
  /** Market ms per wall-clock ms (SIM_SPEED): a plan's hold time is market time. */
  timeScale: number;
  /** Replaces every plan's hold time (market ms), when set (SIGNAL_EXPIRY_MS). */
  holdOverrideMs?: number;
  /** How often pending decisions and open trades are evaluated. */
  evalMs: number;
  /** Taker fee per side: every stored P&L is net of it. */
  feeRate: number;
  /** The operator's stored pause: a pending signal decided while it holds is rejected, never sent. */
  isPaused?: () => boolean;
  /** Told of every stored transition (metrics). */
  onStored?: (kind: SignalEventKind) => void;
  /** A pending window left unwatched up to this long (restart, failover) is continued as is. */
  shortGapMs: number;
  /** How often what this engine has seen of its pending windows is checkpointed. */
  checkpointMs: number;
}

interface Tracked {
  signal: Signal;
  monitorUntil: number;
  expiresAt: number;
  min: number;
  max: number;
  last: number;
  /** Extremes since the previous evaluation, so a touch between two evaluations is not missed. */
  lo: number;
  hi: number;
  btcStart: number | null;
  /** Funding accrued while open (%), null when the source gives no funding; next settlement time. */
  fundingPct: number | null;
  nextFundingAt: number;
  /** A decided transition not yet stored (database down): retried as decided, never re-decided. */
  unwritten: { next: Signal; kind: SignalEventKind; after: () => void } | null;
}

/**
 * The pending → confirmed/rejected → closed lifecycle on live prices. Every transition is stored (row +
 * appended event, one transaction) before it is published with the event's seq as the envelope id.
 */
export class SignalMonitor {
  private readonly open = new Map<string, Tracked>();
  private readonly guard: TradeGuard;
  private readonly decisions: Array<{ at: number; confirmed: boolean; ms: number }> = [];
  private lastActivity: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private checkpointTimer: NodeJS.Timeout | null = null;
  private busy: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private active = false;

  constructor(
    private readonly repo: SignalRepository,
    private readonly publisher: Publisher,
    private readonly log: SystemLogger,
    private readonly source: MarketSource,
    private readonly opts: MonitorOptions,
  ) {
    this.guard = new TradeGuard(opts.timeScale);
  }

  /**
   * Picks up open signals left by a previous (or crashed) engine, so none is lost or duplicated. A transition
   * this instance decided but could not store (the database was down, the lease lapsed meanwhile) is kept as
   * decided — its time and prices — as long as the stored signal is still in the state it started from.
   * Confirmed trades are tracked on to their outcome. A pending window is continued from the previous engine's
   * checkpoint across the gap when the gap was short or its prices can be read back from the source
   * (`resumeAfterGap`); otherwise it is rejected as unwatched, with the reason: the filters never confirm on
   * prices nobody saw.
   */
  async restore(): Promise<{ open: number; unwatched: number }> {
    const rows = await this.repo.loadOpen();
    const undelivered = new Map<string, Tracked>();
    for (const t of this.open.values()) if (t.unwritten) undelivered.set(t.signal.id, t);
    // The store is the truth: whatever another instance decided meanwhile replaces what we held.
    this.open.clear();
    let unwatched = 0;
    for (const r of rows) {
      const mine = undelivered.get(r.signal.id);
      if (mine?.unwritten && sameState(mine.signal, r.signal)) {
        this.open.set(r.signal.id, mine);
        continue;
      }
      if (r.signal.status === 'PENDING') {
        if (await this.resumePending(r)) continue;
        unwatched++;
        continue;
      }
      const px = this.source.lastPrice(r.signal.symbol) ?? r.signal.entry_price;
      const monitorUntil = r.monitorUntil ?? Date.now();
      this.open.set(r.signal.id, {
        signal: r.signal,
        monitorUntil,
        expiresAt:
          r.expiresAt ?? monitorUntil + (this.opts.holdOverrideMs ?? 12 * 3_600_000) / this.opts.timeScale,
        min: Math.min(px, r.signal.entry_price),
        max: Math.max(px, r.signal.entry_price),
        last: px,
        lo: px,
        hi: px,
        btcStart: this.source.lastPrice('BTCUSDT') ?? null,
        fundingPct: r.signal.funding_pct,
        nextFundingAt: nextFundingAfter(Date.now()),
        unwritten: null,
      });
    }
    await this.checkpoint();
    for (const c of await this.repo.recentlyClosed(new Date(Date.now() - 3 * 86_400_000)))
      this.guard.markEnded(c.symbol, c.direction, c.timeframe, c.closedAt, true);
    return { open: this.open.size, unwatched };
  }

  /**
   * A pending window another run left: continued over the gap (true), or rejected as unwatched with the reason
   * (false; also when someone else moved it meanwhile).
   */
  private async resumePending(r: OpenSignalRow): Promise<boolean> {
    const now = Date.now();
    const res = await resumeAfterGap({
      signal: r.signal,
      watched: r.watched,
      now,
      livePrice: this.source.lastPrice(r.signal.symbol),
      shortGapMs: this.opts.shortGapMs,
      readPath: this.source.pricePath?.bind(this.source),
    });
    if (res.resume) {
      const monitorUntil = r.monitorUntil ?? now;
      this.open.set(r.signal.id, {
        signal: r.signal,
        monitorUntil,
        expiresAt:
          r.expiresAt ?? monitorUntil + (this.opts.holdOverrideMs ?? 12 * 3_600_000) / this.opts.timeScale,
        min: res.min,
        max: res.max,
        last: res.last,
        lo: res.last,
        hi: res.last,
        btcStart: res.btcStart ?? this.source.lastPrice('BTCUSDT') ?? null,
        fundingPct: null,
        nextFundingAt: nextFundingAfter(now),
        unwritten: null,
      });
      this.log.info(
        'SIGNAL_GEN',
        `Janela de ${r.signal.symbol} retomada após ${Math.round(res.gapMs / 1000)} s sem motor`,
        {
          id: r.signal.id,
          how: res.how,
        },
      );
      return true;
    }
    const next: Signal = {
      ...r.signal,
      status: 'REJECTED',
      rejected_at: new Date(now).toISOString(),
      rejection_reasons: [res.reason],
    };
    const change = await this.repo.update(next, 'rejected');
    if (change) {
      this.emit(change);
      this.guard.markEnded(next.symbol, next.direction, next.timeframe, now, false);
    }
    return false;
  }

  /** What this engine has seen of each pending window, for whoever continues it after a restart or failover. */
  async checkpoint(now = Date.now()): Promise<void> {
    const rows = [...this.open.values()]
      .filter((t) => t.signal.status === 'PENDING' && !t.unwritten)
      .map((t) => ({ id: t.signal.id, min: t.min, max: t.max, last: t.last, btcStart: t.btcStart, at: now }));
    await this.repo
      .saveWatch(rows)
      .catch((err: unknown) =>
        this.log.warn('SIGNAL_GEN', 'Falha ao registrar o acompanhamento dos pendentes', { err }),
      );
  }

  start(): void {
    this.active = true;
    this.unsubscribe = this.source.onTicks((prices) => this.observe(prices));
    this.timer = setInterval(() => void this.evaluate(), this.opts.evalMs);
    this.checkpointTimer = setInterval(() => void this.checkpoint(), this.opts.checkpointMs);
  }

  async stop(): Promise<void> {
    this.active = false;
    if (this.timer) clearInterval(this.timer);
    if (this.checkpointTimer) clearInterval(this.checkpointTimer);
    this.timer = null;
    this.checkpointTimer = null;
    this.unsubscribe?.();
    await this.busy;
    await this.repo.flush();
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
    const change = await this.repo.create(signal, new Date(monitorUntil), new Date(expiresAt));
    if (!change) return false;
    this.guard.markFired(plan);
    const px = signal.entry_price;
    this.open.set(signal.id, {
      signal,
      monitorUntil,
      expiresAt,
      min: px,
      max: px,
      last: px,
      lo: px,
      hi: px,
      btcStart: this.source.lastPrice('BTCUSDT') ?? null,
      fundingPct: null,
      nextFundingAt: nextFundingAfter(now),
      unwritten: null,
    });
    this.emit(change);
    this.log.info(
      'SIGNAL_GEN',
      `Sinal pendente ${signal.symbol} ${signal.direction} (${signal.strategy}, ${signal.score})`,
      {
        id: signal.id,
        timeframe: signal.timeframe,
        class: signal.signal_class,
      },
    );
    return true;
  }

  private observe(prices: ReadonlyMap<string, number>): void {
    for (const t of this.open.values()) {
      const px = prices.get(t.signal.symbol);
      if (px === undefined) continue;
      t.last = px;
      t.min = Math.min(t.min, px);
      t.max = Math.max(t.max, px);
      t.lo = Math.min(t.lo, px);
      t.hi = Math.max(t.hi, px);
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
        if (t.unwritten) await this.commit(t, t.unwritten.next, t.unwritten.kind, t.unwritten.after);
        else if (t.signal.status === 'PENDING' && now >= t.monitorUntil) await this.decidePending(t, now);
        else if (t.signal.status === 'CONFIRMED') await this.track(t, now);
      } catch (err) {
        this.log.error('SIGNAL_GEN', `Falha ao processar o sinal ${t.signal.symbol}`, {
          id: t.signal.id,
          err,
        });
      }
      t.lo = t.last;
      t.hi = t.last;
    }
  }

  private async decidePending(t: Tracked, now: number): Promise<void> {
    const s = t.signal;
    if (this.opts.isPaused?.()) return this.rejectPaused(t, now);
    const btcNow = this.source.lastPrice('BTCUSDT');
    const btcMovePct = t.btcStart && btcNow ? ((btcNow - t.btcStart) / t.btcStart) * 100 : 0;
    const reference = s.reference_price ?? s.entry_price;
    const c = confirmTrade(
      {
        direction: s.direction,
        reference,
        atr: s.atr ?? atrFromLevels(s),
        target: s.target_price,
        stop: s.stop_loss,
      },
      {
        min: t.min,
        max: t.max,
        last: t.last,
        btcMovePct,
        behavior: s.behavior_type,
        volume24h: s.volume_24h,
      },
    );
    const at = new Date(now).toISOString();
    const next: Signal = c.decision.confirmed
      ? {
          ...s,
          status: 'CONFIRMED',
          outcome: 'OPEN',
          confirmed_at: at,
          confirmation_reasons: c.decision.confirmationReasons,
          // Members get the signal now, at this price: the trade is booked from it.
          entry_price: c.entry,
          target_price: c.target,
          stop_loss: c.stop,
          projection_percentage: Math.round(projectionPercent(s.direction, c.entry, c.target) * 100) / 100,
          reference_price: reference,
          funding_pct: await this.fundingKnown(s.symbol),
        }
      : { ...s, status: 'REJECTED', rejected_at: at, rejection_reasons: c.decision.rejectionReasons };
    await this.commit(t, next, c.decision.confirmed ? 'confirmed' : 'rejected', () => {
      this.decisions.push({ at: now, confirmed: c.decision.confirmed, ms: now - Date.parse(s.created_at) });
      if (this.decisions.length > 500) this.decisions.shift();
      this.lastActivity = at;
      if (c.decision.confirmed) {
        t.expiresAt = now + (t.expiresAt - t.monitorUntil);
        t.min = t.last;
        t.max = t.last;
        t.fundingPct = next.funding_pct;
      } else this.guard.markEnded(s.symbol, s.direction, s.timeframe, now, false);
      this.log.info('SIGNAL_GEN', `Sinal ${s.symbol} ${c.decision.confirmed ? 'confirmado' : 'rejeitado'}`, {
        id: s.id,
        reasons: c.decision.confirmed ? c.decision.confirmationReasons : c.decision.rejectionReasons,
      });
    });
  }

  private async rejectPaused(t: Tracked, now: number): Promise<void> {
    const s = t.signal;
    const next: Signal = {
      ...s,
      status: 'REJECTED',
      rejected_at: new Date(now).toISOString(),
      rejection_reasons: [PAUSED_REJECTION_REASON],
    };
    await this.commit(t, next, 'rejected', () => {
      this.guard.markEnded(s.symbol, s.direction, s.timeframe, now, false);
      this.lastActivity = next.rejected_at;
      this.log.info('SIGNAL_GEN', `Sinal ${s.symbol} rejeitado: motor pausado pelo operador`, { id: s.id });
    });
  }

  /** 0 when the source reports funding for the symbol (then it accrues), null when it has none: not included. */
  private async fundingKnown(symbol: string): Promise<number | null> {
    try {
      return (await this.source.derivatives(symbol)).fundingRate === null ? null : 0;
    } catch {
      return null;
    }
  }

  private async track(t: Tracked, now: number): Promise<void> {
    if (t.fundingPct !== null && now >= t.nextFundingAt) await this.settleFunding(t, now);
    const s = t.signal;
    // A stop found beyond its level fills at the price now, as a stop order would.
    const exit = checkExit(s.direction, s.target_price, s.stop_loss, t.lo, t.hi, t.last);
    const expired = !exit && now >= t.expiresAt;
    if (!exit && !expired) return;
    const price = exit ? exit.price : t.last;
    const fav = (p: number) => pnlPct(s.direction, s.entry_price, p);
    const excursions = [fav(t.min), fav(t.max), fav(price)];
    const booked = bookTrade({
      direction: s.direction,
      entry: s.entry_price,
      exit: price,
      feeRate: this.opts.feeRate,
      fundingPct: t.fundingPct,
    });
    const next: Signal = {
      ...s,
      outcome: exit ? exit.outcome : 'EXPIRED',
      exit_price: price,
      profit_loss: booked.pnlPct,
      gross_profit_loss: booked.grossPnlPct,
      fees_pct: booked.feesPct,
      funding_pct: booked.fundingPct,
      best_excursion_pct: round(Math.max(...excursions)),
      worst_excursion_pct: round(Math.min(...excursions)),
      closed_at: new Date(now).toISOString(),
    };
    await this.commit(t, next, 'closed', () => {
      this.guard.markEnded(s.symbol, s.direction, s.timeframe, now, true);
      this.lastActivity = next.closed_at;
      this.log.info(
        'SIGNAL_GEN',
        `Sinal ${s.symbol} encerrado: ${next.outcome} (${next.profit_loss}% líquido)`,
        {
          id: s.id,
        },
      );
    });
  }

  /** A funding settlement while open: the rate the source reports now, stored as an update. */
  private async settleFunding(t: Tracked, now: number): Promise<void> {
    t.nextFundingAt = nextFundingAfter(now);
    let rate: number | null = null;
    try {
      rate = (await this.source.derivatives(t.signal.symbol)).fundingRate;
    } catch (err) {
      this.log.warn('SIGNAL_GEN', `Funding de ${t.signal.symbol} indisponível; não incluído`, { err });
    }
    t.fundingPct =
      rate === null ? null : round((t.fundingPct ?? 0) + fundingPayment(t.signal.direction, rate));
    await this.commit(t, { ...t.signal, funding_pct: t.fundingPct }, 'updated', () => undefined);
  }

  /**
   * Stores a decided transition, then publishes it. If the store is down the decision is kept as made (its
   * time and price) and retried on the next pass; `after` runs once it is stored.
   */
  private async commit(t: Tracked, next: Signal, kind: SignalEventKind, after: () => void): Promise<void> {
    t.unwritten = { next, kind, after };
    let change: SignalChange | null;
    try {
      change = await this.repo.update(next, kind);
    } catch (err) {
      // A pause stored after this engine last read it: the store refused the confirmation. The signal is
      // rejected instead (the one case where a decision is re-made): members never get it.
      if (!(err instanceof EnginePausedError)) throw err;
      t.unwritten = null;
      return this.rejectPaused(t, Date.parse(next.confirmed_at ?? new Date().toISOString()));
    }
    t.unwritten = null;
    if (!change) {
      this.open.delete(t.signal.id);
      return;
    }
    this.emit(change);
    const closed = next.status === 'REJECTED' || (next.outcome !== null && next.outcome !== 'OPEN');
    if (closed) this.open.delete(t.signal.id);
    else t.signal = next;
    after();
  }

  /** 21:00 day cut-off: pending signals that have not been decided are rejected by the daily cycle. */
  async rejectAllPending(reason: string): Promise<number> {
    // Take the same turn as evaluation passes, so a signal is never decided twice.
    while (this.busy) await this.busy;
    const run = (async () => {
      let n = 0;
      for (const t of [...this.open.values()]) {
        if (t.signal.status !== 'PENDING') continue;
        const next: Signal = {
          ...t.signal,
          status: 'REJECTED',
          rejected_at: new Date().toISOString(),
          rejection_reasons: [reason],
        };
        const change = await this.repo.update(next, 'rejected');
        this.open.delete(t.signal.id);
        if (!change) continue;
        this.emit(change);
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
    const now = Date.now();
    const recent = this.decisions.filter((d) => now - d.at <= 60_000).length;
    const total = this.decisions.length;
    const confirmed = this.decisions.filter((d) => d.confirmed).length;
    return {
      is_active: isActive,
      thread_status: threadStatus,
      pending_signals_count: this.pendingCount(),
      processing_rate: recent,
      confirmation_rate: total > 0 ? confirmed / total : 0,
      rejection_rate: total > 0 ? (total - confirmed) / total : 0,
      avg_processing_time: total > 0 ? this.decisions.reduce((a, d) => a + d.ms, 0) / total / 1000 : 0,
      last_activity: this.lastActivity,
    };
  }

  /** Publishing never throws: the transition is already committed and clients catch up from signal_events. */
  private emit(change: SignalChange): void {
    this.opts.onStored?.(change.kind);
    try {
      this.publisher.publish(
        signalEventType(change.kind),
        { seq: change.seq, kind: change.kind, signal: change.signal },
        { id: String(change.seq) },
      );
    } catch (err) {
      this.log.error(
        'SIGNAL_GEN',
        `Evento do sinal ${change.signal.symbol} não publicado (seq ${change.seq})`,
        { err },
      );
    }
  }
}

const round = (x: number) => Math.round(x * 10000) / 10000;

/** Signals stored before the ATR was kept: a stop distance of two ATRs, the plans' smallest (docs/engine.md §5). */
const atrFromLevels = (s: Signal) => Math.abs((s.reference_price ?? s.entry_price) - s.stop_loss) / 2;
/** The stored signal is where this instance last left it (nobody moved it since). */
const sameState = (ours: Signal, stored: Signal) =>
  ours.status === stored.status && ours.outcome === stored.outcome && ours.funding_pct === stored.funding_pct;

const nextFundingAfter = (now: number) =>
  Math.floor(now / FUNDING_INTERVAL_MS) * FUNDING_INTERVAL_MS + FUNDING_INTERVAL_MS;
