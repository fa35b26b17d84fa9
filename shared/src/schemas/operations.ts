import { z } from 'zod';
import { periodFiguresSchema } from './admin';
import { pairSymbolSchema } from './common';
import { logLevelSchema, logServiceSchema } from './engine';
import { signalSchema } from './signal';

/** REST payloads of the operator's pages: Operação, a pair's drill-down, the audit log and system logs. */

/** GET /api/admin/pairs/:symbol. */
export const symbolParamSchema = z.object({ symbol: pairSymbolSchema });
/** GET /api/real-analysis/price-history?symbol=. */
export const symbolQuerySchema = z.object({ symbol: pairSymbolSchema });

/** The text and the time window both log searches take (system logs and the audit log). */
const logSearchFields = {
  q: z.string().trim().max(200, 'Busca longa demais.').optional(),
  from: z.iso.datetime({ offset: true, error: 'Data inicial inválida.' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Data final inválida.' }).optional(),
};

/** GET /api/system/logs (and its CSV export). */
export const logsQuerySchema = z.object({
  service: logServiceSchema.optional(),
  level: logLevelSchema.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  after_id: z.coerce.number().int().nonnegative().default(0),
  ...logSearchFields,
});

export const systemLogRowSchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  level: z.string(),
  service: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type SystemLogRow = z.infer<typeof systemLogRowSchema>;

/** GET /api/admin/audit-logs. */
export const auditQuerySchema = z.object({
  ...logSearchFields,
  action: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9_.]*$/, 'Ação inválida.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const auditRowSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor_email: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = z.object({
  rows: z.array(auditRowSchema),
  total: z.number().int().nonnegative(),
  actions: z.array(z.string()),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const engineInstanceSchema = z.object({
  instance_id: z.string(),
  role: z.string(),
  /** stopped = clean stop; crashed = died (closed by a failover); silent = no heartbeat, not closed yet. */
  state: z.enum(['active', 'standby', 'stopped', 'crashed', 'silent']),
  host: z.string(),
  build: z.string(),
  market_source: z.string(),
  heartbeat_ms: z.number(),
  started_at: z.string(),
  last_seen: z.string(),
  stopped_at: z.string().nullable(),
  stop_kind: z.enum(['clean', 'crash']).nullable(),
  age_ms: z.number(),
  uptime_s: z.number().nullable(),
});
export type EngineInstance = z.infer<typeof engineInstanceSchema>;

const engineRunRefSchema = z.object({
  instance_id: z.string(),
  build: z.string(),
  host: z.string(),
  started_at: z.string(),
});

/**
 * One change of the leading engine (docs/admin-tools.md, Operação): the first start, a restart (clean stop, then a
 * start), a crash (the leader stopped reporting without a clean stop; a process started afterwards took over or
 * nobody did yet), a failover (a standby already running took over from a leader that died) or a handover (a
 * clean stop, a standby took over). `gap_ms` is the time with no leader; null while nobody took over.
 */
export const engineEventSchema = z.object({
  kind: z.enum(['inicio', 'reinicio', 'queda', 'failover', 'troca']),
  /** When the previous leader ended (its clean stop, or its last heartbeat for a crash). */
  ended_at: z.string().nullable(),
  /** When the new leader began to lead; null while nobody took over. */
  led_at: z.string().nullable(),
  gap_ms: z.number().nullable(),
  from: engineRunRefSchema.nullable(),
  to: engineRunRefSchema.nullable(),
});
export type EngineEvent = z.infer<typeof engineEventSchema>;

/** GET /api/admin/operations: the "Operação" page. */
export const operationsSchema = z.object({
  instances: z.array(engineInstanceSchema),
  last_failover: z.object({ at: z.string(), from: z.string(), to: z.string() }).nullable(),
  /** Restarts, crashes and failovers of the last 7 days, newest first. */
  engine_events: z.array(engineEventSchema),
  settings: z.object({
    gateway: z.record(z.string(), z.unknown()),
    engine: z.record(z.string(), z.string()).nullable(),
    engine_instance: z.string().nullable(),
  }),
  strategies: z.array(
    z.object({ strategy: z.string(), '7_dias': periodFiguresSchema, total: periodFiguresSchema }),
  ),
  cycles: z.array(
    z.object({
      cycle: z.number(),
      instance_id: z.string(),
      pairs: z.number(),
      signals: z.number(),
      started_at: z.string(),
      finished_at: z.string(),
      duration_s: z.number(),
    }),
  ),
  generated_at: z.string(),
});
export type Operations = z.infer<typeof operationsSchema>;

export const storedPairAnalysisSchema = z.object({
  analyzed_at: z.string(),
  cycle: z.number(),
  timeframe: z.string(),
  strategy: z.string(),
  score: z.number(),
  signal_generated: z.boolean(),
  direction: z.string().nullable(),
  indicators: z.record(z.string(), z.unknown()).nullable(),
});
export type StoredPairAnalysis = z.infer<typeof storedPairAnalysisSchema>;

/** GET /api/admin/pairs/:symbol: a pair's analyses and signals. */
export const pairDrillDownSchema = z.object({
  symbol: z.string(),
  analyses: z.array(storedPairAnalysisSchema),
  latest: storedPairAnalysisSchema.nullable(),
  signals: z.array(signalSchema),
  window: z.string(),
});
export type PairDrillDown = z.infer<typeof pairDrillDownSchema>;

/** GET /api/real-analysis/price-history: the price the engine saw at each analysis of a pair. */
export const pricePointSchema = z.object({
  time: z.string(),
  price: z.number(),
  score: z.number(),
  cycle: z.number(),
});
