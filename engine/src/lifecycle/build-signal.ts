import { randomUUID } from 'node:crypto';
import { projectionPercent, signalSchema, type Direction, type Signal } from '@sinais/shared';
import type { StrategyResult } from '../strategies/strategy';
import { EXPECTED_DURATION, classOf, priceLevels, riskLevel } from '../strategies/signal-plan';

export interface SignalContext {
  symbol: string;
  entry: number;
  volume24h: number;
  range24hPct: number;
  btcCorrelation: number;
  now: Date;
}

/** BTC correlation above 0.5 means the pair moves with BTC (NORMAL); above 0.7 counts as bot activity (spec 003 §9). */
export const NORMAL_CORRELATION = 0.5;
export const BOTS_CORRELATION = 0.7;

export function buildPendingSignal(
  result: StrategyResult & { direction: Direction },
  ctx: SignalContext,
): Signal {
  const { target, stop } = priceLevels(result.direction, ctx.entry, result.timeframe);
  const at = ctx.now.toISOString();
  const corr = Math.round(ctx.btcCorrelation * 1000) / 1000;
  return signalSchema.parse({
    id: randomUUID(),
    symbol: ctx.symbol,
    type: result.direction,
    direction: result.direction,
    entry_price: ctx.entry,
    target_price: target,
    stop_loss: stop,
    projection_percentage: Math.round(projectionPercent(result.direction, ctx.entry, target) * 100) / 100,
    timeframe: result.timeframe,
    strategy: result.name,
    score: result.score,
    quality_score: result.score,
    signal_class: classOf(result.score),
    status: 'PENDING',
    outcome: null,
    risk_level: riskLevel(ctx.range24hPct),
    expected_duration: EXPECTED_DURATION[result.timeframe],
    reasons: result.reasons,
    confirmation_reasons: [],
    rejection_reasons: [],
    behavior_type: corr >= NORMAL_CORRELATION ? 'NORMAL' : 'INDEPENDENT',
    btc_correlation: corr,
    bots_active: corr > BOTS_CORRELATION,
    volume_24h: ctx.volume24h,
    profit_loss: null,
    best_excursion_pct: null,
    worst_excursion_pct: null,
    exit_price: null,
    entry_time: at,
    created_at: at,
    confirmed_at: null,
    rejected_at: null,
    closed_at: null,
  });
}
