import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatTime } from '@sinais/shared';
import { Pager } from '@/components/pager/pager';
import { useSignalsStore } from '@/lib/live/signals-store';
import {
  filterSignals,
  hasFilters,
  NO_FILTERS,
  pageOf,
  type DashboardList,
  type SignalFilters,
} from './dashboard-rules';
import { useFavoritesStore } from './favorites';
import { SignalFilterBar } from './signal-filters';
import { SignalGrid } from './signal-grid';

// Loaded only on an instance with demonstration signals.
const DemoNoticeBrief = lazy(() =>
  import('@/components/demo-notice/demo-notice').then((m) => ({ default: m.DemoNoticeBrief })),
);

/** Back to the list's heading after a page change, so a phone does not stay at the bottom of the old page. */
const toListTop = () => document.getElementById('signals-title')?.scrollIntoView({ block: 'start' });

/**
 * The confirmed signals of the day with their filters, last update and empty or first-run states, one page at a
 * time. On simulated prices (`demo`) they are called what they are: demonstration signals.
 */
export function SignalList({ list, now, demo }: { list: DashboardList; now: Date; demo: boolean }) {
  const status = useSignalsStore((s) => s.status);
  const error = useSignalsStore((s) => s.error);
  const lastUpdate = useSignalsStore((s) => s.lastUpdate);
  const favorites = useFavoritesStore((s) => s.ids);
  const [filters, setFiltersState] = useState<SignalFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const shown = filterSignals(list.signals, filters, favorites);
  const paged = pageOf(shown, page);
  const setFilters = (next: SignalFilters) => {
    setFiltersState(next);
    setPage(1);
  };

  return (
    <>
      <div className="signals-head">
        <h2 id="signals-title">{demo ? 'Sinais de demonstração' : 'Sinais confirmados'}</h2>
        <p className="muted">
          Reinício diário às 21:00 · sinais desde {formatDateTime(list.cutoff)} ·{' '}
          <Link to="/historico-desempenho" data-testid="track-record-link">
            Histórico de desempenho
          </Link>
        </p>
        <span className="muted signals-updated" data-testid="signals-updated">
          Última atualização: {lastUpdate ? formatTime(lastUpdate) : '—'}
        </span>
        <SignalFilterBar filters={filters} onChange={setFilters} />
      </div>
      {demo ? (
        <Suspense fallback={null}>
          <DemoNoticeBrief />
        </Suspense>
      ) : null}

      <div className="signals-region" aria-live="polite">
        {status === 'error' && list.total === 0 ? (
          <div className="dash-message dash-message--error" role="alert">
            Erro ao carregar sinais: {error}
          </div>
        ) : (status === 'idle' || status === 'loading') && list.total === 0 ? (
          <div className="dash-message">
            <span className="spinner spinner--sm" aria-hidden="true" /> Carregando sinais...
          </div>
        ) : shown.length === 0 ? (
          <div className="dash-message">
            {filters.side === 'fav' && list.total > 0
              ? 'Nenhum sinal favorito ainda: toque na estrela de um sinal.'
              : hasFilters(filters) && list.total > 0
                ? 'Nenhum sinal com esses filtros.'
                : 'Nenhum sinal encontrado.'}
          </div>
        ) : (
          <>
            <SignalGrid signals={paged.items} liveAt={list.liveAt} now={now} record="published" />
            <Pager
              page={paged.page}
              pages={paged.pages}
              label="Páginas dos sinais"
              detail={`· ${shown.length} sinais`}
              onPage={(p) => {
                setPage(p);
                toListTop();
              }}
            />
          </>
        )}
      </div>
    </>
  );
}
