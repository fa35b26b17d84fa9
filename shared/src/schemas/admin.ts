import { z } from 'zod';
import { fieldsOf, okAnswer, okData } from './common';
import { signalFilterSchema } from './engine';
import { engineControlSchema } from './engine-control';
import { signalSchema } from './signal';
import { trackSummarySchema } from './track-record';
export * from './admin-search';

/** spec 002 §3 "Admin stats". */
export const adminStatsSchema = z.object({
  users: z.object(fieldsOf(z.number(), 'total', 'active', 'premium', 'new_today')),
  signals: z.object(fieldsOf(z.number(), 'total', 'active', 'elite', 'premium', 'created_today')),
  payments: z.object(fieldsOf(z.number(), 'total', 'approved', 'pending', 'total_amount', 'today_amount')),
  system: z.object({
    uptime: z.string(),
    uptime_s: z.number(),
    last_backup: z.string().nullable(),
    active_sessions: z.number(),
    api_calls_today: z.number(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** spec 003 §3 "Quality metrics". */
export const qualityMetricsSchema = z.object({
  ...fieldsOf(z.number(), 'total_signals_generated', 'confirmed_signals', 'completed_signals'),
  /** % of closed trades that reached the target (expired is never a win); null before any closed. */
  success_rate: z.number().nullable(),
  avg_profit: z.number(),
});
export type QualityMetrics = z.infer<typeof qualityMetricsSchema>;
export const filtersResponseSchema = okAnswer({
  data: z.array(signalFilterSchema),
  filters: z.array(signalFilterSchema),
});

/** spec 003 §3 "Monitoring stats". */
export const monitoringStatsSchema = z.object({
  ...fieldsOf(z.number(), 'total_pending', 'analyzing', 'confirmed_today', 'rejected_today'),
  /** All-time, same definition as everywhere (shared successRate); null before any trade closed. */
  success_rate: z.number().nullable(),
  avg_confirmation_time: z.number(),
  is_monitoring: z.boolean(),
  engine_online: z.boolean(),
  /** The stored pause (engine_control): what the page shows, whatever the engine last reported. */
  control: engineControlSchema.optional(),
});
export type MonitoringStats = z.infer<typeof monitoringStatsSchema>;

/** The monitoring page in one response: the pending list and the counts computed from the same rows. */
export const monitoringOverviewSchema = okData(
  z.object({
    signals: z.array(signalSchema),
    stats: monitoringStatsSchema,
    control: engineControlSchema,
    generated_at: z.string(),
  }),
);
export type MonitoringOverview = z.infer<typeof monitoringOverviewSchema>['data'];

/** Immutable rules (spec 003 §3). */
export const ruleStatusSchema = z.enum(['ativa', 'alerta', 'falha', 'erro']);
export type RuleStatus = z.infer<typeof ruleStatusSchema>;
export const RULE_KEYS = [
  'regra_1_varredura',
  'regra_2_analise',
  'regra_3_fase1',
  'regra_4_confirmados',
  'regra_5_rejeitados',
] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

const ruleBase = {
  status: ruleStatusSchema,
  conformidade: z.number().min(0).max(100),
  titulo: z.string(),
  descricao: z.string(),
  verificacoes: z.array(z.object({ nome: z.string(), ok: z.boolean(), detalhe: z.string() })),
  alertas: z.number().int().nonnegative(),
};
export const rulesStatusSchema = z.object({
  score_geral: z.number().min(0).max(100),
  label: z.enum(['EXCELENTE', 'BOM', 'REGULAR', 'CRÍTICO']),
  timestamp: z.string(),
  regra_1_varredura: z.object({
    ...ruleBase,
    pares_total: z.number(),
    pares_50x: z.number(),
    pares_selecionados: z.number(),
  }),
  regra_2_analise: z.object({
    ...ruleBase,
    escopo_pares: z.number(),
    timeframes: z.array(z.string()),
    sinais_gerados_hoje: z.number(),
  }),
  regra_3_fase1: z.object({
    ...ruleBase,
    sinais_pendentes: z.number(),
    monitoramento_ativo: z.boolean(),
    tempo_medio_decisao: z.number(),
  }),
  regra_4_confirmados: z.object({
    ...ruleBase,
    confirmados_hoje: z.number(),
    destinos_validados: z.object({ supabase: z.boolean(), dashboard: z.boolean(), comando: z.boolean() }),
  }),
  regra_5_rejeitados: z.object({
    ...ruleBase,
    rejeitados_hoje: z.number(),
    motivos_documentados: z.boolean(),
    ciclo_21h_funcionando: z.boolean(),
  }),
});
export type RulesStatus = z.infer<typeof rulesStatusSchema>;

export const ruleAlertSchema = z.object({
  id: z.string(),
  regra: z.string(),
  tipo: z.enum(['critico', 'medio', 'menor']),
  titulo: z.string(),
  descricao: z.string(),
  impacto: z.string(),
  acao_sugerida: z.string(),
});
export type RuleAlert = z.infer<typeof ruleAlertSchema>;

/** An alert that went out (or was due to) during an incident, from the audit log (`alert.*`). */
export const incidentAlertSchema = z.object({
  em: z.string(),
  tipo: z.string(),
  titulo: z.string(),
  resultado: z.enum(['enviado', 'parcial', 'falhou', 'sem_destino']),
});

/**
 * An incident: the rule episodes that overlapped (docs/admin-tools.md, Incidentes), from the first start to the
 * last end, its cause (the engine down above a pause above a failed check), the rules it hit and the alerts sent.
 */
export const incidentSchema = z.object({
  inicio: z.string(),
  /** Null while it lasts. */
  fim: z.string().nullable(),
  /** Up to now while it lasts. */
  duracao_s: z.number().nonnegative(),
  causa: z.enum(['motor_fora', 'pausa', 'verificacao']),
  regras: z.array(z.object({ regra: z.string(), titulo: z.string(), severidade: z.string() })),
  alertas: z.array(incidentAlertSchema),
});
export type Incident = z.infer<typeof incidentSchema>;

export const rulesHistorySchema = z.object({
  periodo: z.string(),
  /** Over incidents: the recent half of the period against the earlier one; an incident still open is 'piorando'. */
  tendencia: z.enum(['melhorando', 'piorando', 'estavel']),
  /** Why the trend reads so, in words. */
  tendencia_motivo: z.string(),
  /** The period's incidents, newest first. */
  incidentes: z.array(incidentSchema),
  violacoes_por_regra: z.record(z.string(), z.number()),
  pontos: z.array(z.object({ timestamp: z.string(), score: z.number() })),
  verificacoes: z.number(),
});
export type RulesHistory = z.infer<typeof rulesHistorySchema>;

/** The check every verdict carries on whether the engine reported when the rules were checked. */
export const ENGINE_HEARTBEAT_CHECK = 'Motor ativo (heartbeat)';

export const scoreLabel = (score: number): RulesStatus['label'] =>
  score >= 95 ? 'EXCELENTE' : score >= 90 ? 'BOM' : score >= 80 ? 'REGULAR' : 'CRÍTICO';

/** System status (spec 003 §3): services with name and status ('running' or other). */
export const systemServiceSchema = z.object({
  name: z.string(),
  status: z.string(),
  detail: z.string(),
  updated_at: z.string().nullable(),
});
export type SystemService = z.infer<typeof systemServiceSchema>;

/** A period's figures on the admin pages: the shared track summary plus the Command Center's extras. */
export const periodFiguresSchema = trackSummarySchema.extend({
  avg_confirmation_s: z.number().nullable(),
  normal: z.number().int().nonnegative(),
  independent: z.number().int().nonnegative(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

/** Every admin figure says its period: today (São Paulo), the last 7 days, all time. */
export const ADMIN_PERIODS = ['hoje', '7_dias', 'total'] as const;
export type AdminPeriod = (typeof ADMIN_PERIODS)[number];
export const ADMIN_PERIOD_LABEL: Record<AdminPeriod, string> = {
  hoje: 'hoje',
  '7_dias': '7 dias',
  total: 'total',
};

export const commandCenterFiguresSchema = z.object({
  periods: z.object({ hoje: periodFiguresSchema, '7_dias': periodFiguresSchema, total: periodFiguresSchema }),
  generated_at: z.string(),
});
export type CommandCenterFigures = z.infer<typeof commandCenterFiguresSchema>;
