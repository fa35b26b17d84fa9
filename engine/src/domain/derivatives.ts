/**
 * Per-pair derivatives history the engine records from Binance for the next research round (docs/engine.md
 * §2.1). Values stay the exchange's decimal strings, so the store and the export keep Binance's exact digits.
 */
export interface FundingSettlement {
  /** fundingTime (ms), as published (it may carry a few ms past the slot). */
  time: number;
  /** The rate charged at that settlement, per funding interval (0.0001 = 0,01 %). */
  rate: string;
  /** Mark price of the settlement; null when Binance sends none. */
  markPrice: string | null;
}

export interface OpenInterestPoint {
  /** The hourly bucket's timestamp (ms) from openInterestHist. */
  time: number;
  /** sumOpenInterest, in contracts (base asset). */
  openInterest: string;
  /** sumOpenInterestValue, in USDT. */
  openInterestValue: string;
}

export interface BasisPoint {
  /** End of the hour (ms): the 1h mark and index candles that close at this instant. */
  time: number;
  markPrice: string;
  indexPrice: string;
}

/** The exchange's history endpoints, one page per call: rows inside [from, to] (ms, inclusive), ascending. */
export interface DerivativesHistory {
  /** The most rows one call answers, per series: a window of that many hours can never be cut short. */
  readonly pageRows: { funding: number; openInterest: number; basis: number };
  funding(symbol: string, from: number, to: number): Promise<FundingSettlement[]>;
  openInterest(symbol: string, from: number, to: number): Promise<OpenInterestPoint[]>;
  basis(symbol: string, from: number, to: number): Promise<BasisPoint[]>;
}
