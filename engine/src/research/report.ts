import { BLOCKS, FOLDS } from './calendar';
import { HELD_OUT_PERIODS } from './held-out';
import { br, pctBr, table, verdictTable } from './report-format';
import { round3Report } from './report-round3';
import type { ResearchResult } from './run-research';

/** The readable side of the registry (engine/research/report.md), in Portuguese, every number from the run. */
export function researchReport(r: ResearchResult & { data?: Record<string, string> }): string {
  const total = r.variantsRecorded + r.variantsUnrecorded;
  const adopted = r.final.procedure !== null;
  const round2 = r.variantsRecorded - r.round3.variantsAdded;
  return [
    '# Pesquisa do método de sinais — registro reproduzível',
    '',
    'Gerado por `npm run engine -- research` a partir de `../shared/data/market/ohlcv/train_2019_2022` e',
    '`train_2023`. `npm run engine -- research --check` refaz tudo e confere com `registry.json`. Não edite à mão.',
    '',
    `**Resultado: ${adopted ? `método aprovado (${r.final.chosen})` : 'nenhum método aprovado'}.** ${r.variantsRecorded} variantes registradas e rodadas aqui (${round2} das rodadas 1–2 e ${r.round3.variantsAdded} da rodada 3), mais ${r.variantsUnrecorded} tentadas antes deste registro sem código guardado (contadas na correção): **${total} tentativas**.`,
    '',
    ...round3Report(r.round3, r.liveCandidate),
    `# Rodada 2 (${round2} variantes, ${round2 + r.variantsUnrecorded} tentativas) — registrada como rodou`,
    '',
    ...protocol(r),
    ...nested(r),
    ...candidate(r),
    ...gate(r),
    ...variants(r),
  ].join('\n');
}

function protocol(r: ResearchResult & { data?: Record<string, string> }): string[] {
  return [
    '## Protocolo',
    '',
    `- Dados: dois conjuntos de treino (sha256 dos manifestos: ${Object.entries(r.data ?? {})
      .map(([k, v]) => `${k} \`${v.slice(0, 12)}\``)
      .join(', ')}). Os períodos reservados (${HELD_OUT_PERIODS.map((p) => `${p.from} → ${p.to}`).join(
      '; ',
    )}) não foram lidos: o carregador recusa qualquer candle dentro deles.`,
    '- Cada operação segue a regra do motor ao vivo: decisão no fechamento do candle, janela de 60 min (o candle de 1h seguinte), filtros da janela, entrada no fim da janela, uma operação aberta por símbolo e direção, cool-down, stop e alvo checados a cada candle de 1h (stop primeiro quando os dois são tocados), taxas de 0,04 % por lado (e 0,06 % como sensibilidade). Sem funding nos dados (à vista); a coluna "com funding base" aplica 0,01 % a cada 8 h contra compras e a favor de vendas.',
    '- Linha de base: cada operação é trocada por entradas em fechamentos de 1h aleatórios do mesmo símbolo na mesma dobra, mesma direção, mesmas distâncias de alvo, stop e stop móvel (% da entrada), mesmo prazo e custos (1000 sorteios por operação nos veredictos, 32 na seleção).',
    `- Dobras (semestres) e regimes: ${BLOCKS.map((b) => `**${b.id}** ${b.from} → ${b.to} (${b.label})`).join('; ')}.`,
    `- Walk-forward aninhado: a cada dobra a partir da 2ª (${FOLDS.slice(1)
      .map((f) => f.id)
      .join(
        ', ',
      )}), família, limiares e saídas são escolhidos juntos só com operações encerradas antes da dobra, e pontuados na dobra.`,
    '- Regra de aceitação (issue 20 §2): líquido > 0 a 0,04 % e a 0,06 % e acima do p95 das entradas aleatórias em pelo menos 3 dos 4 regimes e no total, com ≥ 30 operações por grupo.',
    '- Significância: estatística t das médias SEMANAIS (as operações se agrupam no tempo; uma semana conta uma vez) e Sharpe semanal deflacionado (Bailey & López de Prado) pelo número total de tentativas.',
    '',
  ];
}

function nested(r: ResearchResult): string[] {
  return r.nested.flatMap((n) => [
    `## Walk-forward aninhado — procedimento \`${n.procedure}\``,
    '',
    `${n.description}.${n.specifiedAfter ? ` **Especificado depois que \`${n.specifiedAfter}\` falhou, com a tabela completa já vista: não é um teste limpo fora da amostra.**` : ' Fixado antes de qualquer resultado.'}`,
    '',
    table(
      ['dobra', 'escolhida', 'elegíveis', 'pontuação'],
      n.choices.map((c) => [
        c.fold,
        c.chosen ? `\`${c.chosen}\`` : 'nenhuma',
        String(c.eligible),
        br(c.score),
      ]),
    ),
    '',
    `Registro fora da amostra (${n.trades} operações): **${n.verdict.accepted ? 'aprovado' : 'reprovado'}** — passa em ${n.verdict.blocksPassed} de 4 regimes.`,
    '',
    verdictTable(n.verdict),
    '',
    `Escolha final deste procedimento com todo o treino: ${n.finalChoice ? `\`${n.finalChoice}\`` : 'nenhuma'}.`,
    '',
  ]);
}

function candidate(r: ResearchResult): string[] {
  const d = r.candidateSignificance;
  return [
    '## O candidato da rodada 2',
    '',
    `Na rodada 2, sem método aprovado, o candidato experimental era a escolha final do procedimento cujo registro fora da amostra ficou mais alto entre as entradas aleatórias: \`${r.gate.candidate?.key ?? '—'}\`. A rodada 3 trocou essa escolha pela regra fixa do seu pré-registro (acima).`,
    '',
    d
      ? `Sharpe semanal ${br(d.sharpe, 3)} em ${d.periods} semanas; o melhor de ${d.trials} tentativas sem valor mostraria ${br(d.benchmark, 3)} por sorte (variância dos Sharpe entre variantes ${br(d.trialSharpeVariance, 4)}). **Sharpe deflacionado: ${br(d.dsr, 3)}** (probabilidade de o Sharpe verdadeiro superar o da sorte; 0,95 seria o limiar usual).`
      : '',
    '',
  ];
}

function gate(r: ResearchResult): string[] {
  const g = r.gate;
  const c = g.candidate;
  const a = g.acrossVariants;
  return [
    '## O portão, testado nos dados de treino (`evaluate --gate`)',
    '',
    `Regra: a cada semana, as operações encerradas nos últimos 365 dias (≥ 180 dias de histórico, ≥ 60 operações em ≥ 20 semanas); médias semanais do líquido e do excesso sobre o aleatório encolhidas para zero (priors de ${br(g.prior.netSd, 3)} e ${br(g.prior.excessSd, 3)} pontos %, a dispersão real entre as variantes); publica com probabilidade de vantagem ≥ 0,9 e mantém até cair abaixo de 0,7.`,
    '',
    c ? `Candidato \`${c.key}\`: ${c.weeksJudged} semanas julgadas, publicado em ${c.weeksPublished}.` : '',
    '',
    c ? `Sem portão (todas as semanas julgadas):\n\n${verdictTable(c.ungated)}\n` : '',
    c && c.weeksPublished > 0 ? `Com portão:\n\n${verdictTable(c.gated)}\n` : '',
    `Em todas as ${a.variants} variantes: o portão publicou ${a.everPublished} em alguma semana; em ${a.gatedAboveUngated} delas o registro com portão ficou acima do sem portão. Juntando tudo: sem portão ${a.pooledUngated.trades} operações, líquido ${pctBr(a.pooledUngated.meanNet)}, excesso ${pctBr(a.pooledUngated.meanExcess)}; com portão ${a.pooledGated.trades} operações, líquido ${pctBr(a.pooledGated.meanNet)}, excesso ${pctBr(a.pooledGated.meanExcess)}.`,
    '',
    `**O portão ${g.ships ? 'é usado para publicar' : 'não publica nada'}:** ${g.ships ? 'o registro com portão do candidato supera o sem portão e o p95 aleatório.' : 'o registro com portão não supera o sem portão e o aleatório, então ele só mostra a evidência; nenhuma estratégia é publicada por ele.'}`,
    '',
  ];
}

function variants(r: ResearchResult): string[] {
  return [
    '## Todas as variantes (amostra inteira — dentro da amostra, só para leitura)',
    '',
    table(
      [
        'variante',
        'operações',
        'líquido',
        'excesso',
        't semanal do excesso',
        ...BLOCKS.map((b) => `excesso ${b.id}`),
      ],
      r.variants.map((v) => [
        `\`${v.key}\``,
        String(v.trades),
        pctBr(v.meanNet),
        pctBr(v.meanExcess),
        br(v.weeklyTExcess),
        ...v.byBlock.map((b) => `${pctBr(b.meanExcess)} (${b.trades})`),
      ]),
    ),
    '',
  ];
}
