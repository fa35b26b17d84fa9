import { useEffect, useRef } from 'react';
import {
  CandlestickSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type Time,
} from 'lightweight-charts';
import { displayDecimals } from '@/lib/live/price-format';
import { toCandles, withLivePrice, type Candle, type PricePoint } from './candles';
import { CHART_BASE, CHART_BORDER } from './chart-theme';
import { axisPrice, crosshairTime, tickMark } from './chart-format';
import { drawPlanLines, placeLabels, type PlanLines, type PlanPriceLines } from './plan-lines';

export type { PlanLines } from './plan-lines';

const seconds = (t: Time) => (typeof t === 'number' ? t : 0);

export function PriceChart({
  points,
  candles,
  livePrice,
  plan: planLines,
  symbol,
  className = 'ac-chart',
}: {
  points: readonly PricePoint[];
  /** The market source's own candles; without them candles are sampled from `points` (operator view). */
  candles?: readonly Candle[] | undefined;
  livePrice?: number | undefined;
  plan: PlanLines | null;
  symbol: string;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const lines = useRef<PlanPriceLines | null>(null);
  const lastClose = useRef<number | null>(null);
  const fitted = useRef<unknown>(null);
  const plan = useRef<PlanLines | null>(null);
  const labelled = useRef<{ prices: number[]; gap: number } | null>(null);
  const precision = useRef(2);
  const setFormatter = () =>
    chart.current?.applyOptions({
      localization: { priceFormatter: axisPrice(precision.current, () => labelled.current) },
    });

  /** Recomputes which axis labels fit, once the chart has laid the new prices out. */
  const relabel = useRef(() => {
    requestAnimationFrame(() => {
      const c = chart.current;
      const s = series.current;
      if (!c || !s || !lines.current || !plan.current) return;
      labelled.current = placeLabels(c, s, lines.current, plan.current, lastClose.current);
      setFormatter();
      box.current?.setAttribute('data-axis-labels', String(labelled.current.prices.length));
    });
  });

  useEffect(() => {
    if (!box.current) return;
    const c = createChart(box.current, {
      ...CHART_BASE,
      localization: { locale: 'pt-BR', timeFormatter: (t: Time) => crosshairTime(seconds(t)) },
      rightPriceScale: { borderColor: CHART_BORDER, scaleMargins: { top: 0.08, bottom: 0.08 } },
      timeScale: {
        borderColor: CHART_BORDER,
        timeVisible: true,
        secondsVisible: false,
        tickMarkFormatter: (t: Time, kind: number) => tickMark(seconds(t), kind),
      },
      crosshair: { mode: 0 },
    });
    series.current = c.addSeries(CandlestickSeries, {
      upColor: '#22c55e',
      downColor: '#ef4444',
      wickUpColor: '#22c55e',
      wickDownColor: '#ef4444',
      borderVisible: false,
      priceLineVisible: false,
    });
    chart.current = c;
    const relabelNow = relabel.current;
    c.timeScale().subscribeSizeChange(relabelNow);
    c.timeScale().subscribeVisibleLogicalRangeChange(relabelNow);
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
      lines.current = null;
    };
  }, []);

  useEffect(() => {
    const exchange = candles && candles.length > 0;
    const data = exchange ? withLivePrice(candles, livePrice) : toCandles(points);
    series.current?.setData(data);
    lastClose.current = data.at(-1)?.close ?? null;
    chart.current?.timeScale().applyOptions({ secondsVisible: !exchange });
    // Fit when new candles arrive, not on every live tick (that would undo the reader's zoom).
    if (fitted.current !== (candles ?? points)) chart.current?.timeScale().fitContent();
    fitted.current = candles ?? points;
    relabel.current();
  }, [points, candles, livePrice, symbol]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    if (lines.current) for (const l of Object.values(lines.current)) s.removePriceLine(l);
    lines.current = null;
    plan.current = planLines;
    // The axis follows the plan's precision (sub-cent coins need more than 6 decimals), with a decimal comma.
    precision.current = Math.max(2, displayDecimals(planLines?.entry ?? lastClose.current ?? 1));
    s.applyOptions({
      priceFormat: { type: 'price', precision: precision.current, minMove: 10 ** -precision.current },
    });
    labelled.current = null;
    setFormatter();
    // Keep entry, target and stop inside the visible range, not only the candles.
    s.applyOptions({
      autoscaleInfoProvider: (
        original: () => { priceRange: { minValue: number; maxValue: number } | null } | null,
      ) => {
        const base = original();
        if (!planLines || !base?.priceRange) return base;
        const lo = Math.min(base.priceRange.minValue, planLines.stop, planLines.target, planLines.entry);
        const hi = Math.max(base.priceRange.maxValue, planLines.stop, planLines.target, planLines.entry);
        return { ...base, priceRange: { minValue: lo, maxValue: hi } };
      },
    });
    if (planLines) lines.current = drawPlanLines(s, planLines);
    box.current?.setAttribute('data-price-lines', planLines ? '3' : '0');
    relabel.current();
  }, [planLines, symbol]);

  return (
    <div ref={box} className={className} data-testid="price-chart" aria-label={`Gráfico de ${symbol}`} />
  );
}
