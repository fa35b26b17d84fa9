import { evaluateGate, type GateEvaluation } from '../research/gate-evaluation';
import { RandomEntries } from '../evidence/random-entries';
import { FOLDS } from '../research/calendar';
import { br, pctBr, verdictTable } from '../research/report-format';
import { recordAll } from '../research/run-research';
import { loadTrainingData } from '../research/training-data';
import { LIVE_REGISTRY } from '../strategies/live-rules';
import { progressBar } from './progress-bar';

/**
 * `evaluate --gate`: the gate rule run week by week over the training data, for the live candidate and for
 * every registered variant — the record a member would have had under the gate, against the ungated record
 * and against random entries.
 */
export function evaluateGateCommand(
  data: string,
  seed: number,
): { evaluation: GateEvaluation; text: string } {
  process.stderr.write('evaluate --gate: lendo os dois conjuntos de treino…\n');
  const segments = loadTrainingData(data);
  const random = RandomEntries.hourly(segments, FOLDS);
  const bar = progressBar('evaluate --gate');
  const records = recordAll(segments, random, seed, (d, t, k) => bar.update(d, t, k));
  bar.end();
  const evaluation = evaluateGate(records, LIVE_REGISTRY.liveCandidate, random, seed);
  return { evaluation, text: gateText(evaluation) };
}

export function gateText(g: GateEvaluation): string {
  const c = g.candidate;
  const a = g.acrossVariants;
  return [
    `Portão nos dados de treino (priors ${br(g.prior.netSd, 3)} / ${br(g.prior.excessSd, 3)})`,
    c
      ? `Candidato ${c.key}: ${c.weeksJudged} semanas julgadas, publicado em ${c.weeksPublished}`
      : 'Sem candidato',
    c ? `\nSem portão:\n${verdictTable(c.ungated)}` : '',
    c && c.weeksPublished > 0 ? `\nCom portão:\n${verdictTable(c.gated)}` : '',
    `\nTodas as ${a.variants} variantes: publicadas em alguma semana ${a.everPublished}; com portão acima do sem portão ${a.gatedAboveUngated}`,
    `sem portão: ${a.pooledUngated.trades} operações, líquido ${pctBr(a.pooledUngated.meanNet)}, excesso ${pctBr(a.pooledUngated.meanExcess)}`,
    `com portão: ${a.pooledGated.trades} operações, líquido ${pctBr(a.pooledGated.meanNet)}, excesso ${pctBr(a.pooledGated.meanExcess)}`,
    g.ships
      ? 'O portão supera o registro sem portão e o aleatório: é usado.'
      : 'O portão NÃO supera o registro sem portão e o aleatório: não publica nada.',
  ].join('\n');
}
