import type { Direction } from '@sinais/shared';
import type { Candle } from '../domain/candle';
import { observeWindow } from '../backtest/window-observation';
import type { Candidate, SymbolScan } from '../backtest/scan-candidates';
import { MIN_CANDLES } from '../indicators/snapshot';
import { columnsOf } from '../strategies/rules/columns';
import type { FundingRates } from '../strategies/rules/funding-regime';
import {
  directionOf,
  lastClosedIndex,
  type LegSeries,
  type SeriesRule,
} from '../strategies/rules/series-rule';
import type { CrossSectionRule } from '../strategies/rules/xs-momentum';
import type { StrategyResult } from '../strategies/strategy';
import { LOOKBACK_CANDLES } from '../trading/rules';
import { isFreshSetup } from '../trading/setup-freshness';
import type { Segment, SymbolSeries } from './segment';

/** Symbols that can be traded in a segment: those with hourly bars (the window and the exits walk them). */
export const tradable = (seg: Segment) => [...seg.symbols.values()].filter((s) => s['1h'].length > 0);

/**
 * The scanner for series rules (the research and the live gate): the whole signal series at once, then one candidate per signal,
 * each with the same monitoring window the backtest builds (the hourly bar after the decision candle's
 * close). Equivalent to stepping hour by hour for a rule decided at its candle's close (a test checks it).
 */
export function scanRule(rule: SeriesRule, seg: Segment, funding: FundingRates | null = null): SymbolScan[] {
  const btc = seg.symbols.get('BTCUSDT');
  return tradable(seg).map((s) => {
    const candles = s[rule.timeframe];
    const ctx = {
      candles,
      higher: { '4h': s['4h'], '1d': s['1d'] },
      btc: btc ? btc[rule.timeframe] : null,
      funding,
    };
    const sig = rule.signals(ctx);
    const atr14 = columnsOf(candles).atr14;
    return scanOf(s, btc, rule, candles, atr14, picksOf(sig, rule.warmup), rule.legs?.(ctx));
  });
}

/** Signals from the first candle the engine decides on: the rule's warm-up and the engine's 60 candles. */
function picksOf(sig: Int8Array, warmup: number): Array<{ i: number; direction: Direction }> {
  const picks: Array<{ i: number; direction: Direction }> = [];
  for (let i = Math.max(warmup, MIN_CANDLES - 1); i < sig.length; i++) {
    const direction = directionOf(sig[i]!);
    if (direction) picks.push({ i, direction });
  }
  return picks;
}

/** The same for a cross-sectional rule: the ranking sees every tradable pair's daily candles at once. */
export function scanCrossSection(
  rule: CrossSectionRule,
  seg: Segment,
  funding: FundingRates | null = null,
): SymbolScan[] {
  const btc = seg.symbols.get('BTCUSDT');
  const universe = new Map(tradable(seg).map((s) => [s.symbol, dailyWithHourly(s)]));
  const ctx = { btcDaily: btc?.['1d'] ?? null, funding };
  const signals = rule.signalsAll(universe, ctx);
  const legs = rule.legsAll?.(universe, ctx);
  return tradable(seg).map((s) => {
    const candles = universe.get(s.symbol)!;
    const sig = signals.get(s.symbol)!;
    const atr14 = columnsOf(candles).atr14;
    return scanOf(s, btc, rule, candles, atr14, picksOf(sig, rule.warmup), legs?.get(s.symbol));
  });
}

/** Daily candles only while hourly bars exist (BTC and ETH lose theirs in mid-2021 in the first set). */
function dailyWithHourly(s: SymbolSeries): Candle[] {
  const lastHour = s['1h'].at(-1)?.closeTime ?? -Infinity;
  return s['1d'].filter((c) => c.closeTime <= lastHour);
}

function scanOf(
  s: SymbolSeries,
  btc: SymbolSeries | undefined,
  rule: Pick<SeriesRule, 'key' | 'name' | 'timeframe' | 'exits'>,
  candles: readonly Candle[],
  atr14: readonly number[],
  picks: ReadonlyArray<{ i: number; direction: Direction }>,
  legs?: LegSeries,
): SymbolScan {
  const primary = s['1h'];
  const btc1h = btc?.['1h'] ?? [];
  const candidates: Candidate[] = [];
  for (const { i, direction } of picks) {
    const t = candles[i]!.closeTime;
    const p = lastClosedIndex(primary, t);
    // The decision bar must exist in the hourly series, and so must the window right after it.
    if (p < 0 || primary[p]!.closeTime !== t || p + 1 >= primary.length) continue;
    const w = primary[p + 1]!;
    if (w.openTime !== t + 1 || !isFreshSetup(t, t + 1)) continue;
    const atr = atr14[i]!;
    if (!(atr > 0)) continue;
    const result: StrategyResult & { direction: Direction } = {
      key: rule.key,
      name: rule.name,
      timeframe: rule.timeframe,
      direction,
      score: 75,
      reasons: [],
      atr,
      exits: rule.exits,
      ...(legs?.size ? { size: legs.size[i]! } : {}),
      ...(legs?.beta && Number.isFinite(legs.beta[i]!) ? { hedgeBeta: legs.beta[i]! } : {}),
    };
    const b = lastClosedIndex(btc1h, w.closeTime);
    candidates.push({
      index: p,
      signalTime: t,
      result,
      candleOpenTime: candles[i]!.openTime,
      reference: primary[p]!.close,
      window: observeWindow({
        symbol: s.symbol,
        primaryTf: '1h',
        past: primary.slice(Math.max(0, p + 1 - LOOKBACK_CANDLES), p + 1),
        window: w,
        btcPast: b >= 0 ? btc1h.slice(Math.max(0, b + 1 - 150), b + 1) : [],
      }),
    });
  }
  return { symbol: s.symbol, primaryTf: '1h', primary, candidates };
}
