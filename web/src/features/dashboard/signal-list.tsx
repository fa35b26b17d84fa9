import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatTime } from '@sinais/shared';
import { useMarketStore } from '@/lib/live/market-store';
import { useSignalsStore } from '@/lib/live/signals-store';
import { useStrategyTracks } from '@/lib/strategy-tracks';
import {
  filterSignals,
  hasFilters,
  NO_FILTERS,
  type DashboardList,
  type SignalFilters,
} from './dashboard-rules';
import { useFavoritesStore } from './favorites';
import { SignalCard } from '@/components/signal-card/signal-card';
import { SignalFilterBar } from './signal-filters';
import { WarmupNotice } from './warmup-notice';

const NEW_HIGHLIGHT_MS = 60_000;

/** The confirmed signals of the day with their filters, last update and empty or first-run states. */
export function SignalList({ list, now }: { list: DashboardList; now: Date }) {
  const status = useSignalsStore((s) => s.status);
  const error = useSignalsStore((s) => s.error);
  const lastUpdate = useSignalsStore((s) => s.lastUpdate);
  const byId = useSignalsStore((s) => s.byId);
  const prices = useMarketStore((s) => s.prices);
  const favorites = useFavoritesStore((s) => s.ids);
  const toggleFavorite = useFavoritesStore((s) => s.toggle);
  const tracks = useStrategyTracks();
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
          <div className="signal-grid">
            {shown.map((s) => (
              <SignalCard
                variant="member"
                key={s.id}
                signal={s}
                favorite={favorites.includes(s.id)}
                onToggleFavorite={() => toggleFavorite(s.id)}
                livePrice={prices[s.symbol]}
                isNew={Boolean(byId[s.id]?.liveAt && now.getTime() - byId[s.id]!.liveAt! < NEW_HIGHLIGHT_MS)}
                track={tracks.data ? (tracks.data.get(`${s.strategy}|${s.timeframe}`) ?? null) : undefined}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
