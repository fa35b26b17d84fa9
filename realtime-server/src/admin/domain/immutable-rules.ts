import {
  RULE_KEYS,
  scoreLabel,
  type RuleAlert,
  type RuleKey,
  type RulesHistory,
  type RulesStatus,
  type RuleStatus,
} from '@sinais/shared';
import type { EpisodeCause, ImmutableRulesRepo } from '../data/immutable-rules.repo';
import { num } from '../data/sql-values';
import { readRuleInputs, type GatewayObservations, type RuleInputsDeps } from './rule-inputs';
import { RULE_TEXT, ruleChecks, type CheckResult } from './rule-checks';

export interface RulesEvaluation {
  status: RulesStatus;
  alerts: RuleAlert[];
  /** When the causes a rule episode can have began and ended, from the stored heartbeat and pause. */
  causes: {
    /** The last heartbeat, while the engine is silent. */
    engineSilentSince: Date | null;
    /** The stored heartbeat's time while the engine reports: the end of an outage. */
    engineBeatAt: Date | null;
    pausedSince: Date | null;
    /** When the pause was lifted, while not paused. */
    resumedAt: Date | null;
  };
}

function rule(
  checks: CheckResult[],
  hardFail: boolean,
): { status: RuleStatus; conformidade: number; alertas: number } {
  const passed = checks.filter((c) => c.ok).length;
  const conformidade = checks.length ? Math.round((passed / checks.length) * 1000) / 10 : 100;
  const failed = checks.length - passed;
  return { status: hardFail ? 'falha' : failed > 0 ? 'alerta' : 'ativa', conformidade, alertas: failed };
}

const view = (checks: CheckResult[]) =>
  checks.map((c) => ({ nome: c.def.nome, ok: c.ok, detalhe: c.detalhe }));

/** Evaluates the five rules from what the engine persisted and what this gateway observes. */
export async function evaluateRules(
  deps: RuleInputsDeps,
  observed: GatewayObservations,
): Promise<RulesEvaluation> {
  const inputs = await readRuleInputs(deps, observed);
  const { now, figures, integ } = inputs;
  const {
    engineOnline,
    r1,
    r2,
    r3,
    r4,
    r5,
    stats,
    selected,
    with50x,
    a,
    timeframes,
    monitoringActive,
    destinos,
    cycleOk,
  } = ruleChecks(inputs);
  const selection = inputs.selection;
  const all: Array<[RuleKey, CheckResult[]]> = [
    ['regra_1_varredura', r1],
    ['regra_2_analise', r2],
    ['regra_3_fase1', r3],
    ['regra_4_confirmados', r4],
    ['regra_5_rejeitados', r5],
  ];
  const results = {
    regra_1_varredura: rule(r1, selection === null),
    regra_2_analise: rule(r2, !engineOnline),
    regra_3_fase1: rule(r3, !engineOnline),
    regra_4_confirmados: rule(r4, !destinos.supabase),
    regra_5_rejeitados: rule(r5, false),
  };
  const score =
    Math.round((RULE_KEYS.reduce((acc, k) => acc + results[k].conformidade, 0) / RULE_KEYS.length) * 10) / 10;

  const status: RulesStatus = {
    score_geral: score,
    // A dead engine is critical whatever the other rules score: nothing is analysed or confirmed.
    label: engineOnline ? scoreLabel(score) : 'CRÍTICO',
    timestamp: now.toISOString(),
    regra_1_varredura: {
      ...RULE_TEXT.regra_1_varredura,
      ...results.regra_1_varredura,
      verificacoes: view(r1),
      pares_total: num(stats.total_usdt_pairs),
      pares_50x: with50x,
      pares_selecionados: selected,
    },
    regra_2_analise: {
      ...RULE_TEXT.regra_2_analise,
      ...results.regra_2_analise,
      verificacoes: view(r2),
      escopo_pares: a?.total_pairs ?? 0,
      timeframes: timeframes.map((t) => t.toUpperCase()),
      sinais_gerados_hoje: figures.created_today,
    },
    regra_3_fase1: {
      ...RULE_TEXT.regra_3_fase1,
      ...results.regra_3_fase1,
      verificacoes: view(r3),
      sinais_pendentes: figures.pending,
      monitoramento_ativo: monitoringActive,
      tempo_medio_decisao: figures.avg_decision_s,
    },
    regra_4_confirmados: {
      ...RULE_TEXT.regra_4_confirmados,
      ...results.regra_4_confirmados,
      verificacoes: view(r4),
      confirmados_hoje: figures.confirmed_today,
      destinos_validados: destinos,
    },
    regra_5_rejeitados: {
      ...RULE_TEXT.regra_5_rejeitados,
      ...results.regra_5_rejeitados,
      verificacoes: view(r5),
      rejeitados_hoje: figures.rejected_today,
      motivos_documentados: num(integ.rejected_undocumented) === 0,
      ciclo_21h_funcionando: cycleOk,
    },
  };

  const seen = new Set<string>();
  const alerts: RuleAlert[] = [];
  for (const [key, checks] of all) {
    for (const c of checks) {
      if (c.ok || seen.has(c.def.nome)) continue;
      seen.add(c.def.nome);
      alerts.push({
        id: `${key}:${c.def.nome}`,
        regra: key,
        tipo: c.def.tipo,
        titulo: c.def.titulo,
        descricao: c.detalhe,
        impacto: c.def.impacto,
        acao_sugerida: c.def.acao_sugerida,
      });
    }
  }
  const order = { critico: 0, medio: 1, menor: 2 } as const;
  alerts.sort((x, y) => order[x.tipo] - order[y.tipo]);
  const control = inputs.control;
  const beat = inputs.heartbeat?.at ?? null;
  return {
    status,
    alerts,
    causes: {
      engineSilentSince: engineOnline ? null : beat,
      engineBeatAt: engineOnline ? beat : null,
      pausedSince: control?.paused ? new Date(control.changed_at) : null,
      resumedAt: control && !control.paused ? new Date(control.changed_at) : null,
    },
  };
}

/** Rules whose episodes the engine's own state explains (silent engine, operator pause). */
const ENGINE_RULES: readonly RuleKey[] = ['regra_2_analise', 'regra_3_fase1'];

/**
 * Persists an evaluation (see recordRulesCheck): the check row and the violation episodes, each opened at its
 * cause's real start and closed at its real end. `point` records a trend point now (a state change).
 */
export function recordEvaluation(
  rules: ImmutableRulesRepo,
  evaluation: RulesEvaluation,
  now = new Date(),
  point = false,
): Promise<boolean> {
  const c = evaluation.causes;
  const causeOf = (k: RuleKey): { cause: EpisodeCause; since: Date } => {
    if (ENGINE_RULES.includes(k) && c.engineSilentSince)
      return { cause: 'motor_fora', since: c.engineSilentSince };
    if (ENGINE_RULES.includes(k) && c.pausedSince) return { cause: 'pausa', since: c.pausedSince };
    return { cause: 'verificacao', since: now };
  };
  return rules.recordRulesCheck(
    now,
    evaluation.status.score_geral,
    RULE_KEYS.map((k) => {
      const r = evaluation.status[k];
      const alert = evaluation.alerts.find((x) => x.regra === k);
      return {
        rule: k,
        status: r.status,
        conformidade: r.conformidade,
        violation:
          r.status === 'ativa'
            ? null
            : { severity: alert?.tipo ?? 'menor', title: alert?.titulo ?? r.titulo, ...causeOf(k) },
      };
    }),
    { endedAt: { motor_fora: c.engineBeatAt ?? now, pausa: c.resumedAt ?? now, verificacao: now }, point },
  );
}

/** Parses '24h', '7d', '1h'; anything else is 24 h. */
export function periodMs(periodo: string | undefined): number {
  const m = /^(\d{1,3})(h|d)$/.exec(periodo ?? '');
  if (!m) return 86_400_000;
  const n = Math.max(1, Number(m[1]));
  return Math.min(n * (m[2] === 'd' ? 86_400_000 : 3_600_000), 30 * 86_400_000);
}

/** Trend over the period (first half against second half of the recorded scores) and 7-day violations per rule. */
export async function rulesHistory(
  rules: ImmutableRulesRepo,
  periodo: string,
  now = new Date(),
): Promise<RulesHistory> {
  const { points, violations } = await rules.rulesHistoryRows(
    new Date(now.getTime() - periodMs(periodo)),
    new Date(now.getTime() - 7 * 86_400_000),
  );
  const scores = points.map((p) => Number(p.score));
  const half = Math.floor(scores.length / 2);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
  let tendencia: RulesHistory['tendencia'] = 'estavel';
  if (half >= 1) {
    const diff = mean(scores.slice(half)) - mean(scores.slice(0, half));
    tendencia = diff > 2 ? 'melhorando' : diff < -2 ? 'piorando' : 'estavel';
  }
  const byRule = Object.fromEntries(RULE_KEYS.map((k) => [k, 0])) as Record<string, number>;
  for (const v of violations) byRule[v.rule] = Number(v.n);
  return {
    periodo,
    tendencia,
    violacoes_por_regra: byRule,
    pontos: points.map((p) => ({ timestamp: new Date(p.checked_at).toISOString(), score: Number(p.score) })),
    verificacoes: points.length,
  };
}
