import type { MarketSource } from '../sources/market-source';
import type { EngineConfig } from './env';

/**
 * The simulator's market clock runs this many times faster than the wall clock unless SIM_SPEED says
 * otherwise: one market hour per minute, so a first run (`npm start` offline) shows pending and confirmed
 * signals within minutes whatever timeframe the strategies trade. Binance always runs at real pace.
 */
export const SIM_DEFAULT_SPEED = 60;

/**
 * The simulated market opens this much market time before a daily close (00:00 UTC): the live strategy decides
 * on daily candles, so a first run shows a pending and then a confirmed signal within minutes (2 minutes at 60×)
 * instead of waiting up to a whole simulated day.
 */
export const SIM_LEAD_TO_DAILY_CLOSE_MS = 2 * 3_600_000;

/** Where the simulated market clock starts for a process started at wall time `wallNow`. */
export const simulatedStart = (wallNow: number) =>
  Math.ceil((wallNow + SIM_LEAD_TO_DAILY_CLOSE_MS) / 86_400_000) * 86_400_000 - SIM_LEAD_TO_DAILY_CLOSE_MS;

/** Binance: one pair every 5 s keeps the request weight far below the limit. */
export const EXCHANGE_PAIR_INTERVAL_MS = 5000;
/** A simulated or replayed market has no request limit: one pair a second still reads as a live walk. */
export const SIMULATED_PAIR_INTERVAL_MS = 1000;
/** The rest between cycles, in market time (5 minutes; 5 s on the simulator at 60×). */
export const REST_MARKET_MS = 300_000;

export interface AnalysisPacing {
  pairIntervalMs: number;
  restMs: number;
}

/** ANALYSIS_PAIR_INTERVAL_MS / ANALYSIS_REST_MS when set; otherwise the pace of the source in use. */
export function analysisPacing(
  config: Pick<EngineConfig, 'pairIntervalMs' | 'restMs'>,
  source: Pick<MarketSource, 'kind' | 'timeScale'>,
): AnalysisPacing {
  const exchange = source.kind === 'binance';
  return {
    pairIntervalMs:
      config.pairIntervalMs ?? (exchange ? EXCHANGE_PAIR_INTERVAL_MS : SIMULATED_PAIR_INTERVAL_MS),
    restMs: config.restMs ?? Math.max(1000, Math.round(REST_MARKET_MS / source.timeScale)),
  };
}
