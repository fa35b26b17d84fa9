import type { GateEvidence } from '@sinais/shared';
import { GATE_KEEP_PROB, GATE_PUBLISH_PROB, type GateJudgement } from './gate-rule';
import { PUBLISHING_ALLOWED } from './research-verdict';

const pct = (x: number | null | undefined, d = 2) =>
  x === null || x === undefined ? '—' : `${x.toFixed(d).replace('.', ',')}%`;
const prob = (x: number | null) => (x === null ? '—' : `${Math.round(x * 100)}%`);

/** Why a strategy is or is not published, in Portuguese, with the numbers a member can check. */
export function gateReason(j: GateJudgement, e: GateEvidence, published: boolean): string {
  const measured = `nos últimos ${e.window_days ?? 365} dias de ${e.symbols} pares: ${e.trades} operações, líquido médio ${pct(e.avg_net_pct)} por operação contra ${pct(e.baseline_mean_pct)} das entradas aleatórias (p95 ${pct(e.baseline_p95_pct)}), probabilidade de vantagem ${prob(e.prob_positive ?? null)}`;
  if (j.insufficient) return `Experimental: ainda sem histórico suficiente (${j.insufficient})`;
  if (!PUBLISHING_ALLOWED)
    return `Experimental: a pesquisa não aprovou nenhum método (nenhuma variante superou as entradas aleatórias em 3 de 4 regimes de mercado) e o portão não mostrou valor nos dados de treino; ${measured}`;
  if (published)
    return `Publicada: probabilidade de vantagem ${prob(j.probPositive)} (publica a partir de ${prob(GATE_PUBLISH_PROB)}), líquido esperado ${pct(j.shrunkNet)} por operação após o encolhimento; ${measured}`;
  return `Experimental: probabilidade de vantagem ${prob(j.probPositive)} (publica a partir de ${prob(GATE_PUBLISH_PROB)} e mantém acima de ${prob(GATE_KEEP_PROB)}); ${measured}`;
}
