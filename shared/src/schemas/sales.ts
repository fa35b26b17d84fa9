import { z } from 'zod';
import { okAnswer } from './common';
import { bestCombinationSchema, combinationResultSchema, salesConfigSchema } from './sales-config';

export * from './sales-config';
export * from './sales-defaults';

export const AB_CHECK_INTERVAL_MS = 60_000;

export const variantSchema = z.object({ headlineId: z.string(), buttonId: z.string() });
export type Variant = z.infer<typeof variantSchema>;

/** GET /api/sales-config (public) and PUT's answer. `variant` is this visitor's stable A/B assignment. */
export const salesConfigResponseSchema = okAnswer({
  version: z.number().int().nonnegative(),
  updated_at: z.string().nullable(),
  config: salesConfigSchema,
  variant: variantSchema.nullable(),
});
export type SalesConfigResponse = z.infer<typeof salesConfigResponseSchema>;

/** PUT /api/sales-config body: the configuration, optionally with the version it was edited from. */
export const salesConfigUpdateSchema = z.object({
  config: salesConfigSchema,
  base_version: z.number().int().nonnegative().optional(),
});

/** Event 'sales-config:updated' (room public). */
export const salesConfigUpdatedEventSchema = z.object({
  version: z.number().int().nonnegative(),
  updated_at: z.string(),
  config: salesConfigSchema,
  reason: z.enum(['admin', 'rotation']),
});
export type SalesConfigUpdatedEvent = z.infer<typeof salesConfigUpdatedEventSchema>;

// ---------- Visitor events ----------

export const SALES_EVENT_TYPES = [
  'view',
  'cta_click',
  'play',
  'pause',
  'resume',
  'progress',
  'complete',
] as const;
export const salesEventTypeSchema = z.enum(SALES_EVENT_TYPES, { error: 'Tipo de evento inválido.' });
export type SalesEventType = z.infer<typeof salesEventTypeSchema>;

export const salesEventSchema = z.object({
  type: salesEventTypeSchema,
  headline_id: z.string().max(64).optional(),
  button_id: z.string().max(64).optional(),
  /** Playback position in seconds (furthest point reached for 'progress'). */
  position: z.number().min(0).max(86_400).optional(),
  duration: z.number().min(0).max(86_400).optional(),
  /** Seconds actually watched since the previous 'progress' report (capped server-side). */
  watched: z.number().min(0).max(600).optional(),
});
export type SalesEventInput = z.infer<typeof salesEventSchema>;

export const salesEventResponseSchema = okAnswer({
  recorded: z.boolean(),
  reason: z.enum(['bot', 'duplicate', 'no_variant']).optional(),
});

// ---------- Metrics (admin) ----------

export const combinationMetricsSchema = combinationResultSchema.extend({
  purchases: z.number().int().nonnegative(),
  averageWatchTime: z.number().nonnegative(),
});
export type CombinationMetrics = z.infer<typeof combinationMetricsSchema>;

export const retentionPointSchema = z.object({
  second: z.number().int().nonnegative(),
  share: z.number().min(0).max(100),
});

export const salesMetricsSchema = okAnswer({
  totals: z.object({
    totalViews: z.number().int().nonnegative(),
    buttonClicks: z.number().int().nonnegative(),
    conversionRate: z.number(),
    averageWatchTime: z.number().nonnegative(),
    completionRate: z.number(),
    pauseCount: z.number().int().nonnegative(),
    resumeCount: z.number().int().nonnegative(),
    purchases: z.number().int().nonnegative(),
    purchaseRate: z.number(),
    viewers: z.number().int().nonnegative(),
  }),
  combinations: z.array(combinationMetricsSchema),
  bestCombination: bestCombinationSchema.nullable(),
  minViewsPerTest: z.number(),
  retention: z.array(retentionPointSchema),
  videoDuration: z.number().nonnegative(),
  generated_at: z.string(),
});
export type SalesMetrics = z.infer<typeof salesMetricsSchema>;
