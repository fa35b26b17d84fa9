import type { EngineConfig } from '../config/env';
import { createBinanceSource, probeBinance, type BinanceOptions } from './binance.source';
import type { MarketSource } from './market-source';
import { LOOKBACK_CANDLES } from '../trading/rules';
import { createReplaySource } from './replay.source';
import { createSimSource } from './sim.source';
import { SIM_DEFAULT_SPEED, simulatedStart } from '../config/pacing';

/** MARKET_SOURCE: binance | sim | replay | auto (Binance when it answers the probe, else the simulator). */
export async function createMarketSource(
  config: EngineConfig,
  warn: (message: string, details?: Record<string, unknown>) => void,
  hooks: Pick<BinanceOptions, 'onWeight' | 'onRateLimited'> = {},
): Promise<MarketSource> {
  const env = config.env;
  const sim = () =>
    createSimSource({
      seed: env.SIM_SEED,
      speed: env.SIM_SPEED ?? SIM_DEFAULT_SPEED,
      pairs: env.SIM_PAIRS,
      tickIntervalMs: env.TICK_INTERVAL_MS,
      historyBars: LOOKBACK_CANDLES,
      now: simulatedStart(Date.now()),
    });
  const binance = () =>
    createBinanceSource({
      restUrl: env.BINANCE_REST_URL,
      wsUrl: env.BINANCE_WS_URL,
      apiKey: env.BINANCE_API_KEY,
      apiSecret: env.BINANCE_API_SECRET,
      onWarning: warn,
      ...hooks,
    });
  switch (config.marketSource) {
    case 'sim':
      return sim();
    case 'binance':
      return binance();
    case 'replay':
      if (!env.REPLAY_DIR) throw new Error('MARKET_SOURCE=replay exige REPLAY_DIR');
      return createReplaySource({
        dir: env.REPLAY_DIR,
        speed: env.SIM_SPEED ?? 1,
        tickIntervalMs: env.TICK_INTERVAL_MS,
        warmup: 200,
      });
    case 'auto': {
      if (await probeBinance(env.BINANCE_REST_URL, env.BINANCE_PROBE_TIMEOUT_MS)) return binance();
      warn('Binance inacessível; usando a exchange simulada (Dados Simulados)', {
        url: env.BINANCE_REST_URL,
      });
      return sim();
    }
  }
}
