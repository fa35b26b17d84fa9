import { useEffect, useRef } from 'react';
import { BaselineSeries, createChart, type UTCTimestamp } from 'lightweight-charts';
import { formatDate, formatDateTime, formatPercent, type EquityPoint } from '@sinais/shared';
import { CHART_BASE, CHART_BORDER } from '@/components/price-chart/chart-theme';

/** One value per second (the chart needs strictly increasing times): the last trade closed in that second wins. */
export function chartPoints(points: readonly EquityPoint[]): Array<{ time: UTCTimestamp; value: number }> {
  const out: Array<{ time: UTCTimestamp; value: number }> = [];
  for (const p of points) {
    const time = Math.floor(Date.parse(p.time) / 1000) as UTCTimestamp;
    const last = out.at(-1);
    if (last && last.time >= time) last.value = p.cumulative_net_pct;
    else out.push({ time, value: p.cumulative_net_pct });
  }
  // Start the curve at zero, one second before the first close.
  if (out.length > 0) out.unshift({ time: (out[0]!.time - 1) as UTCTimestamp, value: 0 });
  return out;
}

/** Cumulative net P&L of equal-size trades over close time, green above zero and red below. */
export function EquityChart({ points }: { points: readonly EquityPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  const last = points.at(-1);

  useEffect(() => {
    if (!box.current) return;
    const chart = createChart(box.current, {
      ...CHART_BASE,
      rightPriceScale: { borderColor: CHART_BORDER },
      timeScale: {
        borderColor: CHART_BORDER,
        timeVisible: true,
        tickMarkFormatter: (t: number) => formatDate(t * 1000).slice(0, 5),
      },
      localization: {
        locale: 'pt-BR',
        timeFormatter: (t: number) => formatDateTime(t * 1000),
        priceFormatter: (v: number) => formatPercent(v, 2),
      },
    });
    const series = chart.addSeries(BaselineSeries, {
      baseValue: { type: 'price', price: 0 },
      topLineColor: '#22c55e',
      topFillColor1: 'rgba(34,197,94,0.28)',
      topFillColor2: 'rgba(34,197,94,0.04)',
      bottomLineColor: '#ef4444',
      bottomFillColor1: 'rgba(239,68,68,0.04)',
      bottomFillColor2: 'rgba(239,68,68,0.28)',
      lineWidth: 2,
    });
    series.setData(chartPoints(points));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points]);

  return (
    <div
      ref={box}
      className="equity-chart"
      data-testid="equity-chart"
      data-points={points.length}
      role="img"
      aria-label={
        last
          ? `Curva de capital: ${points.length} operações encerradas, resultado líquido acumulado de ${formatPercent(last.cumulative_net_pct, 2, true)}`
          : 'Curva de capital sem operações encerradas'
      }
    />
  );
}
