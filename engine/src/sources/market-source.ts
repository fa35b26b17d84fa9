import type { Timeframe } from '@sinais/shared';
import type { Candle } from '../domain/candle';
import type { DerivativesHistory } from '../domain/derivatives';
import type { PairInfo, Ticker24h } from '../domain/market';
import type { SimMarketMemory } from './sim-market-state';

export type SourceKind = 'binance' | 'sim' | 'replay';

export interface DerivativesInfo {
  fundingRate: number | null;
  nextFundingTime: number | null;
  openInterest: number | null;
  longShortRatio: number | null;
}

export interface BtcSnapshot {
  price: number;
  change24h: number;
  volume24h: number;
  marketCap: number;
  dominance: number;
}

/** The extremes and last price of a symbol over a past interval, read back from the market's candles. */
export interface PricePath {
  min: number;
  max: number;
  last: number;
}

export type TickHandler = (prices: ReadonlyMap<string, number>) => void;

/** The market-data facade the engine works against; Binance, the simulator and replay all implement it. */
export interface MarketSource {
  readonly kind: SourceKind;
  /** True when prices are not the real market (the UI shows "Dados Simulados"). */
  readonly simulated: boolean;
  /** Market milliseconds per wall-clock millisecond (SIM_SPEED on the simulator, 1 elsewhere). */
  readonly timeScale: number;
  /** How max leverage was obtained, for the selection criteria shown to operators. */
  leverageSource(): string;
  pairs(): Promise<PairInfo[]>;
  tickers(): Promise<Ticker24h[]>;
  /** Candles oldest first: closed ones on Binance/replay; on the simulator the last follows the live price. */
  klines(symbol: string, timeframe: Timeframe, limit: number): Promise<Candle[]>;
  derivatives(symbol: string): Promise<DerivativesInfo>;
  btc(): Promise<BtcSnapshot>;
  /** Live prices; returns an unsubscribe function. */
  onTicks(handler: TickHandler): () => void;
  lastPrice(symbol: string): number | undefined;
  /**
   * The price path over [from, to] (wall-clock ms), when the source can read the past back (Binance: 1-minute
   * klines); null when it cannot. The simulator and replay have no such history of their live prices.
   */
  pricePath?(symbol: string, from: number, to: number): Promise<PricePath | null>;
  /**
   * The exchange's funding, open-interest and mark/index history (Binance only): what the derivatives
   * collector records. The simulator and replay have none, so nothing is collected there.
   */
  readonly derivativesHistory?: DerivativesHistory;
  /**
   * The market's clock (ms): the wall clock on Binance, the replay clock on replay; on the simulator, whose
   * history is fixed, a time inside its forming candle.
   */
  now(): number;
  /** The simulator's clock and live prices, so the next engine (takeover, restart) continues the same market. */
  readonly memory?: SimMarketMemory;
  start(): Promise<void>;
  close(): Promise<void>;
}
