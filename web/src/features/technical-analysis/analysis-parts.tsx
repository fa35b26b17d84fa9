import {
  NO_SIGNAL_REASON_LABELS,
  type IndicatorSnapshot,
  type PairAnalysis,
  type ViewSignal,
} from '@sinais/shared';
import { Badge, EmptyState, Panel, scoreTone } from '@/components/admin/console';
import { formatDateTime, formatNumber, formatTime } from '@/lib/format';
import { HISTORY_SHOWN, PENDING_SHOWN } from './analysis-store';

export const fmtN = (v: number | null | undefined, d = 2) =>
  v === null || v === undefined ? '—' : formatNumber(v, d);

export function IndicatorTable({ current }: { current: PairAnalysis }) {
  const rows: Array<[string, IndicatorSnapshot]> = current.by_timeframe
    ? (['1h', '4h', '1d'] as const)
        .filter((t) => current.by_timeframe?.[t])
        .map((t) => [t.toUpperCase(), current.by_timeframe![t]!])
    : [[current.timeframe.toUpperCase(), current.indicators]];
  return (
    <table className="ac-table ac-mono">
      <thead>
        <tr>
          <th>TF</th>
          <th>RSI</th>
          <th>MACD (hist.)</th>
          <th>Bollinger</th>
          <th>Volume</th>
          <th>S/R dist.</th>
          <th>Variação</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([tf, ind]) => (
          <tr key={tf}>
            <td>{tf}</td>
            <td>{fmtN(ind.rsi, 1)}</td>
            <td>{ind.macd ? `${fmtN(ind.macd.macd, 4)} (${fmtN(ind.macd.histogram, 4)})` : '—'}</td>
            <td>{ind.bollinger_position === null ? '—' : `${fmtN(ind.bollinger_position * 100, 0)}%`}</td>
            <td>{ind.volume_ratio === null ? '—' : `${fmtN(ind.volume_ratio, 2)}x`}</td>
            <td>{ind.sr_distance === null ? '—' : `${fmtN(ind.sr_distance, 2)}%`}</td>
            <td className={ind.price_change >= 0 ? 'ac-buy' : 'ac-sell'}>{fmtN(ind.price_change, 2)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
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

/** The latest analyses and the saved pending signals. */
export function HistoryAndPending({ history, pending }: { history: PairAnalysis[]; pending: ViewSignal[] }) {
  return (
    <div className="ac-grid">
      <Panel title={`Últimas análises (${Math.min(history.length, HISTORY_SHOWN)} de ${history.length})`}>
        {history.length === 0 ? (
          <EmptyState title="Nenhuma análise registrada" />
        ) : (
          <table className="ac-table" data-testid="analysis-history">
            <thead>
              <tr>
                <th>Hora</th>
                <th>Par</th>
                <th>TF</th>
                <th>Estratégia</th>
                <th>Score</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {history.slice(0, HISTORY_SHOWN).map((h) => (
                <tr key={`${h.symbol}-${h.analyzed_at}`}>
                  <td className="ac-mono">{formatTime(h.analyzed_at)}</td>
                  <td>
                    <strong>{h.symbol}</strong>
                  </td>
                  <td>{h.timeframe.toUpperCase()}</td>
                  <td>{h.strategy}</td>
                  <td className={`ac-score ac-score--${scoreTone(h.overall_score)}`}>
                    {fmtN(h.overall_score, 1)}
                  </td>
                  <td>{resultBadge(h)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      <Panel title={`Sinais pendentes salvos (${pending.length})`}>
        {pending.length === 0 ? (
          <EmptyState title="Nenhum sinal pendente">
            Sinais gerados aparecem aqui até o monitoramento decidir.
          </EmptyState>
        ) : (
          <table className="ac-table" data-testid="pending-table">
            <thead>
              <tr>
                <th>Par</th>
                <th>Direção</th>
                <th>Score</th>
                <th>Entrada</th>
                <th>Alvo</th>
                <th>Stop</th>
                <th>Criado</th>
              </tr>
            </thead>
            <tbody>
              {pending.slice(0, PENDING_SHOWN).map((s) => (
                <tr key={s.id}>
                  <td>
                    <strong>{s.symbol}</strong>
                  </td>
                  <td className={s.direction === 'COMPRA' ? 'ac-buy' : 'ac-sell'}>{s.direction}</td>
                  <td className={`ac-score ac-score--${scoreTone(s.score ?? 0)}`}>
                    {s.score === undefined ? '—' : fmtN(s.score, 0)}
                  </td>
                  <td className="ac-mono">{fmtN(s.entry_price, 6)}</td>
                  <td className="ac-mono">{fmtN(s.target_price, 6)}</td>
                  <td className="ac-mono">{fmtN(s.stop_loss, 6)}</td>
                  <td className="ac-mono" title={formatDateTime(s.created_at, true)}>
                    {formatTime(s.created_at)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </div>
  );
}
