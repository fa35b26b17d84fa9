import { describe, expect, it } from 'vitest';
import { PAUSED_REJECTION_REASON, type Signal } from '@sinais/shared';
import type { TradePlan } from '../trading/trade-plan';
import { buildPendingSignal } from './build-signal';
import { decide, fundingAfter, fundingDue, type DecideContext } from './decide';
import { trackSignal, type Tracked } from './tracked';

const T0 = Date.parse('2026-11-20T12:00:00Z');
const WINDOW = 30 * 60_000;
const plan: TradePlan = {
  symbol: 'ETHUSDT',
  direction: 'COMPRA',
  timeframe: '4h',
  strategyKey: 'trend_pullback',
  strategy: 'Pullback na tendência',
  score: 80,
  reasons: ['tendência de alta'],
  reference: 100,
  atr: 2,
  target: 106,
  stop: 96,
  holdMs: 48 * 3_600_000,
  trailDistance: null,
  setupKey: 'k',
};
const pending = buildPendingSignal(plan, {
  volume24h: 50_000_000,
  range24hPct: 4,
  btcCorrelation: 0.6,
  now: new Date(T0),
  experimental: false,
  simulated: false,
});
const ctx: DecideContext = { btc: 90_000, paused: false, feeRate: 0.0005 };

/** A tracked signal that saw `prices` (in order) since it was created. */
function tracked(signal: Signal, prices: number[], over: Partial<Tracked> = {}): Tracked {
  const t = trackSignal({
    signal,
    monitorUntil: T0 + WINDOW,
    expiresAt: T0 + WINDOW + plan.holdMs,
    min: signal.entry_price,
    max: signal.entry_price,
    last: signal.entry_price,
    btcStart: 90_000,
    stepMs: 86_400_000,
    fundingPct: null,
    now: T0,
  });
  for (const px of prices) {
    t.last = px;
    t.min = Math.min(t.min, px);
    t.max = Math.max(t.max, px);
    t.lo = Math.min(t.lo, px);
    t.hi = Math.max(t.hi, px);
  }
  return Object.assign(t, over);
}

const confirmed: Signal = {
  ...pending,
  status: 'CONFIRMED',
  outcome: 'OPEN',
  confirmed_at: new Date(T0 + WINDOW).toISOString(),
};

describe('decide: a pending signal', () => {
  it('waits until its monitoring window ends', () => {
    expect(decide(tracked(pending, [100.2]), ctx, T0 + WINDOW - 1)).toBeNull();
  });

  it('is confirmed at the window’s last price when every filter passes, with levels moved to it', () => {
    const tr = decide(tracked(pending, [100.1, 100.3, 100.2]), ctx, T0 + WINDOW);
    expect(tr?.kind).toBe('confirmed');
    if (tr?.kind !== 'confirmed') return;
    expect(tr.next).toMatchObject({
      status: 'CONFIRMED',
      outcome: 'OPEN',
      entry_price: 100.2,
      reference_price: 100,
      confirmed_at: new Date(T0 + WINDOW).toISOString(),
    });
    expect(tr.next.target_price - tr.next.entry_price).toBeCloseTo(6);
    expect(tr.next.confirmation_reasons).toEqual(tr.reasons);
    expect(tr.reasons.length).toBeGreaterThan(0);
  });

  it('is rejected with the failing filters’ reasons when the price ran against it', () => {
    const tr = decide(tracked(pending, [99, 97, 97.5]), ctx, T0 + WINDOW);
    expect(tr?.kind).toBe('rejected');
    if (tr?.kind !== 'rejected') return;
    expect(tr.paused).toBe(false);
    expect(tr.next.status).toBe('REJECTED');
    expect(tr.next.rejected_at).toBe(new Date(T0 + WINDOW).toISOString());
    expect(tr.next.rejection_reasons).toEqual(tr.reasons);
    expect(tr.reasons.length).toBeGreaterThan(0);
  });

  it('is rejected with the pause reason while the operator’s pause holds, whatever the prices', () => {
    const tr = decide(tracked(pending, [100.1]), { ...ctx, paused: true }, T0 + WINDOW);
    expect(tr).toMatchObject({ kind: 'rejected', paused: true });
    expect(tr?.next.rejection_reasons).toEqual([PAUSED_REJECTION_REASON]);
  });
});

describe('decide: a confirmed trade', () => {
  const now = T0 + WINDOW + 60_000;

  it('stays open while neither level is touched and it has not expired', () => {
    expect(decide(tracked(confirmed, [101, 99]), ctx, now)).toBeNull();
  });

  it('closes at the target when a price since the last pass touched it, net of fees', () => {
    const tr = decide(tracked(confirmed, [103, 106.5, 104]), ctx, now);
    expect(tr?.kind).toBe('closed');
    expect(tr?.next).toMatchObject({
      outcome: 'TARGET_HIT',
      exit_price: 106,
      closed_at: new Date(now).toISOString(),
    });
    expect(tr?.next.gross_profit_loss).toBeCloseTo(6);
    expect(tr?.next.profit_loss).toBeCloseTo(6 - 0.1, 2);
    expect(tr?.next.best_excursion_pct).toBeCloseTo(6.5);
  });

  it('closes a stop found beyond its level at the price now', () => {
    const tr = decide(tracked(confirmed, [95]), ctx, now);
    expect(tr?.next).toMatchObject({ outcome: 'STOP_HIT', exit_price: 95 });
  });

  it('expires at the last price once its hold has run out', () => {
    const t = tracked(confirmed, [101]);
    expect(decide(t, ctx, t.expiresAt)?.next).toMatchObject({ outcome: 'EXPIRED', exit_price: 101 });
  });

  it('books the funding accrued while open', () => {
    const t = tracked(confirmed, [106], { fundingPct: -0.02 });
    expect(decide(t, ctx, now)?.next.funding_pct).toBeCloseTo(-0.02);
  });
});

describe('funding settlements', () => {
  it('are due only on open trades whose source reports funding, once the settlement time has come', () => {
    const t = tracked(confirmed, [], { fundingPct: 0, nextFundingAt: T0 + WINDOW });
    expect(fundingDue(t, T0 + WINDOW - 1)).toBe(false);
    expect(fundingDue(t, T0 + WINDOW)).toBe(true);
    expect(fundingDue({ ...t, fundingPct: null }, T0 + WINDOW)).toBe(false);
    expect(fundingDue({ ...t, signal: pending }, T0 + WINDOW)).toBe(false);
  });

  it('accrue a long’s payment at a positive rate, and stop counting when the rate is unknown', () => {
    const t = tracked(confirmed, [], { fundingPct: 0.01 });
    expect(fundingAfter(t, 0.0001)).toBeCloseTo(0.01 - 0.01);
    expect(fundingAfter(t, null)).toBeNull();
  });
});
