import type { Evaluation } from './evaluate-strategies';

/**
 * The engine's cumulative net P&L against the band where 95 % of random-entry resamples end up, as a
 * standalone SVG (no script, no external font), readable in a browser or embedded in the Markdown report.
 */
export function equityChartSvg(ev: Evaluation, title: string): string {
  const W = 900;
  const H = 420;
  const pad = { l: 64, r: 20, t: 44, b: 48 };
  const pts = ev.equity;
  if (pts.length === 0)
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="120"><text x="20" y="60" font-family="sans-serif" font-size="16">${esc(title)}: nenhuma operação encerrada no período</text></svg>`;
  const ys = pts.flatMap((p) => [p.engine, p.low, p.high, 0]);
  const yMin = Math.min(...ys);
  const yMax = Math.max(...ys);
  const span = yMax - yMin || 1;
  const x = (i: number) => pad.l + (i / Math.max(1, pts.length - 1)) * (W - pad.l - pad.r);
  const y = (v: number) => pad.t + (1 - (v - yMin) / span) * (H - pad.t - pad.b);
  const line = (f: (p: (typeof pts)[number]) => number) =>
    pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(f(p)).toFixed(1)}`).join(' ');
  const band =
    pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.high).toFixed(1)}`).join(' ') +
    ' ' +
    [...pts]
      .reverse()
      .map((p, j) => `L${x(pts.length - 1 - j).toFixed(1)},${y(p.low).toFixed(1)}`)
      .join(' ') +
    ' Z';
  const ticks = [yMin, yMin + span / 2, yMax].map(
    (v) =>
      `<text x="${pad.l - 8}" y="${y(v) + 4}" text-anchor="end" font-size="12">${v.toFixed(0)}</text>` +
      `<line x1="${pad.l}" x2="${W - pad.r}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e7eb"/>`,
  );
  const date = (t: number) => new Date(t).toISOString().slice(0, 10);
  const last = pts[pts.length - 1]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif">
<rect width="${W}" height="${H}" fill="#ffffff"/>
<text x="${pad.l}" y="24" font-size="16" font-weight="bold">${esc(title)}</text>
${ticks.join('\n')}
<line x1="${pad.l}" x2="${W - pad.r}" y1="${y(0)}" y2="${y(0)}" stroke="#6b7280" stroke-dasharray="4 3"/>
<path d="${band}" fill="#93c5fd" fill-opacity="0.45" stroke="none"><title>Entradas aleatórias: faixa de 95 %</title></path>
<path d="${line((p) => p.median)}" fill="none" stroke="#2563eb" stroke-width="1" stroke-dasharray="3 3"/>
<path d="${line((p) => p.engine)}" fill="none" stroke="#b91c1c" stroke-width="2"/>
<text x="${pad.l}" y="${H - 16}" font-size="12">${date(pts[0]!.time)}</text>
<text x="${W - pad.r}" y="${H - 16}" font-size="12" text-anchor="end">${date(last.time)} · ${pts.length} operações</text>
<text x="14" y="${(pad.t + H - pad.b) / 2}" font-size="12" transform="rotate(-90 14 ${(pad.t + H - pad.b) / 2})" text-anchor="middle">P&amp;L líquido acumulado (pontos %)</text>
<rect x="${W - 300}" y="34" width="12" height="3" fill="#b91c1c"/><text x="${W - 282}" y="40" font-size="12">motor (líquido de taxas)</text>
<rect x="${W - 300}" y="50" width="12" height="10" fill="#93c5fd"/><text x="${W - 282}" y="59" font-size="12">entradas aleatórias, faixa de 95 %</text>
</svg>
`;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
