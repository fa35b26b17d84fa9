import type { SymbolScan } from '../backtest/scan-candidates';
import { INTERVAL_MS } from '../domain/candle';
import type { FundingRates } from '../strategies/rules/funding-regime';
import type { SeriesRule } from '../strategies/rules/series-rule';
import type { CrossSectionRule } from '../strategies/rules/xs-momentum';
import type { RandomEntries } from '../evidence/random-entries';
import { bookResearchTrades, type ResearchTrade } from './research-trade';
import { scanCrossSection, scanRule } from '../evidence/rule-scan';
import type { Segment } from './training-data';

export type Hypothesis = SeriesRule | CrossSectionRule;

/** What the registry records of any variant, whichever way its trades were produced. */
export type HypothesisInfo = Pick<SeriesRule, 'key' | 'family' | 'name' | 'timeframe' | 'exits' | 'params'>;

/** A variant's trades over both training sets, each with the mean of its random replacements. */
export interface VariantRecord {
  rule: HypothesisInfo;
  trades: ResearchTrade[];
  /** Per trade, the mean net P&L of `SELECTION_DRAWS` random replacements (its expected P&L without timing). */
  randomMean: Float64Array;
}

/** Enough draws for a per-trade random mean (the selection compares with it); the acceptance uses 1000. */
export const SELECTION_DRAWS = 32;

export function recordVariant(
  rule: Hypothesis,
  segments: readonly Segment[],
  random: RandomEntries,
  seed: number,
  funding?: ReadonlyMap<string, FundingRates>,
): VariantRecord {
  const scans: SymbolScan[] = segments.flatMap((seg) => {
    const f = funding?.get(seg.id) ?? null;
    return 'signalsAll' in rule ? scanCrossSection(rule, seg, f) : scanRule(rule, seg, f);
  });
  const trades = bookResearchTrades(scans, INTERVAL_MS[rule.timeframe]);
  return { rule, trades, randomMean: randomMeans(trades, random, seed) };
}

/** Per trade, the mean net P&L of its `SELECTION_DRAWS` random replacements. */
export const randomMeans = (trades: readonly ResearchTrade[], random: RandomEntries, seed: number) =>
  Float64Array.from(trades, (t) => {
    const d = random.draw(t, SELECTION_DRAWS, seed).net;
    return d.reduce((a, b) => a + b, 0) / d.length;
  });
