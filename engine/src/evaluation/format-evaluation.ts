import type { Evaluation, GroupEvidence } from './evaluate-strategies';

const pct = (x: number | null) => (x === null ? '—' : `${x.toFixed(3)}%`);
const line = (g: GroupEvidence) =>
  `${g.name.padEnd(30)} ${String(g.closed).padStart(5)} op.  acerto ${g.winRate === null ? '—' : `${(g.winRate * 100).toFixed(1)}%`}  líquido ${pct(g.avgNetPct)}  base ${pct(g.baselineMeanPct)} (p95 ${pct(g.baselineP95Pct)})  percentil ${g.percentile?.toFixed(1) ?? '—'}  DD ${g.maxDrawdownPct.toFixed(1)}  ${g.passes ? 'PASSA' : 'não passa'}`;

/** The terminal summary of `evaluate` (the Markdown report has every table). */
export function formatEvaluation(ev: Evaluation): string {
  return [
    ev.walkForward ? 'Fora da amostra (walk-forward), líquido de taxas:' : 'Planos fixos, líquido de taxas:',
    line(ev.overall),
    ...ev.byStrategyTimeframe.map(line),
  ].join('\n');
}
