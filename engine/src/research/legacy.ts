import type { KlineFile } from '../sources/kline-file';
import { scanCandidates, type SymbolScan } from '../backtest/scan-candidates';
import { INTERVAL_MS } from '../domain/candle';
import { LEGACY_STRATEGIES } from '../strategies/legacy/index';
import type { RandomEntries } from '../evidence/random-entries';
import { bookResearchTrades } from './research-trade';
import type { Segment } from './training-data';
import { randomMeans, type HypothesisInfo, type VariantRecord } from './variant-record';

/**
 * The three fade strategies of the previous method, as the live engine ran them (the best triggered setup
 * per pair and hour), re-run here so the registry counts them and shows how they did in every regime.
 */
export function legacyRecords(
  segments: readonly Segment[],
  random: RandomEntries,
  seed: number,
): VariantRecord[] {
  const scans = segments.flatMap((seg) =>
    scanCandidates(filesOf(seg), { threshold: 75, strategies: LEGACY_STRATEGIES }),
  );
  return LEGACY_STRATEGIES.flatMap((s) =>
    s.timeframes.map((tf) => {
      const only: SymbolScan[] = scans.map((sc) => ({
        ...sc,
        candidates: sc.candidates.filter((c) => c.result.key === s.key && c.result.timeframe === tf),
      }));
      const trades = bookResearchTrades(only, INTERVAL_MS[tf]);
      const rule: HypothesisInfo = {
        key: `legacy_fade.${s.key}.${tf}`,
        family: 'legacy_fade',
        name: s.name,
        timeframe: tf,
        exits: s.exits,
        params: { strategy: s.key },
      };
      return { rule, trades, randomMean: randomMeans(trades, random, seed) };
    }),
  );
}

function filesOf(seg: Segment): KlineFile[] {
  return [...seg.symbols.values()].flatMap((s) =>
    (['1h', '4h', '1d'] as const)
      .filter((tf) => s[tf].length > 0)
      .map((tf) => ({
        file: `${seg.id}/${s.symbol}_${tf}`,
        symbol: s.symbol,
        timeframe: tf,
        candles: s[tf],
      })),
  );
}
