import { join } from 'node:path';
import type { Timeframe } from '@sinais/shared';
import type { Segment, SegmentId, SymbolSeries } from '../evidence/segment';
import { loadMarketDir } from '../sources/market-dir';
import { isHeldOut } from './held-out';

/** The two training sets of the team folder; a gap (held out) lies between them, so each is its own segment. */
export const TRAINING_SETS = ['train_2019_2022', 'train_2023'] as const;
export type { Segment, SegmentId, SymbolSeries } from '../evidence/segment';

/** `../shared/data/market/ohlcv` seen from the repository root. */
export const DEFAULT_DATA_ROOT = join('..', 'shared', 'data', 'market', 'ohlcv');

/**
 * Loads both training sets. Throws if any candle falls in a held-out period: the research must never see one.
 * BTC and ETH have hourly rows only until 2021-06-09 in the first set; where a symbol has no hourly bars it
 * is not traded (its 4h/1d candles still serve as context, e.g. the BTC regime).
 */
export function loadTrainingData(root = DEFAULT_DATA_ROOT): Segment[] {
  return TRAINING_SETS.map((id) => loadSegment(join(root, id), id));
}

/** One folder of kline files as a segment (the tests use a small committed cut of a training set). */
export function loadSegment(dir: string, id: SegmentId): Segment {
  const { files } = loadMarketDir(dir);
  const symbols = new Map<string, SymbolSeries>();
  for (const f of files) {
    const bad = f.candles.find((c) => isHeldOut(c.openTime));
    if (bad)
      throw new Error(`${f.file}: candle de ${new Date(bad.openTime).toISOString()} num período reservado`);
    const s = symbols.get(f.symbol) ?? { symbol: f.symbol, '1h': [], '4h': [], '1d': [] };
    s[f.timeframe as Timeframe] = f.candles;
    symbols.set(f.symbol, s);
  }
  return { id, symbols };
}
