import { lazy, Suspense } from 'react';
import { DEMO_SIGNAL_TAG, type TrackRecordResponse } from '@sinais/shared';
import { Pager } from '@/components/pager/pager';
import { EntriesTable } from './entries-table';
import { MISSING } from './figures';
import { RecordSummary } from './record-summary';
import { StrategyTable } from './strategy-table';

// The chart library loads after the tables, which show at once.
const EquityChart = lazy(() => import('./equity-chart').then((m) => ({ default: m.EquityChart })));

interface Paging {
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** One record's figures, curve, strategies and entries (published or experimental: never both). */
export function RecordBody({
  r,
  filtered,
  paging,
}: {
  r: TrackRecordResponse;
  filtered: boolean;
  paging: Paging;
}) {
  const experimental = r.record === 'experimental';
  return (
    <>
      <RecordSummary r={r} />
      {r.simulated_entries > 0 ? (
        <p className="track-note" data-testid="demo-record-note" role="note">
          {r.simulated_entries === r.summary.signals
            ? 'Todos estes sinais são de demonstração, feitos sobre preços simulados'
            : `${r.simulated_entries} destes sinais são de demonstração, feitos sobre preços simulados (marcados “${DEMO_SIGNAL_TAG}”)`}
          : seus resultados mostram como o histórico funciona e não valem como desempenho real.
        </p>
      ) : null}
      {!r.funding_included && r.summary.closed > 0 ? (
        <p className="track-note" data-testid="funding-note" role="note">
          Funding não incluído: a fonte de dados não informou as taxas de financiamento destas operações; o
          resultado líquido desconta as taxas de negociação.
        </p>
      ) : null}

      <div className="panel chart-panel">
        <div className="chart-panel__head spread-row">
          <h2>Curva de capital (resultado líquido acumulado)</h2>
          <p className="muted">{r.equity.length} operações encerradas, por data de encerramento</p>
        </div>
        {r.equity.length > 0 ? (
          <Suspense fallback={<p className="muted">Carregando gráfico...</p>}>
            <EquityChart points={r.equity} />
          </Suspense>
        ) : (
          <p className="muted" data-testid="equity-empty">
            Nenhuma operação encerrada com resultado líquido ainda.
          </p>
        )}
      </div>

      <div className="panel">
        <h2>Por estratégia</h2>
        {r.by_strategy.length > 0 ? (
          <StrategyTable rows={r.by_strategy} />
        ) : (
          <p className="muted">
            Sem sinais {experimental ? 'experimentais' : 'publicados'} {filtered ? 'neste filtro' : 'ainda'}.
          </p>
        )}
      </div>

      <div className="panel">
        <div className="chart-panel__head spread-row">
          <h2>Sinais</h2>
          <p className="muted">
            {r.total_entries} sinais · página {r.page} de {paging.pages}
          </p>
        </div>
        {r.entries.length > 0 ? (
          <EntriesTable entries={r.entries} />
        ) : (
          <p className="muted">Nenhum sinal encontrado.</p>
        )}
        <Pager {...paging} label="Páginas do histórico" />
      </div>

      <p className="muted track-method">
        {experimental
          ? 'Histórico experimental: só sinais de estratégias que o portão não aprovou, contados à parte — nunca somados ao histórico publicado, às estatísticas nem aos alertas. '
          : ''}
        Como calculamos: cada sinal é contado uma vez, com o preço de entrada da confirmação (quando o membro
        o recebe). Taxa de acerto = alvos atingidos ÷ operações encerradas (alvo, stop ou expiração): uma
        operação expirada nunca conta como acerto. O intervalo de confiança é o de Wilson, de 95 %. Resultados
        em % do preço de entrada, líquidos de taxas
        {r.funding_included ? ' e funding' : ''}; {MISSING} = dado indisponível.
      </p>
    </>
  );
}
