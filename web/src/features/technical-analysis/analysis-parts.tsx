import {
  NO_SIGNAL_REASON_LABELS,
  type IndicatorSnapshot,
  type PairAnalysis,
  type ViewSignal,
} from '@sinais/shared';
import { Badge, EmptyState, Panel, scoreTone } from '@/components/admin/console';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { formatDateTime, formatNumber, formatTime } from '@/lib/format';
import { HISTORY_SHOWN, PENDING_SHOWN } from './analysis-store';

export const fmtN = (v: number | null | undefined, d = 2) =>
  v === null || v === undefined ? '—' : formatNumber(v, d);

const INDICATOR_COLUMNS: Column<[string, IndicatorSnapshot]>[] = [
  { header: 'TF', cell: ([tf]) => tf },
  { header: 'RSI', cell: ([, ind]) => fmtN(ind.rsi, 1) },
  {
    header: 'MACD (hist.)',
    cell: ([, ind]) => (ind.macd ? `${fmtN(ind.macd.macd, 4)} (${fmtN(ind.macd.histogram, 4)})` : '—'),
  },
  {
    header: 'Bollinger',
    cell: ([, ind]) => (ind.bollinger_position === null ? '—' : `${fmtN(ind.bollinger_position * 100, 0)}%`),
  },
  {
    header: 'Volume',
    cell: ([, ind]) => (ind.volume_ratio === null ? '—' : `${fmtN(ind.volume_ratio, 2)}x`),
  },
  {
    header: 'S/R dist.',
    cell: ([, ind]) => (ind.sr_distance === null ? '—' : `${fmtN(ind.sr_distance, 2)}%`),
  },
  {
    header: 'Variação',
    className: ([, ind]) => (ind.price_change >= 0 ? 'ac-buy' : 'ac-sell'),
    cell: ([, ind]) => `${fmtN(ind.price_change, 2)}%`,
  },
];

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

type Verdict = Pick<PairAnalysis, 'status' | 'signal_generated' | 'direction' | 'no_signal_reason'>;

/** Why there is no signal, in words; null for a signal or an analysis stored before the reason existed. */
export function noSignalReason(a: Verdict): string | null {
  return a.signal_generated || !a.no_signal_reason ? null : NO_SIGNAL_REASON_LABELS[a.no_signal_reason];
}

export function resultBadge(a: Verdict) {
  if (a.signal_generated)
    return <Badge tone={a.direction === 'VENDA' ? 'red' : 'green'}>SINAL {a.direction ?? ''}</Badge>;
  if (a.status === 'analyzing') return <Badge tone="blue">ANALISANDO</Badge>;
  const reason = noSignalReason(a);
  return (
    <span className="ac-verdict" data-testid="no-signal">
      <Badge>SEM SINAL</Badge>
      {reason ? <small className="ac-verdict__reason">{reason}</small> : null}
    </span>
  );
}

const scoreClass = (score: number) => `ac-score ac-score--${scoreTone(score)}`;

const HISTORY_COLUMNS: Column<PairAnalysis>[] = [
  { header: 'Hora', className: 'ac-mono', cell: (h) => formatTime(h.analyzed_at) },
  { header: 'Par', cell: (h) => <strong>{h.symbol}</strong> },
  { header: 'TF', cell: (h) => h.timeframe.toUpperCase() },
  { header: 'Estratégia', cell: (h) => h.strategy },
  { header: 'Score', className: (h) => scoreClass(h.overall_score), cell: (h) => fmtN(h.overall_score, 1) },
  { header: 'Status', cell: resultBadge },
];

const PENDING_COLUMNS: Column<ViewSignal>[] = [
  { header: 'Par', cell: (s) => <strong>{s.symbol}</strong> },
  {
    header: 'Direção',
    className: (s) => (s.direction === 'COMPRA' ? 'ac-buy' : 'ac-sell'),
    cell: (s) => s.direction,
  },
  {
    header: 'Score',
    className: (s) => scoreClass(s.score ?? 0),
    cell: (s) => (s.score === undefined ? '—' : fmtN(s.score, 0)),
  },
  { header: 'Entrada', className: 'ac-mono', cell: (s) => fmtN(s.entry_price, 6) },
  { header: 'Alvo', className: 'ac-mono', cell: (s) => fmtN(s.target_price, 6) },
  { header: 'Stop', className: 'ac-mono', cell: (s) => fmtN(s.stop_loss, 6) },
  {
    header: 'Criado',
    className: 'ac-mono',
    title: (s) => formatDateTime(s.created_at, true),
    cell: (s) => formatTime(s.created_at),
  },
];

/** The latest analyses and the saved pending signals. */
export function HistoryAndPending({ history, pending }: { history: PairAnalysis[]; pending: ViewSignal[] }) {
  return (
    <div className="ac-grid">
      <Panel title={`Últimas análises (${Math.min(history.length, HISTORY_SHOWN)} de ${history.length})`}>
        <DataTable
          columns={HISTORY_COLUMNS}
          rows={history.slice(0, HISTORY_SHOWN)}
          rowKey={(h) => `${h.symbol}-${h.analyzed_at}`}
          testId="analysis-history"
          empty={<EmptyState title="Nenhuma análise registrada" />}
        />
      </Panel>
      <Panel title={`Sinais pendentes salvos (${pending.length})`}>
        <DataTable
          columns={PENDING_COLUMNS}
          rows={pending.slice(0, PENDING_SHOWN)}
          rowKey={(p) => p.id}
          testId="pending-table"
          empty={
            <EmptyState title="Nenhum sinal pendente">
              Sinais gerados aparecem aqui até o monitoramento decidir.
            </EmptyState>
          }
        />
      </Panel>
    </div>
  );
}
