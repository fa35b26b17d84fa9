import { PAUSED_REJECTION_REASON, projectionPercent, type Signal } from '@sinais/shared';
import { bookTrade, fundingPayment, pnlPct } from '../trading/booking';
import { exitStep } from '../trading/exit-step';
import { confirmTrade } from '../trading/trade-plan';
import { stepClosedBetween, type Tracked } from './tracked';

/** What the monitor decided for one tracked signal; the committer stores it, then applies its effects. */
export type Transition =
  /** `next.funding_pct` is filled by the committer: whether the source reports funding is an I/O question. */
  | { kind: 'confirmed'; next: Signal; reasons: string[] }
  | { kind: 'rejected'; next: Signal; reasons: string[]; paused: boolean }
  | { kind: 'closed'; next: Signal }
  /** The trailing stop moved: `next.stop_loss` is the new stop, `best` the best price it follows. */
  | { kind: 'stop-moved'; next: Signal; best: number }
  /** Nothing to store (`next` is the signal as it is): the best price moved, and the trailing stop follows it. */
  | { kind: 'held'; next: Signal; best: number };

export interface DecideContext {
  /** BTC's price now (the BTC filter compares it with the window's start). */
  btc: number | undefined;
  /** The operator's stored pause: a pending signal decided while it holds is rejected, never sent. */
  paused: boolean;
  /** Taker fee per side: every stored P&L is net of it. */
  feeRate: number;
}

/**
 * The lifecycle as data: a pending signal whose window has ended is confirmed or rejected by the filters (or
 * rejected while paused); a confirmed one goes through the exit kernel (trading/exit-step.ts) on the prices since
 * the previous evaluation: closed at its target, its stop or its expiry, or its trailing stop moved. Null:
 * nothing to do.
 */
export function decide(t: Tracked, ctx: DecideContext, now: number): Transition | null {
  if (t.signal.status === 'PENDING') return now >= t.monitorUntil ? decidePending(t, ctx, now) : null;
  if (t.signal.status === 'CONFIRMED') return decideExit(t, ctx.feeRate, now);
  return null;
}

/** A pending signal rejected for `reason` at `now`. */
export function rejected(s: Signal, reason: string, now: number): Signal {
  return { ...s, status: 'REJECTED', rejected_at: new Date(now).toISOString(), rejection_reasons: [reason] };
}

export function pausedRejection(s: Signal, now: number): Transition {
  return { kind: 'rejected', next: rejected(s, PAUSED_REJECTION_REASON, now), reasons: [], paused: true };
}

function decidePending(t: Tracked, ctx: DecideContext, now: number): Transition {
  const s = t.signal;
  if (ctx.paused) return pausedRejection(s, now);
  const btcMovePct = t.btcStart && ctx.btc ? ((ctx.btc - t.btcStart) / t.btcStart) * 100 : 0;
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
  if (!c.decision.confirmed) {
    const reasons = c.decision.rejectionReasons;
    return {
      kind: 'rejected',
      next: { ...s, status: 'REJECTED', rejected_at: at, rejection_reasons: reasons },
      reasons,
      paused: false,
    };
  }
  const reasons = c.decision.confirmationReasons;
  return {
    kind: 'confirmed',
    reasons,
    next: {
      ...s,
      status: 'CONFIRMED',
      outcome: 'OPEN',
      confirmed_at: at,
      confirmation_reasons: reasons,
      // Members get the signal now, at this price: the trade is booked from it.
      entry_price: c.entry,
      target_price: c.target,
      stop_loss: c.stop,
      projection_percentage: Math.round(projectionPercent(s.direction, c.entry, c.target) * 100) / 100,
      reference_price: reference,
      funding_pct: null,
    },
  };
}

function decideExit(t: Tracked, feeRate: number, now: number): Transition | null {
  const s = t.signal;
  const step = exitStep(
    {
      direction: s.direction,
      target: s.target_price,
      stop: s.stop_loss,
      best: t.best,
      expiresAt: t.expiresAt,
      trailDistance: s.trail_distance,
    },
    {
      // The prices since the previous evaluation; a stop found beyond its level fills at the first of them.
      open: t.open ?? t.last,
      high: t.hi,
      low: t.lo,
      close: t.last,
      time: now,
      stepClosed: stepClosedBetween(t.steppedAt, now, t.stepMs),
    },
  );
  if (step.kind === 'hold') {
    if (step.moved) return { kind: 'stop-moved', next: { ...s, stop_loss: step.stop }, best: step.best };
    return step.best !== t.best ? { kind: 'held', next: s, best: step.best } : null;
  }
  const price = step.price;
  const fav = (p: number) => pnlPct(s.direction, s.entry_price, p);
  const excursions = [fav(t.min), fav(t.max), fav(price)];
  const booked = bookTrade({
    direction: s.direction,
    entry: s.entry_price,
    exit: price,
    feeRate,
    fundingPct: t.fundingPct,
  });
  return {
    kind: 'closed',
    next: {
      ...s,
      outcome: step.outcome,
      exit_price: price,
      profit_loss: booked.pnlPct,
      gross_profit_loss: booked.grossPnlPct,
      fees_pct: booked.feesPct,
      funding_pct: booked.fundingPct,
      best_excursion_pct: round(Math.max(...excursions)),
      worst_excursion_pct: round(Math.min(...excursions)),
      closed_at: new Date(now).toISOString(),
    },
  };
}

/** A funding settlement is due on an open trade whose source reports funding. */
export const fundingDue = (t: Tracked, now: number) =>
  t.signal.status === 'CONFIRMED' && t.fundingPct !== null && now >= t.nextFundingAt;

/** Funding accrued after a settlement at `rate`; null when the source gave no rate (then not included). */
export const fundingAfter = (t: Tracked, rate: number | null): number | null =>
  rate === null ? null : round((t.fundingPct ?? 0) + fundingPayment(t.signal.direction, rate));

const round = (x: number) => Math.round(x * 10000) / 10000;

/** Signals stored before the ATR was kept: a stop distance of two ATRs, the plans' smallest (docs/engine.md §5). */
const atrFromLevels = (s: Signal) => Math.abs((s.reference_price ?? s.entry_price) - s.stop_loss) / 2;
