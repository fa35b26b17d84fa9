import { z } from 'zod';
import { commandCenterFiguresSchema, systemServiceSchema } from '../schemas/admin';
import {
  analysisStatusSchema,
  pairAnalysisSchema,
  topPairSchema,
  topPairsSelectionSchema,
} from '../schemas/engine';
import { engineHealthSchema } from '../schemas/engine-health';
import {
  auditPageSchema,
  auditQuerySchema,
  logsQuerySchema,
  operationsSchema,
  pairDrillDownSchema,
  pricePointSchema,
  symbolParamSchema,
  symbolQuerySchema,
  systemLogRowSchema,
} from '../schemas/operations';
import { streamPositionSchema } from '../events/stream';
import { signalSchema } from '../schemas/signal';
import { okData, textBodySchema } from './envelopes';
import { defineRoute } from './route';

/** An optional reason an admin gives for an engine command. */
export const commandBodySchema = z.object({ reason: z.string().trim().max(500).optional() }).optional();

/** The operator's view: Command Center figures, Operação, audit log, logs, TOP pairs and the live analysis. */
export const operationsApi = {
  commandCenterFigures: defineRoute({
    method: 'GET',
    path: '/api/admin/command-center/figures',
    access: 'admin',
    response: okData(commandCenterFiguresSchema),
  }),
  operations: defineRoute({
    method: 'GET',
    path: '/api/admin/operations',
    access: 'admin',
    response: okData(operationsSchema),
  }),
  pair: defineRoute({
    method: 'GET',
    path: '/api/admin/pairs/:symbol',
    access: 'admin',
    params: symbolParamSchema,
    response: okData(pairDrillDownSchema),
  }),
  auditLogs: defineRoute({
    method: 'GET',
    path: '/api/admin/audit-logs',
    access: 'admin',
    query: auditQuerySchema,
    response: okData(auditPageSchema),
  }),
  engineHealth: defineRoute({
    method: 'GET',
    path: '/api/admin/engine-health',
    access: 'admin',
    response: okData(engineHealthSchema),
  }),
  logs: defineRoute({
    method: 'GET',
    path: '/api/system/logs',
    access: 'admin',
    query: logsQuerySchema,
    response: z.object({
      success: z.literal(true),
      logs: z.array(systemLogRowSchema),
      count: z.number().int().nonnegative(),
      /** The log stream's position this list reaches: the client follows live lines from there. */
      stream: streamPositionSchema.optional(),
    }),
  }),
  logsCsv: defineRoute({
    method: 'GET',
    path: '/api/system/logs/export.csv',
    access: 'admin',
    query: logsQuerySchema,
    response: textBodySchema,
    kind: 'text',
  }),
  systemStatus: defineRoute({
    method: 'GET',
    path: '/api/system/status',
    access: 'admin',
    response: z.object({
      success: z.literal(true),
      services: z.array(systemServiceSchema),
      timestamp: z.string(),
    }),
  }),
  topPairs: defineRoute({
    method: 'GET',
    path: '/api/top-pairs/list',
    access: 'admin',
    response: okData(
      z.object({
        selection_id: z.number().int().nullable(),
        pairs: z.array(topPairSchema),
        total: z.number().int().nonnegative(),
        last_updated: z.string().nullable(),
        next_update: z.string().nullable(),
        update_frequency: z.string(),
        source: z.string().nullable(),
      }),
    ),
  }),
  /** 404 until the engine made its first selection. */
  topPairsCriteria: defineRoute({
    method: 'GET',
    path: '/api/top-pairs/criteria',
    access: 'admin',
    response: okData(topPairsSelectionSchema.shape.criteria),
    needsState: true,
  }),
  topPairsStats: defineRoute({
    method: 'GET',
    path: '/api/top-pairs/stats',
    access: 'admin',
    response: okData(topPairsSelectionSchema.shape.stats),
  }),
  refreshTopPairs: defineRoute({
    method: 'POST',
    path: '/api/top-pairs/refresh',
    access: 'admin',
    body: commandBodySchema,
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      data: z.object({
        command: z.literal('top-pairs:refresh'),
        requested_at: z.string(),
        previous_selection_id: z.number().int().nullable(),
      }),
    }),
  }),
  analysisStatus: defineRoute({
    method: 'GET',
    path: '/api/real-analysis/status',
    access: 'admin',
    /** `t` is the spec's cache-busting timestamp; ignored. */
    query: z.object({ t: z.string().optional().catch(undefined) }),
    response: z.object({
      success: z.literal(true),
      data: analysisStatusSchema.nullable(),
      engine_online: z.boolean(),
      updated_at: z.string().nullable(),
    }),
  }),
  currentAnalysis: defineRoute({
    method: 'GET',
    path: '/api/real-analysis/current-analysis',
    access: 'admin',
    response: okData(pairAnalysisSchema.nullable()),
  }),
  analysisHistory: defineRoute({
    method: 'GET',
    path: '/api/real-analysis/history',
    access: 'admin',
    response: okData(z.object({ history: z.array(pairAnalysisSchema), total: z.number().int() })),
  }),
  analysisPending: defineRoute({
    method: 'GET',
    path: '/api/real-analysis/pending-signals',
    access: 'admin',
    response: okData(z.object({ signals: z.array(signalSchema), count: z.number().int() })),
  }),
  priceHistory: defineRoute({
    method: 'GET',
    path: '/api/real-analysis/price-history',
    access: 'admin',
    query: symbolQuerySchema,
    response: okData(z.object({ symbol: z.string(), points: z.array(pricePointSchema) })),
  }),
} as const;
