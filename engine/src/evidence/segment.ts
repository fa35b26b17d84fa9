import type { Candle } from '../domain/candle';

/** Which candles a segment holds: one of the research's training sets, or the live gate's last year. */
export type SegmentId = 'train_2019_2022' | 'train_2023' | 'live';

export interface SymbolSeries {
  symbol: string;
  '1h': Candle[];
  '4h': Candle[];
  '1d': Candle[];
}

/** Candle series of several symbols over one contiguous stretch of time. */
export interface Segment {
  id: SegmentId;
  symbols: Map<string, SymbolSeries>;
}
