import type { Direction, Timeframe } from '@sinais/shared';
import { INTERVAL_MS } from '../domain/candle';
import type { ExitPlan, StrategyKey } from '../strategies/strategy';
import type { FundingSeries } from '../trading/funding';
import { TradeGuard } from '../trading/trade-guard';
import { walkTrade, type StopMove, type TradeOutcome } from '../trading/trade-path';
import { confirmTrade, planTrade } from '../trading/trade-plan';
import type { SymbolScan } from './scan-candidates';

/** One trade of `backtest --json` (docs/engine.md §8); times ISO, prices in quote currency, P&L in %. */
export interface BacktestTrade {
  symbol: string;
  direction: Direction;
  strategy: string;
  strategyKey: StrategyKey;
  timeframe: Timeframe;
  score: number;
  signalTime: string;
  confirmTime: string;
  entryTime: string;
  referencePrice: number;
  entry: number;
  target: number;
  stop: number;
  expiresAt: string;
  exitTime: string;
  exit: number;
  outcome: TradeOutcome;
  /** True when the stop trailed; `finalStop` is where it stood when the trade ended. */
  trailing: boolean;
  /** Distance of the trailing stop from the best price (price units), null when it does not trail. */
  trailDistance: number | null;
  finalStop: number;
  /** Every move of the trailing stop (time = close time of the bar it moved at), when asked for (`recordMoves`). */
  stopMoves?: StopMove[];
  /** Fraction of capital the rule sized the trade at (null: unsized). */
  size: number | null;
  /** BTC beta of the trade's hedge leg (null: no hedge). */
  hedgeBeta: number | null;
  grossPnlPct: number;
  feesPct: number;
  /** Null when the data had no funding file for the symbol: funding not included. */
  fundingPct: number | null;
  /** Net: gross − fees + funding. */
  pnlPct: number;
}

export interface RejectedSignal {
  symbol: string;
  direction: Direction;
  strategy: string;
  timeframe: Timeframe;
  signalTime: string;
  reasons: string[];
}

export interface BookOptions {
  feeRate: number;
  funding?: ReadonlyMap<string, FundingSeries>;
  /** Exit plan per strategy (walk-forward candidates); the strategy's own plan otherwise. */
  exitsFor?: (key: StrategyKey) => ExitPlan | undefined;
  /** Keep each trade's trailing-stop moves (the one-kernel test compares them with the live monitor's). */
  recordMoves?: boolean;
}

/**
 * The cheap half of the backtest, with the live engine's rules: one open trade per symbol and direction,
 * a setup fires once per candle, cool-down after a trade; the window (the next bar) decides, and a
 * confirmed trade enters at the close of that confirmation bar and is checked on every later bar.
 */
export function bookCandidates(
  scans: readonly SymbolScan[],
  opts: BookOptions,
): { trades: BacktestTrade[]; rejected: RejectedSignal[] } {
  const trades: BacktestTrade[] = [];
  const rejected: RejectedSignal[] = [];
  for (const { symbol, primary, candidates } of scans) {
    const guard = new TradeGuard();
    const funding = opts.funding?.get(symbol) ?? null;
    for (const c of candidates) {
      const exits = opts.exitsFor?.(c.result.key) ?? c.result.exits;
      const plan = planTrade(symbol, { ...c.result, exits }, c.reference, c.candleOpenTime);
      if (!plan || !guard.allows(plan, c.signalTime)) continue;
      guard.markFired(plan);
      const w = primary[c.index + 1]!;
      const conf = confirmTrade(plan, c.window);
      if (!conf.decision.confirmed) {
        guard.markEnded(symbol, plan.direction, plan.timeframe, w.closeTime, false);
        rejected.push({
          symbol,
          direction: plan.direction,
          strategy: plan.strategy,
          timeframe: plan.timeframe,
          signalTime: iso(c.signalTime),
          reasons: conf.decision.rejectionReasons,
        });
        continue;
      }
      const expiresAt = w.closeTime + plan.holdMs;
      const walked = walkTrade({
        bars: primary,
        entryIndex: c.index + 1,
        direction: plan.direction,
        entry: conf.entry,
        target: conf.target,
        stop: conf.stop,
        expiresAt,
        feeRate: opts.feeRate,
        funding,
        trail: plan.trailDistance
          ? { distance: plan.trailDistance, stepMs: INTERVAL_MS[plan.timeframe] }
          : null,
        recordMoves: opts.recordMoves,
      });
      guard.markEnded(symbol, plan.direction, plan.timeframe, walked.exitTime, true, plan.coolDownBars);
      trades.push({
        symbol,
        direction: plan.direction,
        strategy: plan.strategy,
        strategyKey: plan.strategyKey,
        timeframe: plan.timeframe,
        score: plan.score,
        signalTime: iso(c.signalTime),
        confirmTime: iso(w.closeTime),
        entryTime: iso(w.closeTime),
        referencePrice: plan.reference,
        entry: conf.entry,
        target: round(conf.target),
        stop: round(conf.stop),
        expiresAt: iso(expiresAt),
        exitTime: iso(walked.exitTime),
        exit: walked.exit,
        outcome: walked.outcome,
        trailing: plan.trailDistance !== null,
        trailDistance: plan.trailDistance === null ? null : round(plan.trailDistance),
        finalStop: round(walked.finalStop),
        ...(opts.recordMoves ? { stopMoves: walked.stopMoves } : {}),
        size: plan.size ?? null,
        hedgeBeta: plan.hedgeBeta ?? null,
        grossPnlPct: walked.grossPnlPct,
        feesPct: walked.feesPct,
        fundingPct: walked.fundingPct,
        pnlPct: walked.pnlPct,
      });
    }
  }
  trades.sort((a, b) => a.entryTime.localeCompare(b.entryTime) || a.symbol.localeCompare(b.symbol));
  return { trades, rejected };
}

/** Close times are `openTime + interval − 1`; the instant the bar closes is one ms later. */
const iso = (closeTime: number) => new Date(closeTime + 1).toISOString();
const round = (x: number) => Number(x.toPrecision(10));
