import { useEffect, useRef } from 'react';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  LineStyle,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
} from 'lightweight-charts';
import { displayDecimals } from '@/lib/live/price-format';
import { toCandles, withLivePrice, type Candle, type PricePoint } from './candles';

export interface PlanLines {
  entry: number;
  target: number;
  stop: number;
}

export function PriceChart({
  points,
  candles,
  livePrice,
  plan,
  symbol,
  className = 'ac-chart',
}: {
  points: readonly PricePoint[];
  /** The exchange's own candles, when the engine sent them; otherwise candles are sampled from `points`. */
  candles?: readonly Candle[] | undefined;
  livePrice?: number | undefined;
  plan: PlanLines | null;
  symbol: string;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const lines = useRef<IPriceLine[]>([]);

  useEffect(() => {
    if (!box.current) return;
    const c = createChart(box.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: '#a3aec4',
        fontSize: 11,
      },
      grid: { vertLines: { color: 'rgba(36,49,74,0.45)' }, horzLines: { color: 'rgba(36,49,74,0.45)' } },
      rightPriceScale: { borderColor: '#24314a' },
      timeScale: { borderColor: '#24314a', timeVisible: true, secondsVisible: true },
      crosshair: { mode: 0 },
    });
    series.current = c.addSeries(CandlestickSeries, {
      upColor: '#22c55e',
      downColor: '#ef4444',
      wickUpColor: '#22c55e',
      wickDownColor: '#ef4444',
      borderVisible: false,
      priceFormat: { type: 'price', precision: 6, minMove: 1e-6 },
    });
    chart.current = c;
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
      lines.current = [];
    };
  }, []);

  useEffect(() => {
    const exchange = candles && candles.length > 0;
    series.current?.setData(exchange ? withLivePrice(candles, livePrice) : toCandles(points));
    chart.current?.timeScale().applyOptions({ secondsVisible: !exchange });
    chart.current?.timeScale().fitContent();
  }, [points, candles, livePrice, symbol]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    for (const l of lines.current) s.removePriceLine(l);
    lines.current = [];
    // Keep entry, target and stop inside the visible range, not only the sampled prices.
    s.applyOptions({
      autoscaleInfoProvider: (
        original: () => { priceRange: { minValue: number; maxValue: number } | null } | null,
      ) => {
        const base = original();
        if (!plan || !base?.priceRange) return base;
        const lo = Math.min(base.priceRange.minValue, plan.stop, plan.target, plan.entry);
        const hi = Math.max(base.priceRange.maxValue, plan.stop, plan.target, plan.entry);
        return { ...base, priceRange: { minValue: lo, maxValue: hi } };
      },
    });
    if (!plan) {
      box.current?.setAttribute('data-price-lines', '0');
      return;
    }
    // Sub-cent coins need more than 6 decimals on the axis.
    const precision = Math.max(2, displayDecimals(plan.entry));
    s.applyOptions({ priceFormat: { type: 'price', precision, minMove: 10 ** -precision } });
    const add = (price: number, color: string, title: string, style = LineStyle.Dashed) =>
      lines.current.push(
        s.createPriceLine({ price, color, lineWidth: 2, lineStyle: style, axisLabelVisible: true, title }),
      );
    add(plan.entry, '#f5b82e', 'Entrada', LineStyle.Solid);
    add(plan.target, '#22c55e', 'Alvo');
    add(plan.stop, '#ef4444', 'Stop');
    box.current?.setAttribute('data-price-lines', String(lines.current.length));
  }, [plan, symbol]);

  return (
    <div ref={box} className={className} data-testid="price-chart" aria-label={`Gráfico de ${symbol}`} />
  );
}
