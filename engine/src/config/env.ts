import { z } from 'zod';
import {
  alertEnvShape,
  baseEnvRules,
  baseEnvShape,
  DEV_BUS_SECRET,
  emptyToUndefined,
  parseEnv,
} from '@sinais/shared/server';
import { DERIVATIVES_HISTORY_FLOOR } from '../derivatives/history-floor';
import { DEFAULT_FEE_RATE } from '../trading/rules';

const int = (def: number) => z.coerce.number().int().nonnegative().default(def);
const optionalInt = z.preprocess(emptyToUndefined, z.coerce.number().int().nonnegative().optional());

/** Every variable the engine reads; the only place that touches process.env. */
export const engineEnvFields = z.object({
  ...baseEnvShape,
  ...alertEnvShape,
  /** Port of the engine's own HTTP server (/healthz, /readyz, /metrics); unset = no server. */
  ENGINE_HTTP_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  ENGINE_HTTP_HOST: z.string().default('0.0.0.0'),
  /** How long the engine waits for the bus before its first publish (it starts anyway after it). */
  BUS_WAIT_MS: int(15_000),
  /** Build identifier shown to operators (set by the image build); the package version otherwise. */
  BUILD_VERSION: z.preprocess(emptyToUndefined, z.string().max(80).optional()),
  /** Unset: the pacing of the market source (config/pacing.ts). */
  ANALYSIS_PAIR_INTERVAL_MS: optionalInt,
  ANALYSIS_REST_MS: optionalInt,
  SIGNAL_SCORE_THRESHOLD: z.coerce.number().min(0).max(100).default(75),
  MARKET_SOURCE: z.enum(['auto', 'binance', 'sim', 'replay']).default('auto'),
  SIM_SEED: z.coerce.number().int().default(42),
  /** Market ms per wall ms; unset: SIM_DEFAULT_SPEED on the simulator, 1 on replay (config/pacing.ts). */
  SIM_SPEED: z.preprocess(emptyToUndefined, z.coerce.number().positive().optional()),
  SIM_PAIRS: z.coerce.number().int().min(160).max(400).default(220),
  TICK_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  REPLAY_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  BINANCE_REST_URL: z.string().url().default('https://fapi.binance.com'),
  BINANCE_WS_URL: z.string().default('wss://fstream.binance.com/market'),
  BINANCE_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  BINANCE_API_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  BINANCE_PROBE_TIMEOUT_MS: int(3000),
  /** Fallback when max leverage is unreadable: contracts with at least this 24 h quote volume count as ≥50x. */
  LEVERAGE_FALLBACK_MIN_VOLUME_USDT: z.coerce.number().nonnegative().default(20_000_000),
  TOP_PAIRS_COUNT: z.coerce.number().int().positive().default(150),
  TOP_PAIRS_REFRESH_MS: int(4 * 3_600_000),
  /** Taker fee per side charged on every P&L (0.0004 = 0,04 %). */
  FEE_RATE: z.coerce.number().min(0).max(0.01).default(DEFAULT_FEE_RATE),
  /** The live gate: only strategy × timeframe pairs that beat the random baseline reach members. */
  /** auto: on with real candles (Binance, replay), off on the simulator, whose prices are no evidence. */
  SIGNAL_GATE: z.enum(['auto', 'on', 'off']).default('auto'),
  GATE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(24 * 3_600_000),
  GATE_PAIRS: z.coerce.number().int().min(1).max(150).default(30),
  /** Test/ops override of every plan's hold time: the live trades then differ from the evaluated plan. */
  SIGNAL_EXPIRY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  HEARTBEAT_MS: int(5000),
  /** A pending window left unwatched (restart, failover) up to this long is continued as is (docs/engine.md §7). */
  RESUME_SHORT_GAP_MS: int(30_000),
  LEASE_KEY: z.string().min(1).default('sinais:engine:lease'),
  LEASE_TTL_MS: z.coerce.number().int().min(1000).default(10_000),
  ENGINE_INSTANCE_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  DAILY_CYCLES: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** Funding, open interest and mark/index history recorded per pair, on Binance only (docs/engine.md §2.1). */
  DERIVATIVES_COLLECTION: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** Oldest day backfilled; never before the floor (the held-out periods stay unseen). */
  DERIVATIVES_HISTORY_FROM: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((d) => d >= DERIVATIVES_HISTORY_FLOOR, `não pode ser anterior a ${DERIVATIVES_HISTORY_FLOOR}`)
    .default(DERIVATIVES_HISTORY_FLOOR),
  DERIVATIVES_PACE_MS: int(1000),
  DERIVATIVES_FIRST_ROUND_MS: int(60_000),
});

export const engineEnvSchema = engineEnvFields.superRefine(baseEnvRules);

export type EngineEnv = z.infer<typeof engineEnvSchema>;

export interface EngineConfig {
  env: EngineEnv;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  busChannel: string;
  /** BUS_SECRET, or the development key outside production (then `usesDevBusSecret`). */
  busSecret: string;
  usesDevBusSecret: boolean;
  logLevel: EngineEnv['LOG_LEVEL'];
  /** Undefined: the market source's pacing (analysisPacing). */
  pairIntervalMs: number | undefined;
  restMs: number | undefined;
  threshold: number;
  marketSource: EngineEnv['MARKET_SOURCE'];
  topPairsCount: number;
}

export function loadEngineConfig(env: NodeJS.ProcessEnv = process.env): EngineConfig {
  return toConfig(parseEnv(engineEnvSchema, env));
}

/** Builds a config from partial values, defaults for the rest (tests, bench, embedded mode). */
export function engineConfigFrom(values: Record<string, string | number | undefined>): EngineConfig {
  const strings = Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  return toConfig(parseEnv(engineEnvSchema, strings));
}

function toConfig(env: EngineEnv): EngineConfig {
  return {
    env,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    busChannel: env.BUS_CHANNEL,
    busSecret: env.BUS_SECRET ?? DEV_BUS_SECRET,
    usesDevBusSecret: !env.BUS_SECRET,
    logLevel: env.LOG_LEVEL,
    pairIntervalMs: env.ANALYSIS_PAIR_INTERVAL_MS,
    restMs: env.ANALYSIS_REST_MS,
    threshold: env.SIGNAL_SCORE_THRESHOLD,
    marketSource: env.MARKET_SOURCE,
    topPairsCount: env.TOP_PAIRS_COUNT,
  };
}
