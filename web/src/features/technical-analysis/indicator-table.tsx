import type { IndicatorSnapshot, PairAnalysis } from '@sinais/shared';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { formatFigure } from './format-figure';

const INDICATOR_COLUMNS: Column<[string, IndicatorSnapshot]>[] = [
  { header: 'TF', cell: ([tf]) => tf },
  { header: 'RSI', cell: ([, ind]) => formatFigure(ind.rsi, 1) },
  {
    header: 'MACD (hist.)',
    cell: ([, ind]) =>
      ind.macd ? `${formatFigure(ind.macd.macd, 4)} (${formatFigure(ind.macd.histogram, 4)})` : '—',
  },
  {
    header: 'Bollinger',
    cell: ([, ind]) =>
      ind.bollinger_position === null ? '—' : `${formatFigure(ind.bollinger_position * 100, 0)}%`,
  },
  {
    header: 'Volume',
    cell: ([, ind]) => (ind.volume_ratio === null ? '—' : `${formatFigure(ind.volume_ratio, 2)}x`),
  },
  {
    header: 'S/R dist.',
    cell: ([, ind]) => (ind.sr_distance === null ? '—' : `${formatFigure(ind.sr_distance, 2)}%`),
  },
  {
    header: 'Variação',
    className: ([, ind]) => (ind.price_change >= 0 ? 'ac-buy' : 'ac-sell'),
    cell: ([, ind]) => `${formatFigure(ind.price_change, 2)}%`,
  },
];

/** The indicators by timeframe (1H, 4H, 1D), or the one timeframe an older analysis has. */
export function IndicatorTable({ current }: { current: PairAnalysis }) {
  const rows: Array<[string, IndicatorSnapshot]> = current.by_timeframe
    ? (['1h', '4h', '1d'] as const)
        .filter((t) => current.by_timeframe?.[t])
        .map((t) => [t.toUpperCase(), current.by_timeframe![t]!])
    : [[current.timeframe.toUpperCase(), current.indicators]];
  return (
    <DataTable className="ac-table ac-mono" columns={INDICATOR_COLUMNS} rows={rows} rowKey={([tf]) => tf} />
  );
}
