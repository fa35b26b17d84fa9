import { z } from 'zod';

/** Sales page (VSL), its admin configuration, A/B testing and recorded visitor events (spec 002 §3, §5, §9). */

export const SALES_LIMITS = {
  delaySeconds: { min: 0, max: 600 },
  rotationIntervalHours: { min: 1, max: 168 },
  minViewsPerTest: { min: 10, max: 1000 },
  headlineTitle: 300,
  headlineSubtitle: 500,
  buttonText: 120,
  overlayMessage: 200,
} as const;

export const SALES_MESSAGES = {
  saved: 'Configurações salvas com sucesso!',
  delay: 'O delay deve ser um número entre 0 e 600 segundos.',
  rotation: 'O intervalo de rotação deve ser um número entre 1 e 168 horas.',
  minViews: 'O mínimo de visualizações por teste deve ser um número entre 10 e 1000.',
  highlightColor: 'Cor de destaque inválida: use vermelho (red), azul (blue) ou laranja (orange).',
  overlayStyle: 'Estilo de overlay inválido: use classic, modern ou minimal.',
  progressBackground: 'A cor de fundo da barra de progresso deve ser rgba com transparência 0.3.',
  color: 'Cor inválida: use o formato #rrggbb.',
  link: 'Link inválido: use um caminho do site (/...) ou um endereço https://.',
  oneHeadline: 'Deve haver exatamente uma headline ativa.',
  oneButton: 'Deve haver exatamente um botão ativo.',
  oneOverlay: 'Deve haver exatamente um overlay ativo.',
  duplicateId: 'Há itens com o mesmo id.',
  empty: 'Cadastre pelo menos uma headline, um botão e um overlay.',
} as const;

export const HIGHLIGHT_COLORS = ['red', 'blue', 'orange'] as const;
export const OVERLAY_STYLES = ['classic', 'modern', 'minimal'] as const;

/** The CSS colour shown for each highlight colour name. */
export const HIGHLIGHT_HEX: Record<(typeof HIGHLIGHT_COLORS)[number], string> = {
  red: '#ef4444',
  blue: '#3b82f6',
  orange: '#ff6b35',
};

const hex = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, SALES_MESSAGES.color);
const id = z.string().trim().min(1).max(64);
const num = (msg: string, min: number, max: number, int = false) => {
  const base = z.number({ error: msg }).refine(Number.isFinite, msg);
  return (int ? base.refine(Number.isInteger, msg) : base).refine((v) => v >= min && v <= max, msg);
};
const isoOrNull = z.string().max(40).nullable();

export const testResultsSchema = z.object({
  views: z.number().int().nonnegative().default(0),
  clicks: z.number().int().nonnegative().default(0),
  conversionRate: z.number().min(0).max(100).default(0),
  lastTested: isoOrNull.default(null),
});

export const headlineSchema = z.object({
  id,
  title: z.string().trim().max(SALES_LIMITS.headlineTitle),
  subtitle: z.string().trim().max(SALES_LIMITS.headlineSubtitle),
  active: z.boolean(),
  highlightColor: z.enum(HIGHLIGHT_COLORS, { error: SALES_MESSAGES.highlightColor }),
  testResults: testResultsSchema.default({ views: 0, clicks: 0, conversionRate: 0, lastTested: null }),
});
export type Headline = z.infer<typeof headlineSchema>;

export const ctaButtonSchema = z.object({
  id,
  text: z.string().trim().max(SALES_LIMITS.buttonText),
  color: hex,
  backgroundColor: hex,
  link: z
    .string()
    .trim()
    .max(500)
    .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), SALES_MESSAGES.link),
  active: z.boolean(),
});
export type CtaButton = z.infer<typeof ctaButtonSchema>;

export const delayConfigSchema = z.object({
  enabled: z.boolean(),
  delaySeconds: num(SALES_MESSAGES.delay, SALES_LIMITS.delaySeconds.min, SALES_LIMITS.delaySeconds.max, true),
});
export type DelayConfig = z.infer<typeof delayConfigSchema>;

export const videoOverlaySchema = z.object({
  id,
  style: z.enum(OVERLAY_STYLES, { error: SALES_MESSAGES.overlayStyle }),
  message: z.string().trim().max(SALES_LIMITS.overlayMessage),
  active: z.boolean(),
});
export type VideoOverlay = z.infer<typeof videoOverlaySchema>;

export const videoConfigSchema = z.object({
  videoUrl: z.string().trim().max(500),
  autoplay: z.boolean(),
  muted: z.boolean(),
  showOverlay: z.boolean(),
});
export type VideoConfig = z.infer<typeof videoConfigSchema>;

/** rgba(r, g, b, 0.3): the spec stores the bar's background with 0.3 alpha. */
export const RGBA_03 = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*0?\.3\s*\)$/;

export const progressBarConfigSchema = z.object({
  primaryColor: hex,
  secondaryColor: hex,
  backgroundColor: z
    .string()
    .trim()
    .refine((v) => {
      const m = RGBA_03.exec(v);
      return !!m && [m[1], m[2], m[3]].every((c) => Number(c) <= 255);
    }, SALES_MESSAGES.progressBackground),
});
export type ProgressBarConfig = z.infer<typeof progressBarConfigSchema>;

/** #rrggbb to the stored rgba(r, g, b, 0.3). */
export function toRgba03(hexColor: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hexColor.trim());
  if (!m) return 'rgba(255, 255, 255, 0.3)';
  return `rgba(${parseInt(m[1]!, 16)}, ${parseInt(m[2]!, 16)}, ${parseInt(m[3]!, 16)}, 0.3)`;
}

/** rgba(...) back to #rrggbb for a colour input. */
export function rgbaToHex(rgba: string): string {
  const m = /rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(rgba);
  if (!m) return '#ffffff';
  return `#${[m[1], m[2], m[3]].map((c) => Math.min(255, Number(c)).toString(16).padStart(2, '0')).join('')}`;
}

export const videoMetricsSchema = z.object({
  totalWatchTime: z.number().nonnegative().default(0),
  pauseCount: z.number().int().nonnegative().default(0),
  resumeCount: z.number().int().nonnegative().default(0),
  completionRate: z.number().min(0).max(100).default(0),
});
export type VideoMetrics = z.infer<typeof videoMetricsSchema>;

export const bestCombinationSchema = z.object({
  headlineId: z.string(),
  buttonId: z.string(),
  conversionRate: z.number(),
  totalViews: z.number().int().nonnegative(),
  totalClicks: z.number().int().nonnegative(),
});
export type BestCombination = z.infer<typeof bestCombinationSchema>;

export const abTestConfigSchema = z.object({
  enabled: z.boolean(),
  rotationIntervalHours: num(
    SALES_MESSAGES.rotation,
    SALES_LIMITS.rotationIntervalHours.min,
    SALES_LIMITS.rotationIntervalHours.max,
  ),
  minViewsPerTest: num(
    SALES_MESSAGES.minViews,
    SALES_LIMITS.minViewsPerTest.min,
    SALES_LIMITS.minViewsPerTest.max,
    true,
  ),
  currentTestStartTime: isoOrNull.default(null),
  bestPerformingColor: z.enum(HIGHLIGHT_COLORS).nullable().default(null),
  currentCombinationIndex: z.number().int().nonnegative().default(0),
  testAllCombinations: z.boolean().default(false),
  bestCombination: bestCombinationSchema.nullable().default(null),
});
export type AbTestConfig = z.infer<typeof abTestConfigSchema>;

export const combinationResultSchema = z.object({
  headlineId: z.string(),
  buttonId: z.string(),
  views: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  conversionRate: z.number().min(0).max(100),
  lastTested: isoOrNull.optional(),
  headlineTitle: z.string().optional(),
  buttonText: z.string().optional(),
});
export type CombinationResult = z.infer<typeof combinationResultSchema>;

const baseSalesConfigSchema = z.object({
  headlines: z.array(headlineSchema).max(20),
  buttons: z.array(ctaButtonSchema).max(20),
  delayConfig: delayConfigSchema,
  videoOverlays: z.array(videoOverlaySchema).max(20),
  videoConfig: videoConfigSchema,
  progressBarConfig: progressBarConfigSchema,
  videoMetrics: videoMetricsSchema.default({
    totalWatchTime: 0,
    pauseCount: 0,
    resumeCount: 0,
    completionRate: 0,
  }),
  abTestConfig: abTestConfigSchema,
  combinationResults: z.array(combinationResultSchema).max(400).default([]),
  timestamp: z.string().max(40).nullable().default(null),
});

function exactlyOneActive(items: Array<{ active: boolean }>): boolean {
  return items.filter((i) => i.active).length === 1;
}
function uniqueIds(items: Array<{ id: string }>): boolean {
  return new Set(items.map((i) => i.id)).size === items.length;
}

/** The whole configuration as saved: exactly one active headline, button and overlay. */
export const salesConfigSchema = baseSalesConfigSchema.superRefine((c, ctx) => {
  if (c.headlines.length === 0 || c.buttons.length === 0 || c.videoOverlays.length === 0) {
    ctx.addIssue({ code: 'custom', message: SALES_MESSAGES.empty, path: [] });
    return;
  }
  if (!exactlyOneActive(c.headlines))
    ctx.addIssue({ code: 'custom', message: SALES_MESSAGES.oneHeadline, path: ['headlines'] });
  if (!exactlyOneActive(c.buttons))
    ctx.addIssue({ code: 'custom', message: SALES_MESSAGES.oneButton, path: ['buttons'] });
  if (!exactlyOneActive(c.videoOverlays))
    ctx.addIssue({ code: 'custom', message: SALES_MESSAGES.oneOverlay, path: ['videoOverlays'] });
  if (!uniqueIds(c.headlines) || !uniqueIds(c.buttons) || !uniqueIds(c.videoOverlays))
    ctx.addIssue({ code: 'custom', message: SALES_MESSAGES.duplicateId, path: [] });
});
export type SalesConfig = z.infer<typeof salesConfigSchema>;

/** Activating one item deactivates the others of its kind. */
export function activateOnly<T extends { id: string; active: boolean }>(items: T[], activeId: string): T[] {
  return items.map((i) => ({ ...i, active: i.id === activeId }));
}
