import { FOLDS } from './calendar';
import type { PortfolioGroup, PortfolioVerdict } from './portfolio/portfolio-verdict';
import type { NestedRecord, Round3Result } from './portfolio/round3';
import { br, pctBr, table } from './report-format';

/** A fraction of capital as "12,34 %". */
const cap = (x: number | null | undefined) => (x === null || x === undefined ? '—' : pctBr(x * 100));
const yes = (b: boolean) => (b ? 'sim' : 'não');
const label = (g: PortfolioGroup['group']) => (g === 'pooled' ? 'total' : g);
/** The columns both tables give a portfolio (and the basket it is measured against). */
const PORTFOLIO_HEADS = [
  'operações',
  'retorno',
  'DD máx.',
  'exposição média',
  'Sharpe semanal',
  'cesta: retorno',
  'cesta: DD máx.',
];

function groupTable(v: PortfolioVerdict, withRandom: boolean): string {
  return table(
    [
      'período',
      ...PORTFOLIO_HEADS,
      'cesta: Sharpe',
      'retorno a 0,04 %',
      'com funding base',
      ...(withRandom ? ['percentil aleatório'] : []),
      'retorno > 0',
      'supera a cesta',
    ],
    v.groups.map((g) => [
      label(g.group),
      String(g.trades),
      cap(g.own.return),
      cap(g.own.maxDrawdown),
      br(g.own.meanExposure, 3),
      br(g.own.weeklySharpe, 3),
      cap(g.basket.return),
      cap(g.basket.maxDrawdown),
      br(g.basket.weeklySharpe, 3),
      cap(g.returnLowFee),
      cap(g.returnLowFeeBaseFunding),
      ...(withRandom ? [br(g.randomPercentile, 1)] : []),
      yes(g.positive),
      yes(g.beatsBasket),
    ]),
  );
}

function choicesTable(n: NestedRecord): string {
  return table(
    ['dobra', 'escolhida', 'elegíveis', 'Sharpe semanal no passado'],
    n.choices.map((c) => [
      FOLDS[c.fold]!.id,
      c.chosen ? `\`${c.chosen}\`` : 'nenhuma (capital parado)',
      String(c.eligible),
      br(c.sharpe, 3),
    ]),
  );
}

/** Where a record fails the acceptance rule, criterion by criterion (empty when it passes). */
export function failures(v: PortfolioVerdict): string[] {
  const blocks = v.groups.filter((g) => g.group !== 'pooled');
  const pooled = v.groups.find((g) => g.group === 'pooled')!;
  const out: string[] = [];
  const notPositive = blocks.filter((g) => !g.positive).map((g) => g.group);
  if (!v.criteria.positive)
    out.push(
      `retorno ≤ 0 em ${[...notPositive, ...(pooled.positive ? [] : ['no total'])].join(', ')} (critério 1 pede 3 de 4 blocos e o total)`,
    );
  if (!v.criteria.deflatedSharpe)
    out.push(`Sharpe deflacionado ${br(v.deflated.dsr, 3)} < 0,95 (critério 2)`);
  if (!v.criteria.beatsBasket) {
    const lost = v.groups
      .filter((g) => !g.beatsBasket)
      .map(
        (g) =>
          `${label(g.group)} (${g.own.return > g.basket.return ? '' : 'retorno'}${g.own.return <= g.basket.return && g.own.maxDrawdown >= g.basket.maxDrawdown ? ' e ' : ''}${g.own.maxDrawdown >= g.basket.maxDrawdown ? 'drawdown' : ''})`,
      );
    out.push(`não supera a cesta de mesma exposição em ${lost.join(', ')} (critério 3)`);
  }
  return out;
}

function deflatedLine(v: PortfolioVerdict): string {
  const d = v.deflated;
  return `Sharpe semanal fora da amostra ${br(d.sharpe, 3)} em ${d.periods} semanas; o melhor de ${d.trials} tentativas sem valor mostraria ${br(d.benchmark, 3)}: **Sharpe deflacionado ${br(d.dsr, 3)}**.`;
}

function family(f: Round3Result['families'][number]): string[] {
  const fails =
    f.trades === 0
      ? [
          'nenhuma variante foi elegível em nenhuma dobra (operações, semanas expostas, P&L > 0 ou retorno acima da cesta no passado), então não há registro fora da amostra',
        ]
      : failures(f.verdict);
  return [
    `#### ${f.label} — ${f.variants} variantes`,
    '',
    choicesTable(f),
    '',
    groupTable(f.verdict, false),
    '',
    `${deflatedLine(f.verdict)} ${fails.length === 0 ? '**Passaria nos três critérios.**' : `**Falha:** ${fails.join('; ')}.`}`,
    '',
  ];
}

/** The round-3 section of report.md: every number from the registry. */
export function round3Report(r: Round3Result, liveCandidate: string | null): string[] {
  const all = r.all;
  const v = all.verdict;
  return [
    '## Rodada 3 — informação nova, carteiras e a regra centrada no membro',
    '',
    `Pré-registro: [\`preregistro-rodada-3.md\`](preregistro-rodada-3.md), commitado antes da primeira rodada, com os esclarecimentos de implementação também commitados antes dela. ${r.variantsAdded} variantes novas; com as anteriores, **${r.trials} tentativas** no Sharpe deflacionado.`,
    '',
    `- Cada variante vira uma carteira: capital 1, P&L aditivo, tamanho por operação (1/8 nas famílias antigas), marcação no fechamento diário do par (e do BTC na perna de hedge), taxas de ${br(r.feeRate * 100, 2)} % por lado na entrada e na saída.`,
    '- Cesta de referência: os pares negociáveis do dia, pesos iguais, comprados, rebalanceados a cada dia, com exposição constante igual à exposição média da carteira no período julgado.',
    '- Seleção `max_sharpe_portfolio` (a única): no início de cada dobra, a maior Sharpe semanal da carteira com as operações encerradas antes; elegível com ≥ 60 operações, ≥ 26 semanas com exposição, P&L > 0 e retorno acima da cesta de mesma exposição no mesmo passado.',
    '- Aceitação: (1) retorno > 0 a 0,06 % em ≥ 3 de 4 blocos e no total; (2) Sharpe deflacionado ≥ 0,95; (3) retorno maior **e** drawdown menor que a cesta de mesma exposição no total e em ≥ 3 de 4 blocos.',
    '',
    `### Todas as ${r.portfolios.length} variantes registradas: **${v.accepted ? 'método aprovado' : 'nenhum método aprovado'}**`,
    '',
    choicesTable(all),
    '',
    `Registro fora da amostra (${all.trades} operações):`,
    '',
    groupTable(v, true),
    '',
    `1. Retorno > 0 em ≥ 3 blocos e no total: **${yes(v.criteria.positive)}**.`,
    `2. ${deflatedLine(v)} ≥ 0,95: **${yes(v.criteria.deflatedSharpe)}**.`,
    `3. Supera a cesta de mesma exposição (retorno e drawdown) no total e em ≥ 3 blocos: **${yes(v.criteria.beatsBasket)}**.`,
    '',
    v.accepted
      ? `**Aprovado.** Escolha final com todo o treino: \`${all.finalChoice}\`.`
      : `**Reprovado** — ${failures(v).join('; ')}. Escolha final do procedimento com todo o treino (não adotada): ${all.finalChoice ? `\`${all.finalChoice}\`` : 'nenhuma'}.`,
    '',
    '### O mesmo procedimento dentro de cada família',
    '',
    ...r.families.flatMap(family),
    '### A estratégia experimental do motor ao vivo',
    '',
    liveCandidate
      ? `Pela regra fixada no pré-registro (a escolha final de \`max_sharpe_portfolio\` com todo o treino, só entre as variantes que o motor roda par a par: regras de série, sem cesta nem hedge; ${r.liveChoice.eligible} elegíveis): **\`${liveCandidate}\`** (Sharpe semanal da carteira no treino ${br(r.liveChoice.weeklySharpe, 3)}). Ela foi escolhida por essa regra fixa, **não tem vantagem demonstrada fora da amostra**, e seus sinais são experimentais.`
      : 'Nenhuma variante par a par é elegível pela regra fixada no pré-registro: **nenhuma estratégia experimental roda com dados reais**.',
    '',
    ...portfolios(r),
    ...waiting(),
  ];
}

function portfolios(r: Round3Result): string[] {
  return [
    '### Todas as carteiras (amostra inteira — dentro da amostra, só para leitura)',
    '',
    table(
      ['variante', 'grupo', ...PORTFOLIO_HEADS],
      r.portfolios.map((p) => [
        `\`${p.key}\``,
        p.group,
        String(p.trades),
        cap(p.return),
        cap(p.maxDrawdown),
        br(p.meanExposure, 3),
        br(p.weeklySharpe, 3),
        cap(p.basketReturn),
        cap(p.basketMaxDrawdown),
      ]),
    ),
    '',
    `Variância dos Sharpes semanais entre as carteiras: ${br(r.trialSharpeVariance, 5)}.`,
    '',
  ];
}

function waiting(): string[] {
  return [
    '### Hipóteses que esperam dados',
    '',
    'Funding por par, open interest e base mark/índice não existem nos conjuntos de treino (só o funding do BTC). Ficam para a próxima rodada, testadas só em dados coletados pelo motor depois deste registro:',
    '',
    '- aglomeração por par (funding do próprio par, extremo contra a sua história e contra os outros pares);',
    '- variação do open interest (alta de preço com open interest subindo contra caindo; liquidações em cascata);',
    '- base mark/índice (prêmio do perpétuo sobre o índice como medida de alavancagem comprada ou vendida).',
    '',
    '### O que um universo mais largo exigiria',
    '',
    'O motor ao vivo roda 150 pares; a pesquisa usa os 19 dos conjuntos de treino. Para testar as cestas nesse universo, sem viés de sobrevivência: candles diários (e de 1h, para a janela e as saídas) de **todos** os perpétuos listados em cada data, inclusive os deslistados, com as datas de listagem e deslistagem; o volume de cada um, para o filtro de liquidez do motor; e funding por par. Sem os deslistados, uma cesta comprada nos fortes parece melhor do que foi.',
    '',
  ];
}
