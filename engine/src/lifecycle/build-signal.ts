import { randomUUID } from 'node:crypto';
import { projectionPercent, type Signal } from '@sinais/shared';
import { durationLabel } from '../trading/levels';
import type { TradePlan } from '../trading/trade-plan';
import { classOf, riskLevel } from '../strategies/signal-plan';

export interface SignalContext {
  volume24h: number;
  range24hPct: number;
  btcCorrelation: number;
  now: Date;
  /** The live gate has not published this strategy × timeframe: admins only. */
  experimental: boolean;
  /** The market source's prices are simulated or replayed: a demonstration signal. */
  simulated: boolean;
}

/** BTC correlation above 0.5 means the pair moves with BTC (NORMAL); above 0.7 counts as bot activity (spec 003 §9). */
export const NORMAL_CORRELATION = 0.5;
export const BOTS_CORRELATION = 0.7;

/**
 * A pending signal from a trade plan. Until confirmation its entry is the reference price; at confirmation
 * the monitor moves entry, target and stop to the price members get (levelsAtEntry). Built here, so typed, not
 * parsed: the envelope that carries it is checked once where it is made (makeEnvelope).
 */
export function buildPendingSignal(plan: TradePlan, ctx: SignalContext): Signal {
  const at = ctx.now.toISOString();
  const corr = Math.round(ctx.btcCorrelation * 1000) / 1000;
  return {
    id: randomUUID(),
    symbol: plan.symbol,
    direction: plan.direction,
    entry_price: plan.reference,
    reference_price: plan.reference,
    target_price: plan.target,
    stop_loss: plan.stop,
    projection_percentage:
      Math.round(projectionPercent(plan.direction, plan.reference, plan.target) * 100) / 100,
    timeframe: plan.timeframe,
    strategy: plan.strategy,
    score: plan.score,
    signal_class: classOf(plan.score),
    status: 'PENDING',
    outcome: null,
    risk_level: riskLevel(ctx.range24hPct),
    expected_duration: durationLabel(plan.holdMs),
    reasons: plan.reasons,
    confirmation_reasons: [],
    rejection_reasons: [],
    behavior_type: corr >= NORMAL_CORRELATION ? 'NORMAL' : 'INDEPENDENT',
    btc_correlation: corr,
    bots_active: corr > BOTS_CORRELATION,
    volume_24h: ctx.volume24h,
    profit_loss: null,
    gross_profit_loss: null,
    fees_pct: null,
    funding_pct: null,
    best_excursion_pct: null,
    worst_excursion_pct: null,
    exit_price: null,
    entry_time: at,
    created_at: at,
    confirmed_at: null,
    rejected_at: null,
    closed_at: null,
    experimental: ctx.experimental,
    atr: plan.atr,
    simulated: ctx.simulated,
    trail_distance: plan.trailDistance,
  };
}
