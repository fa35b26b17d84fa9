import { lazy, Suspense, useState, type FormEvent } from 'react';
import { formatDateTime, timeframeSchema, type Timeframe } from '@sinais/shared';
import { DateField } from '@/components/date-field';
import { PageHeader } from '@/components/page-header';
import { dateTextToDay, dayToDateText } from '@/lib/date-text';
import { withQueryClient } from '@/lib/query-client';
import { useStrategyTracks } from '@/lib/strategy-tracks';
import { downloadTrackRecordCsv, PAGE_SIZE, useTrackRecord, type TrackFilters } from './api';
import { EntriesTable } from './entries-table';
import { ciText, MISSING, ratePct, signedPct, totalNet } from './figures';
import { StrategyTable } from './strategy-table';
import '@/styles/member-area.css';
import './track-record.css';

// The chart library loads after the tables, which show at once.
const EquityChart = lazy(() => import('./equity-chart').then((m) => ({ default: m.EquityChart })));

function Tile({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <div className="stat-tile" data-testid={testId}>
      <span className="stat-tile__label">{label}</span>
      <span className="stat-tile__value">{value}</span>
      {hint ? <span className="stat-tile__trend muted">{hint}</span> : null}
    </div>
  );
}

function Filters({ value, onApply }: { value: TrackFilters; onApply: (f: TrackFilters) => void }) {
  const tracks = useStrategyTracks();
  const strategies = [...new Set([...(tracks.data?.values() ?? [])].map((g) => g.strategy))];
  const submit = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const data = new FormData(ev.currentTarget);
    const text = (k: string) => String(data.get(k) ?? '') || undefined;
    const tf = timeframeSchema.safeParse(data.get('timeframe'));
    onApply({
      strategy: text('strategy'),
      timeframe: tf.success ? (tf.data as Timeframe) : undefined,
      from: dateTextToDay(String(data.get('from') ?? '')) ?? undefined,
      to: dateTextToDay(String(data.get('to') ?? '')) ?? undefined,
    });
  };
  return (
    <form className="panel track-filters" onSubmit={submit} aria-label="Filtrar histórico">
      <label>
        Estratégia
        <select name="strategy" defaultValue={value.strategy ?? ''}>
          <option value="">Todas</option>
          {strategies.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        Timeframe
        <select name="timeframe" defaultValue={value.timeframe ?? ''}>
          <option value="">Todos</option>
          {timeframeSchema.options.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <DateField label="De" name="from" defaultValue={dayToDateText(value.from)} />
      <DateField label="Até" name="to" defaultValue={dayToDateText(value.to)} />
      <button type="submit" className="btn btn--sm btn--primary">
        Filtrar
      </button>
    </form>
  );
}

function TrackRecordContent() {
  const [filters, setFilters] = useState<TrackFilters>({});
  const [page, setPage] = useState(1);
  const [csvState, setCsvState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const q = useTrackRecord(filters, page);
  const r = q.data;
  const pages = r ? Math.max(1, Math.ceil(r.total_entries / PAGE_SIZE)) : 1;

  const download = () => {
    setCsvState({ busy: true, error: null });
    downloadTrackRecordCsv(filters)
      .then(() => setCsvState({ busy: false, error: null }))
      .catch((err: unknown) =>
        setCsvState({ busy: false, error: `Não foi possível baixar o CSV: ${(err as Error).message}` }),
      );
  };

  return (
    <section className="page track-page" aria-labelledby="page-title">
      <PageHeader
        eyebrow="Desempenho"
        title="Histórico de desempenho"
        subtitle={
          r
            ? `Todos os sinais publicados: confirmados, rejeitados, expirados e em aberto · atualizado em ${formatDateTime(r.generated_at, true)}`
            : 'Todos os sinais publicados: confirmados, rejeitados, expirados e em aberto.'
        }
        actions={
          <button
            type="button"
            className="btn btn--sm"
            onClick={download}
            disabled={csvState.busy}
            data-testid="csv-download"
          >
            {csvState.busy ? 'Gerando CSV...' : 'Baixar CSV'}
          </button>
        }
      />
      {csvState.error ? (
        <p className="track-message track-message--error" role="alert">
          {csvState.error}
        </p>
      ) : null}

      <Filters
        value={filters}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />

      {q.isError && !r ? (
        <div className="track-message track-message--error" role="alert" data-testid="track-error">
          Erro ao carregar o histórico: {(q.error as Error).message}{' '}
          <button type="button" className="btn btn--sm" onClick={() => void q.refetch()}>
            Tentar novamente
          </button>
        </div>
      ) : !r ? (
        <div className="track-message">
          <span className="spinner spinner--sm" aria-hidden="true" /> Carregando histórico...
        </div>
      ) : (
        <>
          <div className="stat-grid track-summary" data-testid="track-summary">
            <Tile
              label="Sinais publicados"
              value={String(r.summary.signals)}
              hint={`${r.summary.confirmed} confirmados · ${r.summary.rejected} rejeitados`}
            />
            <Tile
              label="Operações encerradas"
              value={String(r.summary.closed)}
              hint={`${r.summary.wins} alvo · ${r.summary.losses} stop · ${r.summary.expired} expiradas · ${r.summary.open} em aberto`}
            />
            <Tile
              testId="track-win-rate"
              label="Taxa de acerto"
              value={ratePct(r.summary.win_rate)}
              hint={
                r.summary.win_rate_ci
                  ? `IC 95 %: ${ciText(r.summary.win_rate_ci)}`
                  : 'sem operações encerradas'
              }
            />
            <Tile
              testId="track-avg-net"
              label="Resultado líquido médio"
              value={signedPct(r.summary.avg_net_pct)}
              hint="por operação, após taxas"
            />
            <Tile
              label="Resultado líquido acumulado"
              value={signedPct(totalNet(r.summary))}
              hint="soma de operações de mesmo tamanho"
            />
          </div>

          {!r.funding_included && r.summary.closed > 0 ? (
            <p className="track-note" data-testid="funding-note" role="note">
              Funding não incluído: a fonte de dados não informou as taxas de financiamento destas operações;
              o resultado líquido desconta as taxas de negociação.
            </p>
          ) : null}

          <div className="panel chart-panel">
            <div className="chart-panel__head">
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
                Sem sinais publicados {filters.strategy || filters.timeframe ? 'neste filtro' : 'ainda'}.
              </p>
            )}
          </div>

          <div className="panel">
            <div className="chart-panel__head">
              <h2>Sinais</h2>
              <p className="muted">
                {r.total_entries} sinais · página {r.page} de {pages}
              </p>
            </div>
            {r.entries.length > 0 ? (
              <EntriesTable entries={r.entries} />
            ) : (
              <p className="muted">Nenhum sinal encontrado.</p>
            )}
            {pages > 1 ? (
              <nav className="track-pager" aria-label="Páginas do histórico">
                <button
                  type="button"
                  className="btn btn--sm"
                  disabled={page <= 1 || q.isFetching}
                  onClick={() => setPage((p) => p - 1)}
                >
                  Anterior
                </button>
                <span>
                  {page} / {pages}
                </span>
                <button
                  type="button"
                  className="btn btn--sm"
                  disabled={page >= pages || q.isFetching}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Próxima
                </button>
              </nav>
            ) : null}
          </div>

          <p className="muted track-method">
            Como calculamos: cada sinal é contado uma vez, com o preço de entrada da confirmação (quando o
            membro o recebe). Taxa de acerto = alvos atingidos ÷ operações encerradas (alvo, stop ou
            expiração): uma operação expirada nunca conta como acerto. O intervalo de confiança é o de Wilson,
            de 95 %. Resultados em % do preço de entrada, líquidos de taxas
            {r.funding_included ? ' e funding' : ''}; {MISSING} = dado indisponível.
          </p>
        </>
      )}
    </section>
  );
}

export const TrackRecordPage = withQueryClient(TrackRecordContent);
