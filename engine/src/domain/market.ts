/** A listed futures contract as the engine needs it, whatever the source. */
export interface PairInfo {
  symbol: string;
  baseAsset: string;
  quoteAsset: string;
  contractType: string;
  status: string;
  /** Max initial leverage; null when the source cannot tell (no API key). */
  maxLeverage: number | null;
  onboardDate: number | null;
}

/** Rolling 24 h statistics of one symbol. */
export interface Ticker24h {
  symbol: string;
  lastPrice: number;
  priceChangePercent: number;
  highPrice: number;
  lowPrice: number;
  quoteVolume: number;
}
