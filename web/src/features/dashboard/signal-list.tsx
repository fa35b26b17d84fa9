import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatTime } from '@sinais/shared';
import { useSignalsStore } from '@/lib/live/signals-store';
import {
  filterSignals,
  hasFilters,
  NO_FILTERS,
  type DashboardList,
  type SignalFilters,
} from './dashboard-rules';
import { useFavoritesStore } from './favorites';
import { SignalFilterBar } from './signal-filters';
import { SignalGrid } from './signal-grid';
import { WarmupNotice } from './warmup-notice';

/** The confirmed signals of the day with their filters, last update and empty or first-run states. */
export function SignalList({ list, now }: { list: DashboardList; now: Date }) {
  const status = useSignalsStore((s) => s.status);
  const error = useSignalsStore((s) => s.error);
  const lastUpdate = useSignalsStore((s) => s.lastUpdate);
  const favorites = useFavoritesStore((s) => s.ids);
  const [filters, setFilters] = useState<SignalFilters>(NO_FILTERS);
  const shown = filterSignals(list.signals, filters, favorites);

  return (
    <>
      <div className="signals-head">
        <h2>Sinais confirmados</h2>
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
            {list.total === 0 ? <WarmupNotice now={now} /> : null}
          </div>
        ) : (
          <SignalGrid signals={shown} liveAt={list.liveAt} now={now} record="published" />
        )}
      </div>
    </>
  );
}
