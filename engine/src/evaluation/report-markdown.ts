import type { Evaluation, GroupEvidence } from './evaluate-strategies';

/** pt-BR decimals; a value that rounds to zero is shown without a sign. */
const num = (x: number, d: number) => (Math.abs(x) < 0.5 * 10 ** -d ? 0 : x).toFixed(d).replace('.', ',');
const pct = (x: number | null, d = 3) => (x === null ? '—' : `${num(x, d)} %`);
const rate = (x: number | null) => (x === null ? '—' : `${num(x * 100, 1)} %`);
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

function table(rows: readonly GroupEvidence[]): string {
  const head =
    '| grupo | operações | encerradas | taxa de acerto | P&L médio líquido | bruto | base: média | base: IC 95 % | base: p95 | percentil | drawdown máx. | passa |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|';
  const body = rows.map(
    (r) =>
      `| ${r.name} | ${r.trades} | ${r.closed} | ${rate(r.winRate)} | ${pct(r.avgNetPct)} | ${pct(r.avgGrossPnlPct)} | ${pct(r.baselineMeanPct)} | ${r.baselineCi ? `${num(r.baselineCi[0], 3)} … ${num(r.baselineCi[1], 3)}` : '—'} | ${pct(r.baselineP95Pct)} | ${r.percentile === null ? '—' : num(r.percentile, 1)} | ${num(r.maxDrawdownPct, 1)} pts | ${r.passes ? 'sim' : 'não'} |`,
  );
  return [head, ...body].join('\n');
}

/** The evaluation as a Markdown report (pt-BR), with the equity chart beside it. */
export function reportMarkdown(ev: Evaluation, chartFile: string): string {
  const folds = ev.folds
    .map(
      (f) =>
        `| ${f.index} | ${day(f.from)} → ${day(f.to)} | ${f.index === 0 ? 'só treino' : f.trades} | ${
          Object.entries(f.chosen)
            .map(([k, p]) => `${k}: stop ${p!.stopAtr} ATR, alvo ${p!.targetAtr} ATR`)
            .join('; ') || '—'
        } |`,
    )
    .join('\n');
  return `# Avaliação do método: ${day(ev.from)} → ${day(ev.to)}

- Entrada no fechamento do candle de confirmação (o preço que o membro recebe); saídas checadas em todos os candles seguintes.
- Taxas de ${(ev.feeRate * 100).toFixed(3)} % por lado em todo P&L; funding ${ev.fundingIncluded ? 'incluído (arquivos de funding)' : '**não incluído** (sem arquivos de funding)'}.
- ${ev.walkForward ? `Walk-forward ancorado em ${ev.folds.length} períodos: o plano de saída de cada estratégia é escolhido só nos períodos anteriores e pontuado no seguinte; o período 0 só treina. Os números abaixo são **fora da amostra**.` : 'Planos de saída fixos de cada estratégia (sem ajuste nestes dados).'}
- Linha de base: ${ev.resamples} reamostragens com semente ${ev.seed}; cada operação trocada por uma entrada em um candle aleatório do mesmo símbolo, mesma direção, mesmas distâncias de alvo e stop, mesmo prazo e mesmas taxas.
- Critério ("passa"): pelo menos 30 operações encerradas e P&L médio líquido acima de zero e acima do percentil 95 da linha de base.

![Curva de capital](${chartFile})

## Total
${table([ev.overall])}

## Por estratégia
${table(ev.byStrategy)}
${ev.walkForward ? `\n## Por período (cada um fora da amostra)\n${table(ev.byFold)}\n` : ''}

## Por timeframe
${table(ev.byTimeframe)}

## Por estratégia × timeframe
${table(ev.byStrategyTimeframe)}

## Por símbolo
${table(ev.bySymbol)}
${ev.walkForward ? `\n## Períodos do walk-forward\n| período | datas | operações | plano escolhido |\n|---|---|---:|---|\n${folds}\n` : ''}`;
}
