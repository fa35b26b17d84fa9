import type { SimulationStatus, SimulationSummary } from '../schemas/simulation';

/**
 * Simulated investments (spec 002 §9), honest by design: $1,000 of margin per confirmed signal at 50x,
 * taker fees on entry and exit, funding every 8 hours, and liquidation when the margin is used up
 * (about a 2% adverse move at 50x). See docs/simulation.md.
 */
export const SIMULATION = {
  investment: 1000,
  maxLeverage: 50,
  targetValue: 4000,
  completionPct: 300,
  maxSignals: 20,
  refreshMs: 10_000,
  /** Binance USDⓈ-M taker fee (0.05%), charged on the notional at entry and again at exit. */
  takerFee: 0.0005,
  /** Funding charged per 8-hour settlement on the notional (0.01%, the usual base rate); always a cost here. */
  fundingRate8h: 0.0001,
  fundingIntervalHours: 8,
} as const;

export interface PositionInput {
  direction: 'COMPRA' | 'VENDA';
  entryPrice: number;
  currentPrice: number;
  hoursOpen: number;
  /** The engine's best / worst favourable excursion since entry, in % of price (negative = adverse). */
  bestExcursionPct?: number | null;
  worstExcursionPct?: number | null;
  /** What was already reached before (statuses are final; the maximum only grows). */
  prior?: {
    status: SimulationStatus;
    maxValue: number;
    closedValue: number | null;
    closedPrice: number | null;
  } | null;
  /** The price is the labelled stand-in, not a market price: it may be shown but never closes a position. */
  estimated?: boolean;
}

export interface PositionResult {
  status: SimulationStatus;
  currentPrice: number;
  positionSize: number;
  currentValue: number;
  pnlUsd: number;
  pnlPct: number;
  maxValue: number;
  maxProfitPct: number;
  feesUsd: number;
  fundingUsd: number;
  liquidationPrice: number;
  /** Set when this evaluation closed the position (completion or liquidation). */
  closedValue: number | null;
  closedPrice: number | null;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

export function fundingPeriods(hoursOpen: number): number {
  return Math.max(0, Math.floor(hoursOpen / SIMULATION.fundingIntervalHours));
}

/** Equity (margin + P&L net of fees and funding) if the position were closed at `price`. */
export function equityAt(
  direction: 'COMPRA' | 'VENDA',
  entry: number,
  price: number,
  hoursOpen: number,
  investment: number = SIMULATION.investment,
  leverage: number = SIMULATION.maxLeverage,
) {
  const dir = direction === 'COMPRA' ? 1 : -1;
  const notional = investment * leverage;
  const qty = notional / entry;
  const gross = qty * (price - entry) * dir;
  const fees = notional * SIMULATION.takerFee + qty * price * SIMULATION.takerFee;
  const funding = notional * SIMULATION.fundingRate8h * fundingPeriods(hoursOpen);
  return { equity: investment + gross - fees - funding, gross, fees, funding, notional };
}

/** The price at which equity reaches zero: the position is liquidated there. */
export function liquidationPrice(
  direction: 'COMPRA' | 'VENDA',
  entry: number,
  hoursOpen: number,
  investment: number = SIMULATION.investment,
  leverage: number = SIMULATION.maxLeverage,
): number {
  const dir = direction === 'COMPRA' ? 1 : -1;
  const notional = investment * leverage;
  const qty = notional / entry;
  const margin =
    investment -
    notional * SIMULATION.takerFee -
    notional * SIMULATION.fundingRate8h * fundingPeriods(hoursOpen);
  return (qty * entry - dir * margin) / (qty * (1 - dir * SIMULATION.takerFee));
}

export function simulatePosition(input: PositionInput): PositionResult {
  const { direction, entryPrice: entry, hoursOpen } = input;
  const investment = SIMULATION.investment;
  const notional = investment * SIMULATION.maxLeverage;
  const liq = liquidationPrice(direction, entry, hoursOpen);
  const prior = input.prior ?? null;
  const dir = direction === 'COMPRA' ? 1 : -1;

  const now = equityAt(direction, entry, input.currentPrice, hoursOpen);
  const priceAtPct = (pct: number) => entry * (1 + (dir * pct) / 100);
  const worstEquity =
    input.worstExcursionPct == null
      ? Number.POSITIVE_INFINITY
      : equityAt(direction, entry, priceAtPct(input.worstExcursionPct), hoursOpen).equity;
  const bestEquity =
    input.bestExcursionPct == null
      ? Number.NEGATIVE_INFINITY
      : equityAt(direction, entry, priceAtPct(input.bestExcursionPct), hoursOpen).equity;

  let status: SimulationStatus = prior?.status ?? 'MONITORING';
  let value = now.equity;
  let price = input.currentPrice;
  let closedValue = prior?.closedValue ?? null;
  let closedPrice = prior?.closedPrice ?? null;

  if (status === 'MONITORING' && !input.estimated) {
    if (now.equity <= 0 || worstEquity <= 0) {
      status = 'LIQUIDATED';
      closedValue = 0;
      closedPrice = liq;
    } else if (((now.equity - investment) / investment) * 100 >= SIMULATION.completionPct) {
      status = 'COMPLETED';
      closedValue = now.equity;
      closedPrice = input.currentPrice;
    }
  }
  if (status !== 'MONITORING' && closedValue !== null) {
    value = closedValue;
    price = closedPrice ?? price;
  }
  const currentPrice = input.currentPrice;
  value = Math.max(0, value);
  const feesFunding = status === 'MONITORING' ? now : equityAt(direction, entry, price, hoursOpen);
  const maxValue = input.estimated
    ? Math.max(prior?.maxValue ?? investment, Math.max(0, bestEquity))
    : Math.max(prior?.maxValue ?? investment, value, status === 'LIQUIDATED' ? 0 : Math.max(0, bestEquity));
  const pnl = value - investment;
  return {
    status,
    currentPrice,
    positionSize: notional,
    currentValue: round2(value),
    pnlUsd: round2(pnl),
    pnlPct: round2((pnl / investment) * 100),
    maxValue: round2(maxValue),
    maxProfitPct: round2(((maxValue - investment) / investment) * 100),
    feesUsd: round2(feesFunding.fees),
    fundingUsd: round2(feesFunding.funding),
    liquidationPrice: liq,
    closedValue,
    closedPrice,
  };
}

export function summarize(
  items: Array<{ status: SimulationStatus; investment: number; currentValue: number; pnlUsd: number }>,
): SimulationSummary {
  const total = items.length;
  const invest = items.reduce((s, i) => s + i.investment, 0);
  const value = items.reduce((s, i) => s + i.currentValue, 0);
  const pnl = items.reduce((s, i) => s + i.pnlUsd, 0);
  const positive = items.filter((i) => i.pnlUsd > 0).length;
  return {
    total_signals: total,
    active_signals: items.filter((i) => i.status === 'MONITORING').length,
    completed_signals: items.filter((i) => i.status === 'COMPLETED').length,
    liquidated_signals: items.filter((i) => i.status === 'LIQUIDATED').length,
    success_rate: total ? round2((positive / total) * 100) : 0,
    total_investment: round2(invest),
    total_current_value: round2(value),
    total_pnl_usd: round2(pnl),
    total_pnl_percentage: invest ? round2((pnl / invest) * 100) : 0,
  };
}

/**
 * The stand-in used only when no market price exists for a symbol (labelled 'fallback' everywhere):
 * about ±4% of noise plus a 3% sine, never below 85% of the entry. Deterministic per signal and 10-second slot.
 */
export function fallbackPrice(entry: number, seed: string, nowMs: number): number {
  let h = 2166136261;
  const slot = Math.floor(nowMs / 10_000);
  for (const ch of `${seed}:${slot}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const noise = (((h >>> 0) % 10_000) / 10_000 - 0.5) * 0.08;
  const sine = 0.03 * Math.sin(slot / 6);
  return Math.max(entry * 0.85, entry * (1 + noise + sine));
}
