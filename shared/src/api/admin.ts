import { z } from 'zod';
import {
  adminStatsSchema,
  filtersResponseSchema,
  monitoringOverviewSchema,
  monitoringStatsSchema,
  qualityMetricsSchema,
  ruleAlertSchema,
  rulesHistorySchema,
  rulesStatusSchema,
  searchQuerySchema,
  searchResponseSchema,
  suggestionsResponseSchema,
} from '../schemas/admin';
import { engineControlSchema, pauseRequestSchema, resumeRequestSchema } from '../schemas/engine-control';
import { signalSchema } from '../schemas/signal';
import { okData } from './envelopes';
import { defineRoute } from './route';

/** `?periodo=24h` / `7d`: the immutable rules' history window. */
export const rulesPeriodQuerySchema = z.object({
  periodo: z
    .string()
    .regex(/^\d{1,3}[hd]$/, 'Período inválido (ex.: 24h, 7d).')
    .default('24h'),
});

const monitoringCommandSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ control: engineControlSchema, is_monitoring: z.boolean() }),
});

/** Admin search and stats, signal quality, immutable rules and signal monitoring (spec 002, spec 003 §7). */
export const adminApi = {
  stats: defineRoute({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    response: adminStatsSchema.extend({ success: z.literal(true) }),
  }),
  search: defineRoute({
    method: 'GET',
    path: '/api/admin/search',
    access: 'admin',
    query: searchQuerySchema,
    response: searchResponseSchema,
  }),
  searchSuggestions: defineRoute({
    method: 'GET',
    path: '/api/admin/search/suggestions',
    access: 'admin',
    query: z.object({ q: z.string().optional().catch(undefined) }),
    response: suggestionsResponseSchema,
  }),
  qualityMetrics: defineRoute({
    method: 'GET',
    path: '/api/admin/signal-quality/metrics',
    access: 'admin',
    response: okData(qualityMetricsSchema),
  }),
  qualityFilters: defineRoute({
    method: 'GET',
    path: '/api/admin/signal-quality/filters',
    access: 'admin',
    response: filtersResponseSchema,
  }),
  rulesStatus: defineRoute({
    method: 'GET',
    path: '/api/admin/regras-imutaveis/status',
    access: 'admin',
    response: okData(rulesStatusSchema),
  }),
  rulesAlerts: defineRoute({
    method: 'GET',
    path: '/api/admin/regras-imutaveis/alertas',
    access: 'admin',
    response: okData(
      z.object({ alertas_ativos: z.array(ruleAlertSchema), total: z.number().int(), timestamp: z.string() }),
    ),
  }),
  rulesHistory: defineRoute({
    method: 'GET',
    path: '/api/admin/regras-imutaveis/historico',
    access: 'admin',
    query: rulesPeriodQuerySchema,
    response: okData(rulesHistorySchema),
  }),
  monitoringPending: defineRoute({
    method: 'GET',
    path: '/api/monitoring/pending-signals',
    access: 'admin',
    response: okData(z.object({ signals: z.array(signalSchema), count: z.number().int().nonnegative() })),
  }),
  monitoringStats: defineRoute({
    method: 'GET',
    path: '/api/monitoring/stats',
    access: 'admin',
    response: okData(monitoringStatsSchema),
  }),
  /** The monitoring page's one call: pending list, counts and the stored pause from the same moment. */
  monitoringOverview: defineRoute({
    method: 'GET',
    path: '/api/monitoring/overview',
    access: 'admin',
    response: monitoringOverviewSchema,
  }),
  pauseMonitoring: defineRoute({
    method: 'POST',
    path: '/api/monitoring/pause',
    access: 'admin',
    body: pauseRequestSchema,
    response: monitoringCommandSchema,
  }),
  startMonitoring: defineRoute({
    method: 'POST',
    path: '/api/monitoring/start',
    access: 'admin',
    body: resumeRequestSchema,
    response: monitoringCommandSchema,
  }),
} as const;
