import type { TopPairsSelection } from '@sinais/shared';
import { EmptyState, Panel, Stat } from '@/components/admin/console';
import { formatNumber } from '@/lib/format';
import type { TopPairsList } from './top-pairs-list';
import { formatUpdateTime } from './update-time';

/** Selection counters, the criteria of the selection and when it runs. */
export function SelectionOverview({
  stats,
  criteria,
  list,
}: {
  stats: TopPairsSelection['stats'] | null;
  criteria: TopPairsSelection['criteria'] | null;
  list: TopPairsList | null;
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
            <dd data-testid="pairs-last-updated">{formatUpdateTime(list?.last_updated ?? null)}</dd>
            <dt>Próxima</dt>
            <dd>{formatUpdateTime(list?.next_update ?? null)}</dd>
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
