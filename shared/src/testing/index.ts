/**
 * `@sinais/shared/testing`: fixtures for tests and benchmarks only (an ESLint rule and a unit test keep product
 * code from importing it). Runs in Node and in the browser's unit tests alike.
 */
import type { GateEvidence, Signal } from '../index';

let made = 0;

/** A fresh id per call, unique across parallel test processes sharing one database. */
function freshSignalId(): string {
  made += 1;
  return `sig_${Date.now().toString(36)}_${made}_${Math.random().toString(36).slice(2, 10)}`;
}

/** A complete pending signal as the engine builds it (every field of the shared schema), with `overrides` applied. */
export function makeSignal(overrides: Partial<Signal> = {}): Signal {
  const now = new Date().toISOString();
  return {
    id: freshSignalId(),
    symbol: 'BTCUSDT',
    direction: 'COMPRA',
    entry_price: 95000.5,
    target_price: 97850,
    stop_loss: 92150.49,
    projection_percentage: 3,
    timeframe: '1h',
    strategy: 'MACD_MOMENTUM',
    score: 82,
    signal_class: 'ELITE',
    status: 'PENDING',
    outcome: null,
    risk_level: 'MÉDIO',
    expected_duration: '24h',
    reasons: ['RSI saindo de sobrevenda'],
    confirmation_reasons: [],
    rejection_reasons: [],
    behavior_type: 'NORMAL',
    btc_correlation: 0.5,
    bots_active: false,
    volume_24h: 1_000_000,
    profit_loss: null,
    best_excursion_pct: null,
    worst_excursion_pct: null,
    exit_price: null,
    entry_time: now,
    created_at: now,
    confirmed_at: null,
    rejected_at: null,
    closed_at: null,
    reference_price: null,
    gross_profit_loss: null,
    fees_pct: null,
    funding_pct: null,
    experimental: false,
    atr: null,
    simulated: false,
    trail_distance: null,
    ...overrides,
  };
}

/** A confirmed, open signal (the shape members receive), created and confirmed at the same instant. */
export function makeConfirmedSignal(overrides: Partial<Signal> = {}): Signal {
  const base = makeSignal();
  return makeSignal({
    status: 'CONFIRMED',
    outcome: 'OPEN',
    confirmed_at: base.created_at,
    entry_time: base.created_at,
    created_at: base.created_at,
    ...overrides,
  });
}

/** Evidence of a gate decision: 90 days on 30 pairs, a losing strategy unless overridden. */
export function makeGateEvidence(overrides: Partial<GateEvidence> = {}): GateEvidence {
  return {
    trades: 112,
    win_rate: 0.41,
    avg_net_pct: -0.32,
    baseline_mean_pct: -0.08,
    baseline_p95_pct: 0.41,
    percentile: 14,
    max_drawdown_pct: 12.5,
    symbols: 30,
    funding_included: false,
    from: '2025-01-01T00:00:00.000Z',
    to: '2025-04-01T00:00:00.000Z',
    ...overrides,
  };
}
