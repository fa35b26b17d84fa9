import type { GroupVerdict, Verdict } from './acceptance';

/** pt-BR number: decimal comma, fixed digits; "—" when missing. */
export const br = (x: number | null | undefined, d = 2) =>
  x === null || x === undefined || !Number.isFinite(x) ? '—' : x.toFixed(d).replace('.', ',');

export const pctBr = (x: number | null | undefined, d = 2) =>
  x === null || x === undefined ? '—' : `${br(x, d)} %`;

export const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

const GROUP_LABEL: Record<string, string> = { pooled: 'todos' };

/** One row per regime and pooled: trades, net at both fees, with base funding, random mean and p95, percentile. */
export function verdictTable(v: Verdict): string {
  const row = (g: GroupVerdict) => [
    GROUP_LABEL[g.group] ?? g.group,
    String(g.trades),
    pctBr(g.meanNet),
    pctBr(g.meanNetHighFee),
    pctBr(g.meanNetBaseFunding),
    pctBr(g.randomMean),
    pctBr(g.randomP95),
    br(g.percentile, 1),
    br(g.weeklyT),
    g.passes ? 'sim' : 'não',
  ];
  return table(
    [
      'regime',
      'operações',
      'líquido 0,04 %',
      'líquido 0,06 %',
      'com funding base',
      'aleatório: média',
      'aleatório: p95',
      'percentil',
      't semanal',
      'passa',
    ],
    v.groups.map(row),
  );
}
