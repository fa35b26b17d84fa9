import type { TopPair } from '@sinais/shared';
import { EmptyState, Panel, Stat } from '@/components/admin/console';
import { formatDateTime, formatNumber } from '@/lib/format';

export interface ListData {
  selection_id: number | null;
  pairs: TopPair[];
  total: number;
  last_updated: string | null;
  next_update: string | null;
  update_frequency: string;
  source: string | null;
}
export interface Stats {
  total_usdt_pairs: number;
  pairs_with_50x: number;
  top_150_selected: number;
  selection_rate: number;
}
export interface Criteria {
  leverage_minimum: number;
  analysis_period: string;
  volume_weight: number;
  volatility_weight: number;
  pair_type: string;
  leverage_source?: string;
  process: string[];
}

export const safeDate = (v: string | null) => (v ? formatDateTime(v) : 'Data inválida');

/** Selection counters, the criteria of the selection and when it runs. */
export function SelectionOverview({
  stats,
  criteria,
  list,
}: {
  stats: Stats | null;
  criteria: Criteria | null;
  list: ListData | null;
}) {
  return (
    <>
      <div className="ac-grid ac-grid--stats">
        <Stat label="Pares USDT" value={stats?.total_usdt_pairs ?? '—'} tone="blue" />
        <Stat label="Com alavancagem 50x" value={stats?.pairs_with_50x ?? '—'} tone="amber" />
        <Stat label="TOP 150 selecionados" value={stats?.top_150_selected ?? '—'} tone="green" />
        <Stat label="Taxa de seleção" value={stats ? `${formatNumber(stats.selection_rate, 1)}%` : '—'} />
      </div>
      <div className="ac-grid ac-grid--2">
        <Panel title="Critérios e processo">
          {criteria ? (
            <>
              <dl className="ac-kv">
                <dt>Alavancagem mínima</dt>
                <dd>{criteria.leverage_minimum}x</dd>
                <dt>Período de análise</dt>
                <dd>{criteria.analysis_period}</dd>
                <dt>Peso volume / volatilidade</dt>
                <dd>
                  {criteria.volume_weight}% / {criteria.volatility_weight}%
                </dd>
                <dt>Tipo de par</dt>
                <dd>{criteria.pair_type}</dd>
              </dl>
              {criteria.leverage_source ? (
                <p className="ac-muted">Fonte da alavancagem: {criteria.leverage_source}</p>
              ) : null}
              <ol style={{ margin: '8px 0 0', paddingLeft: 20, fontSize: '0.86rem' }}>
                {criteria.process.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ol>
            </>
          ) : (
            <EmptyState title="Nenhuma seleção registrada ainda" />
          )}
        </Panel>
        <Panel title="Atualização">
          <dl className="ac-kv">
            <dt>Última</dt>
            <dd data-testid="pairs-last-updated">{safeDate(list?.last_updated ?? null)}</dd>
            <dt>Próxima</dt>
            <dd>{safeDate(list?.next_update ?? null)}</dd>
            <dt>Frequência</dt>
            <dd>a cada {list?.update_frequency ?? '4h'}</dd>
            <dt>Fonte</dt>
            <dd>
              {list?.source === 'sim'
                ? 'Simulador'
                : list?.source === 'binance'
                  ? 'Binance'
                  : (list?.source ?? '—')}
            </dd>
          </dl>
        </Panel>
      </div>
    </>
  );
}
