import {
  formatDate,
  formatPercent,
  gateThresholdText,
  publishingAllowed,
  publishingBlockedWhy,
  type GateDecision,
  type GateEvidence,
  type GateMode,
  type MemberGateResponse,
} from '@sinais/shared';

const pct = (x: number) => formatPercent(x, 2, true);

/** What the gate measured for one strategy × timeframe, in a pt-BR sentence fragment. */
function measured(e: GateEvidence): string {
  const period = `entre ${formatDate(e.from)} e ${formatDate(e.to)}`;
  if (e.trades === 0) return `nenhuma operação encerrada ${period}`;
  const parts = [
    `${e.trades} ${e.trades === 1 ? 'operação encerrada' : 'operações encerradas'} ${period}`,
    e.avg_net_pct === null
      ? 'resultado líquido médio indisponível'
      : `resultado líquido médio de ${pct(e.avg_net_pct)} por operação`,
  ];
  if (e.shrunk_net_pct !== null && e.shrunk_net_pct !== undefined)
    parts.push(`${pct(e.shrunk_net_pct)} esperado após o desconto pela incerteza`);
  if (e.baseline_p95_pct !== null)
    parts.push(`percentil 95 das entradas aleatórias: ${pct(e.baseline_p95_pct)}`);
  if (e.prob_positive !== null && e.prob_positive !== undefined)
    parts.push(`probabilidade de vantagem positiva: ${formatPercent(e.prob_positive * 100, 0)}`);
  return parts.join('; ');
}

/**
 * The member-facing reason of one decision: the verdict and the numbers behind it. With publishing switched off by
 * the research, a strategy is experimental whatever it measured: it says that, not "não aprovada pelo portão".
 */
export function gateStrategyReason(
  d: Pick<GateDecision, 'published' | 'evidence'>,
  publishingOff = false,
): string {
  const verdict = d.published
    ? 'Publicada'
    : publishingOff
      ? 'Experimental (publicação desligada pela pesquisa)'
      : 'Experimental (não aprovada pelo portão)';
  return `${verdict}: ${measured(d.evidence)}.`;
}

const label = (d: Pick<GateDecision, 'strategy' | 'timeframe'>) => `${d.strategy} ${d.timeframe}`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The real reason, read from the state: the mode, the research verdict it carries, then the decisions. */
function summary(mode: GateMode | null, decisions: readonly GateDecision[]): string {
  if (!mode) return 'O motor ainda não informou o estado do portão de estratégias.';
  if (!mode.enabled) return mode.reason;
  const blocked = mode.research ? publishingBlockedWhy(mode.research) : null;
  if (blocked)
    return `Nenhum sinal é publicado porque a publicação está desligada: ${blocked}. Enquanto for assim, todas as estratégias ficam experimentais, qualquer que seja o resultado medido pelo portão${decisions.length > 0 ? ` (${plural(decisions.length, 'estratégia avaliada', 'estratégias avaliadas')}, abaixo)` : ''}.`;
  if (decisions.length === 0)
    return 'O portão de estratégias ainda não avaliou as estratégias: até a primeira avaliação, nenhum sinal é publicado.';
  const published = decisions.filter((d) => d.published);
  if (published.length === 0)
    return `Nenhuma estratégia atinge hoje a regra do portão${mode.rule ? ` (${gateThresholdText(mode.rule)})` : ''}: ${decisions.length === 1 ? 'a estratégia avaliada fica experimental' : `as ${decisions.length} estratégias avaliadas ficam experimentais`} e nenhum sinal é publicado.`;
  const held = decisions.length - published.length;
  return `${published.length} de ${decisions.length} estratégias publicadas (${published.map(label).join(', ')})${held > 0 ? `; ${held} ${held === 1 ? 'fica experimental' : 'ficam experimentais'}` : ''}.`;
}

/**
 * The gate as members read it (GET /api/signals/gate), from the engine's gate mode (engine_state) and the decision
 * in force per strategy × timeframe. The last evaluation is the mode's `evaluated_at`, else the newest decision.
 * With the gate off, stored decisions are not in force (every strategy reaches members): none is listed.
 */
export function memberGateView(
  mode: GateMode | null,
  decisions: readonly GateDecision[],
  now = new Date(),
): MemberGateResponse {
  const inForce = mode && !mode.enabled ? [] : decisions;
  const allowed = mode?.research ? publishingAllowed(mode.research) : null;
  const newest = inForce.reduce<string | null>(
    (m, d) => (m === null || Date.parse(d.decided_at) > Date.parse(m) ? d.decided_at : m),
    null,
  );
  return {
    enabled: mode ? mode.enabled : null,
    evaluated_at: mode?.enabled === false ? null : (mode?.evaluated_at ?? newest),
    next_evaluation_at: mode?.enabled ? (mode.next_evaluation_at ?? null) : null,
    reason: summary(mode, inForce),
    publishing_allowed: mode?.enabled === false ? null : allowed,
    rule: mode?.rule ?? null,
    strategies: inForce.map((d) => ({
      strategy: d.strategy,
      timeframe: d.timeframe,
      published: d.published,
      reason: gateStrategyReason(d, allowed === false),
      evidence: d.evidence,
      decided_at: d.decided_at,
    })),
    generated_at: now.toISOString(),
  };
}
