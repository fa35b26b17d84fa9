import type { PairDrillDown } from '@sinais/shared';
import { Link, useParams } from 'react-router-dom';
import {
  Badge,
  EmptyState,
  Panel,
  adminErrorMessage,
  AdminPage,
  EmptyPanel,
} from '@/components/admin/console';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { ErrorNote } from '@/components/error-note';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { statusLabel } from '@/lib/status-labels';
import { api, useApiQuery } from '@/lib/api';
import { pollEvery } from '@/lib/polling';
import { TrendChart } from './trend-chart';

const REFRESH_MS = 30_000;
const INDICATOR_LABEL: Record<string, string> = {
  rsi: 'RSI(14)',
  bollinger_position: 'Posição nas bandas',
  volume_ratio: 'Volume / média 20',
  sr_distance: 'Distância S/R (%)',
  current_price: 'Preço',
  price_change: 'Variação (%)',
};

function indicatorValue(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'number') return formatNumber(v, 4);
  if (typeof v === 'object') {
    const m = v as { macd?: number; signal?: number; histogram?: number };
    if ('histogram' in m)
      return `${formatNumber(m.macd ?? 0, 4)} / ${formatNumber(m.signal ?? 0, 4)} / ${formatNumber(m.histogram ?? 0, 4)}`;
  }
  return String(v);
}

const SIGNAL_COLUMNS: Column<PairDrillDown['signals'][number]>[] = [
  { header: 'Criado', className: 'ac-mono', cell: (s) => formatDateTime(s.created_at, true) },
  {
    header: 'Direção',
    cell: (s) => <Badge tone={s.direction === 'COMPRA' ? 'green' : 'red'}>{s.direction}</Badge>,
  },
  { header: 'Estratégia', cell: (s) => `${s.strategy} (${s.timeframe.toUpperCase()})` },
  { header: 'Status', cell: (s) => statusLabel(s.status) },
  { header: 'Resultado', cell: (s) => (s.status === 'CONFIRMED' ? statusLabel(s.outcome) : '—') },
  {
    header: 'P&L líquido',
    cell: (s) => (s.profit_loss === null ? '—' : formatPercent(s.profit_loss, 2, true)),
  },
  {
    header: 'Motivo',
    className: 'ac-muted',
    cell: (s) => s.rejection_reasons[0] ?? s.confirmation_reasons[0] ?? '—',
  },
];

/** A pair's drill-down: its score at each analysis, the latest indicators and its signals over time. */
export function PairPage() {
  const symbol = (useParams().symbol ?? '').toUpperCase();
  const pair = useApiQuery(
    api.operations.pair,
    { params: { symbol } },
    {
      ...pollEvery(REFRESH_MS),
      select: (b) => b.data,
    },
  );
  const data = pair.data ?? null;
  const error = pair.error ? adminErrorMessage(pair.error) : null;

  const points = (data?.analyses ?? []).map((a) => ({
    t: formatDateTime(a.analyzed_at, true),
    score: a.score,
  }));
  return (
    <AdminPage
      eyebrow="Operação"
      title={symbol}
      subtitle="Pontuações, indicadores e sinais do par ao longo do tempo."
      actions={<Link to="/admin/operacao">← Operação</Link>}
    >
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {!data ? (
        <EmptyPanel title={error ? 'Não foi possível carregar' : 'Carregando...'} />
      ) : (
        <>
          <div className="ac-grid ac-grid--2">
            <Panel title={`Pontuação por análise (${data.analyses.length})`}>
              {points.length === 0 ? (
                <EmptyState title="Sem análises nos últimos 7 dias" />
              ) : (
                <TrendChart
                  data={points}
                  x="t"
                  y="score"
                  name="Pontuação"
                  color="#22c55e"
                  dot={false}
                  testId="pair-score-chart"
                  left={-20}
                  minTickGap={40}
                  domain={[0, 100]}
                />
              )}
            </Panel>
            <Panel title="Indicadores da última análise">
              {data.latest?.indicators ? (
                <dl className="ac-kv" data-testid="pair-indicators">
                  <dt>Quando</dt>
                  <dd>{formatDateTime(data.latest.analyzed_at, true)}</dd>
                  <dt>Melhor estratégia</dt>
                  <dd>
                    {data.latest.strategy} ({data.latest.timeframe.toUpperCase()}) ·{' '}
                    {formatNumber(data.latest.score, 0)}/100
                    {data.latest.direction ? ` · ${data.latest.direction}` : ''}
                  </dd>
                  {Object.entries(data.latest.indicators).map(([k, v]) => (
                    <div key={k} style={{ display: 'contents' }}>
                      <dt>{k === 'macd' ? 'MACD / sinal / histograma' : (INDICATOR_LABEL[k] ?? k)}</dt>
                      <dd className="ac-mono">{indicatorValue(v)}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <EmptyState title="Sem análise registrada" />
              )}
            </Panel>
          </div>
          <Panel title={`Sinais (${data.signals.length})`}>
            <DataTable
              columns={SIGNAL_COLUMNS}
              rows={data.signals}
              rowKey={(s) => s.id}
              testId="pair-signals"
              empty={<EmptyState title="Nenhum sinal para este par" />}
            />
          </Panel>
          <p className="ac-muted">Período: {data.window}.</p>
        </>
      )}
    </AdminPage>
  );
}
