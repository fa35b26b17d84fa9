import { LineStyle, type IChartApi, type IPriceLine, type ISeriesApi } from 'lightweight-charts';
import { labelsWithoutOverlap } from './chart-format';

export interface PlanLines {
  entry: number;
  target: number;
  stop: number;
}

export const PLAN_COLORS = { entry: '#f5b82e', target: '#22c55e', stop: '#ef4444' } as const;
/** Height of a price-axis label at the chart's 11 px font, with its padding. */
const LABEL_PX = 18;

export type PlanPriceLines = Record<keyof PlanLines, IPriceLine>;

/** Entry, target and stop as price lines: colored axis labels, no in-pane titles (the legend names them). */
export function drawPlanLines(series: ISeriesApi<'Candlestick'>, plan: PlanLines): PlanPriceLines {
  const line = (key: keyof PlanLines, style: LineStyle) =>
    series.createPriceLine({
      price: plan[key],
      color: PLAN_COLORS[key],
      lineWidth: 2,
      lineStyle: style,
      axisLabelVisible: true,
      axisLabelColor: PLAN_COLORS[key],
      axisLabelTextColor: '#0b1220',
      title: '',
    });
  return {
    entry: line('entry', LineStyle.Solid),
    target: line('target', LineStyle.Dashed),
    stop: line('stop', LineStyle.Dashed),
  };
}

/**
 * Hides the axis labels that would overlap: the last price first, then stop, target and entry. Returns the
 * prices labelled on the axis and the price span of one label's height (the tick marks under them go blank).
 */
export function placeLabels(
  chart: IChartApi,
  series: ISeriesApi<'Candlestick'>,
  lines: PlanPriceLines,
  plan: PlanLines,
  lastClose: number | null,
): { prices: number[]; gap: number } {
  const y = (price: number | null) => (price === null ? null : series.priceToCoordinate(price));
  const height = chart.paneSize().height;
  const inside = (v: number | null) => (v !== null && v >= 0 && v <= height ? v : null);
  const shown = labelsWithoutOverlap(
    [
      { key: 'last', y: inside(y(lastClose)) },
      { key: 'stop', y: inside(y(plan.stop)) },
      { key: 'target', y: inside(y(plan.target)) },
      { key: 'entry', y: inside(y(plan.entry)) },
    ],
    LABEL_PX,
  );
  for (const key of ['entry', 'target', 'stop'] as const)
    lines[key].applyOptions({ axisLabelVisible: shown.has(key) });
  const prices = (['entry', 'target', 'stop'] as const).filter((k) => shown.has(k)).map((k) => plan[k]);
  if (lastClose !== null && shown.has('last')) prices.push(lastClose);
  const top = series.coordinateToPrice(0);
  const below = series.coordinateToPrice(LABEL_PX);
  return { prices, gap: top !== null && below !== null ? Math.abs(top - below) : 0 };
}
