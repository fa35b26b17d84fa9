import { z } from 'zod';
import { directionSchema, fieldsOf } from './common';
import { signalClassSchema } from './signal';

/** spec 000 §2.12: the interests offered as checkboxes on /minha-conta. */
export const INTERESTS = [
  'Tecnologia',
  'Investimentos',
  'Empreendedorismo',
  'Criptomoedas',
  'Imóveis',
] as const;
export const FINANCIAL_PROFILES = ['conservador', 'moderado', 'arrojado'] as const;

/** What is stored of the profile form (the password is never stored here; it confirms the change). */
export const profileSchema = z.object({
  nome: z.string().trim().min(1, 'Informe seu nome.').max(120, 'Nome muito longo.'),
  nomePreferido: z.string().trim().max(60, 'Nome preferido muito longo.').default(''),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Informe o e-mail.')
    .max(254, 'E-mail muito longo.')
    .email('E-mail inválido.'),
  objetivos: z.string().trim().max(2000, 'Objetivos muito longos (máximo 2000 caracteres).').default(''),
  interesses: z.array(z.enum(INTERESTS)).max(INTERESTS.length).default([]),
  perfilFinanceiro: z.enum(FINANCIAL_PROFILES).default('moderado'),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/account/profile: the form with `senha`, the account password, required to save. */
export const profileUpdateSchema = profileSchema.extend({
  senha: z
    .string({ error: 'Informe sua senha para confirmar.' })
    .min(1, 'Informe sua senha para confirmar.')
    .max(256),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** /configuracoes: which confirmed signals raise a browser notification. */
export const alertPreferencesSchema = z.object({
  enabled: z.boolean().default(true),
  classes: z.array(signalClassSchema).max(3).default(['PREMIUM+', 'ELITE', 'ELITE+']),
  directions: z.array(directionSchema).max(2).default(['COMPRA', 'VENDA']),
  sound: z.boolean().default(false),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;
export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = alertPreferencesSchema.parse({});

/** Whether a confirmed signal should notify, under the user's preferences. */
export function matchesAlertPreferences(
  prefs: AlertPreferences,
  signal: { signal_class: string; direction: string },
): boolean {
  return (
    prefs.enabled &&
    (prefs.classes as string[]).includes(signal.signal_class) &&
    (prefs.directions as string[]).includes(signal.direction)
  );
}

/** spec 000 §2.10 statistics, plus the daily series of the chart. */
export const dailyResultSchema = z.object({
  date: z.string(),
  ...fieldsOf(
    z.number().int(),
    'total',
    'buy',
    'sell',
    'target_hit',
    'stop_hit',
    'expired',
    'open',
    'rejected',
  ),
  /** Sum of the net P&L (%) of the trades confirmed that day that have closed. */
  profit_pct: z.number(),
});
export type DailyResult = z.infer<typeof dailyResultSchema>;

export const statsSchema = z.object({
  totalSignals: z.number().int(),
  buySignals: z.number().int(),
  sellSignals: z.number().int(),
  /** Percent of closed trades that hit the target (expired = not a win); null when none has closed yet. */
  successRate: z.number().nullable(),
  /** Wilson 95 % interval of successRate, in percent. */
  successRateCi: z.tuple([z.number(), z.number()]).nullable(),
  activeUsers: z.number().int(),
  marketStatus: z.enum(['BULL', 'BEAR', 'NEUTRAL']),
  /** What marketStatus was read from: the BTC 24 h change, or the buy/sell balance when BTC is unknown. */
  marketStatusSource: z.enum(['btc', 'signals']),
  lastUpdate: z.string(),
  ...fieldsOf(
    z.number().int(),
    'closedSignals',
    'openSignals',
    'winSignals',
    'lossSignals',
    'expiredSignals',
    'rejectedSignals',
  ),
  /** Mean net P&L (%) of the closed trades; null when none closed. */
  avgProfit: z.number().nullable(),
  windowDays: z.number().int(),
  daily: z.array(dailyResultSchema),
});
export type Stats = z.infer<typeof statsSchema>;
/** GET /api/stats/realtime. */
export const statsResponseSchema = z.object({ success: z.literal(true), data: statsSchema });

/**
 * engine_state key 'btc_derivatives' (BTCUSDT perpetual): what the sentiment page needs beyond the
 * BTC ticker. Written by the engine; the gateway serves without it (price and volume only) until then.
 */
export const btcDerivativesSnapshotSchema = z.object({
  funding_rate: z.number().nullable(),
  next_funding_time: z.string().nullable(),
  open_interest: z.number().nullable(),
  open_interest_change_1h: z.number().nullable(),
  long_short_ratio: z.number().nullable(),
  volume_usdt_24h: z.number().nullable().optional(),
  volume_usdt_avg: z.number().nullable().optional(),
  updated_at: z.string(),
});
export type BtcDerivativesSnapshot = z.infer<typeof btcDerivativesSnapshotSchema>;

/** spec 000 §3 "BTC sentiment", served by GET /api/btc_sentiment. */
export const btcSentimentSchema = z.object({
  symbol: z.string(),
  timestamp: z.string(),
  overall_sentiment: z.object({ description: z.string(), score: z.number(), color_code: z.string() }),
  price_data: z.object({
    current_price: z.number(),
    price_change_24h_percent: z.number(),
    description: z.string(),
  }),
  funding_rate_data: z.object({
    value: z.number().nullable(),
    description: z.string(),
    next_funding_time: z.string().nullable(),
  }),
  open_interest_data: z.object({
    value: z.number().nullable(),
    change_1h_percent: z.number().nullable(),
    description: z.string(),
  }),
  long_short_ratio_data: z.object({ value: z.number().nullable(), description: z.string() }),
  volume_data: z.object({ value_usdt_24h: z.number().nullable(), description: z.string() }),
  sources: z.array(z.string()),
  simulated: z.boolean(),
});
export type BtcSentiment = z.infer<typeof btcSentimentSchema>;
