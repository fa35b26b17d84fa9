import {
  RULE_KEYS,
  scoreLabel,
  type RuleAlert,
  type RuleKey,
  type RulesStatus,
  type RuleStatus,
} from '@sinais/shared';
import type { EpisodeCause, ImmutableRulesRepo, RecordedCheck } from '../data/immutable-rules.repo';
import type { SignalDayFigures } from '../data/signal-figures.repo';
import { readRuleInputs, type GatewayObservations, type RuleInputsDeps } from './rule-inputs';
import { RULE_CHECKS, runChecks, type CheckResult } from './rule-checks';
import { factsOf, type RuleFacts } from './rule-facts';
import { RULE_REPORT } from './rule-report';

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

function verdict(
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

/** One alert per failed check (a check shared by two rules alerts once), the most severe first. */
function alertsOf(results: Record<RuleKey, CheckResult[]>): RuleAlert[] {
  const seen = new Set<string>();
  const alerts: RuleAlert[] = [];
  for (const key of RULE_KEYS) {
    for (const c of results[key]) {
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
  return alerts.sort((x, y) => order[x.tipo] - order[y.tipo]);
}

/** One rule's status: its text, verdict, checks and figures. */
function ruleStatus<K extends RuleKey>(
  key: K,
  checks: CheckResult[],
  facts: RuleFacts,
  day: SignalDayFigures,
): RulesStatus[K] {
  const report = RULE_REPORT[key];
  return {
    titulo: report.titulo,
    descricao: report.descricao,
    ...verdict(checks, report.hardFail(facts)),
    verificacoes: view(checks),
    ...report.figures(facts, day),
  } as RulesStatus[K];
}

/** Evaluates the five rules from what the engine persisted and what this gateway observes. */
export async function evaluateRules(
  deps: RuleInputsDeps,
  observed: GatewayObservations,
): Promise<RulesEvaluation> {
  const facts = factsOf(await readRuleInputs(deps, observed));
  const { now, figures, engineOnline } = facts;
  const results = Object.fromEntries(RULE_KEYS.map((k) => [k, runChecks(RULE_CHECKS[k], facts)])) as Record<
    RuleKey,
    CheckResult[]
  >;
  const rules = {
    regra_1_varredura: ruleStatus('regra_1_varredura', results.regra_1_varredura, facts, figures),
    regra_2_analise: ruleStatus('regra_2_analise', results.regra_2_analise, facts, figures),
    regra_3_fase1: ruleStatus('regra_3_fase1', results.regra_3_fase1, facts, figures),
    regra_4_confirmados: ruleStatus('regra_4_confirmados', results.regra_4_confirmados, facts, figures),
    regra_5_rejeitados: ruleStatus('regra_5_rejeitados', results.regra_5_rejeitados, facts, figures),
  };
  const score =
    Math.round((RULE_KEYS.reduce((acc, k) => acc + rules[k].conformidade, 0) / RULE_KEYS.length) * 10) / 10;
  const status: RulesStatus = {
    score_geral: score,
    // A dead engine is critical whatever the other rules score: nothing is analysed or confirmed.
    label: engineOnline ? scoreLabel(score) : 'CRÍTICO',
    timestamp: now.toISOString(),
    ...rules,
  };
  const { control } = facts;
  const beat = facts.heartbeat?.at ?? null;
  return {
    status,
    alerts: alertsOf(results),
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
): Promise<RecordedCheck> {
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
