import { successRate, type GateEvidence } from '@sinais/shared';
import type { SymbolScan } from '../backtest/scan-candidates';
import { INTERVAL_MS } from '../domain/candle';
import { maxDrawdown, percentileOf, quantile } from '../evidence/statistics';
import { mean } from '../evidence/significance';
import { bookRuleTrades, type BookedRuleTrade } from '../evidence/booked-trade';
import { RandomEntries, resampleMeans } from '../evidence/random-entries';
import { scanRule } from '../evidence/rule-scan';
import type { Segment } from '../evidence/segment';
import type { SeriesRule } from '../strategies/rules/series-rule';
import { GATE_WINDOW_DAYS, judgeGate, type GateJudgement, type GatePrior } from './gate-rule';

/** Random replacements per trade behind the gate's baseline figures (its p95 and percentile). */
export const GATE_DRAWS = 200;

/**
 * One strategy's evidence on the latest year of real candles: its trades with the live rules (the research's
 * scanner, equivalent to the engine's hour-by-hour path), their random replacements in the same window, and
 * the gate rule's judgement.
 */
export function gateEvidenceOf(input: {
  rule: SeriesRule;
  segment: Segment;
  now: number;
  wasPublished: boolean;
  prior: GatePrior;
  seed: number;
}): { judgement: GateJudgement; evidence: GateEvidence } {
  const from = input.now - GATE_WINDOW_DAYS * 86_400_000;
  const scans: SymbolScan[] = scanRule(input.rule, input.segment);
  const trades = bookRuleTrades(scans, INTERVAL_MS[input.rule.timeframe], (t) =>
    t >= from && t < input.now ? 0 : null,
  ).filter((t) => t.exitTime <= input.now);
  const random = RandomEntries.hourly([input.segment], [{ from, to: input.now }]);
  const draws = trades.map((t) => random.draw(t, GATE_DRAWS, input.seed).net);
  const randomMean = draws.map((d) => mean(d));
  const judgement = judgeGate(
    trades.map((t, i) => ({ ...t, randomMean: randomMean[i]! })),
    input.now,
    input.wasPublished,
    input.prior,
  );
  return {
    judgement,
    evidence: evidenceOf(trades, draws, judgement, input.segment.symbols.size, from, input.now),
  };
}

function evidenceOf(
  trades: readonly BookedRuleTrade[],
  draws: readonly Float64Array[],
  j: GateJudgement,
  symbols: number,
  from: number,
  to: number,
): GateEvidence {
  const means = resampleMeans(draws, GATE_DRAWS);
  const net = trades.length > 0 ? mean(trades.map((t) => t.net)) : null;
  const finite = (x: number | null | undefined) =>
    x === null || x === undefined || !Number.isFinite(x) ? null : x;
  return {
    trades: trades.length,
    win_rate: successRate({
      wins: trades.filter((t) => t.outcome === 'TARGET_HIT').length,
      losses: trades.filter((t) => t.outcome === 'STOP_HIT').length,
      expired: trades.filter((t) => t.outcome === 'EXPIRED').length,
    }),
    avg_net_pct: finite(net),
    baseline_mean_pct: finite(means.length > 0 ? mean(means) : null),
    baseline_p95_pct: finite(quantile(means, 0.95)),
    percentile: net === null ? null : finite(percentileOf(means, net)),
    max_drawdown_pct: trades.length > 0 ? drawdownOf(trades) : null,
    symbols,
    funding_included: false,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    shrunk_net_pct: finite(j.shrunkNet),
    prob_positive: finite(j.probPositive),
    window_days: GATE_WINDOW_DAYS,
  };
}

/** Deepest fall of the equal-size cumulative net P&L, in exit order (percentage points). */
function drawdownOf(trades: readonly BookedRuleTrade[]): number {
  let equity = 0;
  const curve = [...trades]
    .sort((a, b) => a.exitTime - b.exitTime)
    .map((t) => ({ equity: (equity += t.net) }));
  return maxDrawdown(curve);
}
