import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  formatDateTime,
  formatPercent,
  formatUSD,
  marketStatusAt,
  zonedParts,
  type MarketId,
} from '@sinais/shared';
import { useConnectionStore } from '@/lib/live/connection-store';
import { useMarketStore } from '@/lib/live/market-store';
import { pad2 } from '@/lib/live/price-format';
import { countsMismatch } from '@/lib/live/signal-normalize';
import { useSignalsStore } from '@/lib/live/signals-store';
import { onSignalEvent, refreshSignals, startRealtime } from '@/lib/socket';
import { queryClient, withQueryClient } from '@/lib/query-client';
import { STRATEGY_TRACKS_KEY, useStrategyTracks } from '@/lib/strategy-tracks';
import { Link } from 'react-router-dom';
import { useInterval, useNow } from '@/lib/use-now';
import { clearApiCache } from '@/lib/service-worker-client';
import { fetchCleanup, fetchMarkets, refreshBtc, type CleanupCycle, type CleanupView } from './api';
import { dashboardList, MOTIVATIONAL_PHRASES, PHRASE_INTERVAL_MS } from './dashboard-rules';
import { useFavoritesStore } from './favorites';
import { SignalCard } from './signal-card';
import '@/styles/member-area.css';
import './dashboard.css';

const SIGNALS_POLL_MS = 120_000;
const MARKET_POLL_MS = 30_000;
const BTC_POLL_MS = 30_000;
const CLEANUP_POLL_MS = 60_000;
const NEW_HIGHLIGHT_MS = 60_000;

function useRotatingPhrase(): string {
  const [i, setI] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setI((n) => (n + 1) % MOTIVATIONAL_PHRASES.length), PHRASE_INTERVAL_MS);
    return () => clearInterval(t);
  }, []);
  return MOTIVATIONAL_PHRASES[i]!;
}

function MarketTile({ id, label, loaded, now }: { id: MarketId; label: string; loaded: boolean; now: Date }) {
  const m = loaded ? marketStatusAt(id, now) : null;
  const status = m?.status ?? 'CARREGANDO';
  const tone =
    status === 'ABERTO'
      ? 'open'
      : status === 'CARREGANDO'
        ? 'loading'
        : status === 'FECHADO'
          ? 'closed'
          : 'partial';
  return (
    <div className={`market-tile market-tile--${tone}`} data-testid={`market-${id}`}>
      <span className="market-tile__label">{label}</span>
      <span className="market-tile__status">
        <span className="pulse-dot" aria-hidden="true" />
        {status}
      </span>
      <span className="market-tile__time">{m ? `${m.time} local` : '--:--'}</span>
      <span className="market-tile__session">
        {m ? (m.session ? `Pregão ${m.session}` : m.holiday ? 'Feriado' : 'Fim de semana') : ' '}
      </span>
    </div>
  );
}

function CryptoClock({ now }: { now: Date }) {
  const p = zonedParts(now);
  return (
    <div className="market-tile market-tile--open market-tile--crypto" data-testid="crypto-clock">
      <span className="market-tile__label">CRYPTO</span>
      <span className="market-tile__status">
        <span className="pulse-dot" aria-hidden="true" />
        ABERTO 24/7
      </span>
      <span className="market-tile__clock" data-testid="crypto-clock-time">
        {pad2(p.hour)}:{pad2(p.minute)}:{pad2(p.second)}
      </span>
      <span className="market-tile__session">Horário de Brasília</span>
    </div>
  );
}

const CLEANUP_STATUS: Record<string, string> = {
  scheduled: 'Agendada',
  running: 'Em execução',
  completed: 'Concluída',
  error: 'Erro',
};

function CleanupItem({ title, cycle }: { title: string; cycle: CleanupCycle | undefined }) {
  return (
    <div className="cleanup-item">
      <div className="cleanup-item__head">
        <strong>{title}</strong>
        <span className="cleanup-item__time">{cycle?.time ?? '--:--'}</span>
      </div>
      <span className={`cleanup-item__status cleanup-item__status--${cycle?.status ?? 'scheduled'}`}>
        {cycle ? (CLEANUP_STATUS[cycle.status] ?? cycle.status) : 'CARREGANDO'}
      </span>
      <p>{cycle?.description ?? ' '}</p>
      {cycle?.last_run ? <small>Última execução: {formatDateTime(cycle.last_run)}</small> : null}
      {cycle?.next_run ? <small>Próxima: {formatDateTime(cycle.next_run)}</small> : null}
    </div>
  );
}

function DashboardContent() {
  const now = useNow(1000);
  const phrase = useRotatingPhrase();
  const byId = useSignalsStore((s) => s.byId);
  const status = useSignalsStore((s) => s.status);
  const error = useSignalsStore((s) => s.error);
  const btc = useMarketStore((s) => s.btc);
  const prices = useMarketStore((s) => s.prices);
  const connection = useConnectionStore((s) => s.state);
  const favorites = useFavoritesStore((s) => s.ids);
  const toggleFavorite = useFavoritesStore((s) => s.toggle);
  const [marketsLoaded, setMarketsLoaded] = useState(false);
  const [cleanup, setCleanup] = useState<CleanupView | null>(null);
  const [filter, setFilter] = useState<'all' | 'COMPRA' | 'VENDA' | 'fav'>('all');

  const tracks = useStrategyTracks();

  useEffect(() => {
    startRealtime();
    // A closed trade changes its strategy's record: refetch the (cached) records of the cards.
    return onSignalEvent((env) => {
      if (env.type === 'signal:closed') void queryClient.invalidateQueries({ queryKey: STRATEGY_TRACKS_KEY });
    });
  }, []);

  const pollMarkets = useCallback(() => {
    void fetchMarkets()
      .then(() => setMarketsLoaded(true))
      .catch(() => undefined);
  }, []);
  const pollCleanup = useCallback(() => {
    void fetchCleanup()
      .then(setCleanup)
      .catch(() => undefined);
  }, []);
  const pollBtc = useCallback(() => void refreshBtc(), []);
  // Fallback poll: only while the socket is not delivering (the socket took the first snapshot).
  const pollSignals = useCallback(() => {
    if (useConnectionStore.getState().state !== 'online') void refreshSignals().catch(() => undefined);
  }, []);
  useInterval(pollMarkets, MARKET_POLL_MS);
  useInterval(pollCleanup, CLEANUP_POLL_MS);
  useInterval(pollBtc, BTC_POLL_MS);
  useEffect(() => {
    const t = setInterval(pollSignals, SIGNALS_POLL_MS);
    return () => clearInterval(t);
  }, [pollSignals]);

  // The list changes at most once a minute by the clock (the 21:00 cut-off), or when the store changes.
  const minute = Math.floor(now.getTime() / 60_000);
  const list = useMemo(
    () => dashboardList(Object.values(byId), new Date(minute * 60_000 + 59_999)),
    [byId, minute],
  );
  const shown =
    filter === 'all'
      ? list.signals
      : filter === 'fav'
        ? list.signals.filter((s) => favorites.includes(s.id))
        : list.signals.filter((s) => s.type === filter);

  // spec 000 §4: buy + sell ≠ total → clear the worker's API cache and reload the list after 1 s.
  const lastReset = useRef(0);
  useEffect(() => {
    if (status !== 'ready' || !countsMismatch(list.total, list.buy, list.sell)) return;
    if (Date.now() - lastReset.current < 60_000) return;
    lastReset.current = Date.now();
    void clearApiCache().then(() => setTimeout(() => void refreshSignals().catch(() => undefined), 1000));
  }, [list.total, list.buy, list.sell, status]);

  const change = btc?.change_24h ?? 0;
  const cutoffLabel = formatDateTime(list.cutoff);

  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <div className="dash-hero">
        <div>
          <p className="page-header__eyebrow">Área do membro</p>
          <h1 id="page-title" className="dash-hero__title">
            Dashboard de Sinais
          </h1>
          <p className="dash-hero__phrase" aria-live="polite" data-testid="motivational-phrase">
            “{phrase}”
          </p>
        </div>
        <div className={`live-pill live-pill--${connection}`} data-testid="live-status">
          <span className="pulse-dot" aria-hidden="true" />
          {connection === 'online'
            ? 'Ao vivo'
            : connection === 'connecting'
              ? 'Conectando...'
              : 'Reconectando...'}
        </div>
      </div>

      <div className="dash-top">
        <div className="btc-card" data-testid="btc-card">
          <div className="btc-card__head">
            <span className="btc-card__coin" aria-hidden="true">
              B
            </span>
            <span>Bitcoin</span>
            {btc?.simulated ? <span className="chip chip--warn">Dados simulados</span> : null}
            {btc?.fallback ? <span className="chip chip--warn">Estimativa</span> : null}
          </div>
          <div className="btc-card__price" data-testid="btc-price">
            {btc ? formatUSD(btc.price, 0) : 'CARREGANDO'}
          </div>
          <div className={`btc-card__change ${change >= 0 ? 'text-buy' : 'text-sell'}`}>
            {btc ? `${change >= 0 ? '▲' : '▼'} ${formatPercent(change, 2, true)} em 24h` : ' '}
          </div>
          <div className="strength" role="img" aria-label={`Força ${btc?.strength ?? 50} de 100`}>
            <span className="strength__bar" style={{ width: `${btc?.strength ?? 50}%` }} />
          </div>
          <small className="muted">Força do BTC: {btc?.strength ?? 50}/100</small>
        </div>

        <div className="markets" aria-label="Status dos mercados">
          <MarketTile id="asia" label="Mercado Asiático" loaded={marketsLoaded} now={now} />
          <MarketTile id="new_york" label="Nova York" loaded={marketsLoaded} now={now} />
          <CryptoClock now={now} />
        </div>
      </div>

      <div className="counters" aria-label="Contadores de sinais">
        <div className="counter">
          <span className="counter__label">Total</span>
          <span className="counter__value" data-testid="count-total">
            {pad2(list.total)}
          </span>
        </div>
        <div className="counter counter--buy">
          <span className="counter__label">Compra</span>
          <span className="counter__value" data-testid="count-buy">
            {pad2(list.buy)}
          </span>
        </div>
        <div className="counter counter--sell">
          <span className="counter__label">Venda</span>
          <span className="counter__value" data-testid="count-sell">
            {pad2(list.sell)}
          </span>
        </div>
      </div>

      <div className="signals-head">
        <h2>Sinais confirmados</h2>
        <p className="muted">
          Reinício diário às 21:00 · sinais desde {cutoffLabel} ·{' '}
          <Link to="/historico-desempenho" data-testid="track-record-link">
            Histórico de desempenho
          </Link>
        </p>
        <div className="segmented" role="group" aria-label="Filtrar sinais">
          {(
            [
              ['all', 'Todos'],
              ['COMPRA', 'Compra'],
              ['VENDA', 'Venda'],
              ['fav', '★ Favoritos'],
            ] as const
          ).map(([key, label]) => (
            <button
              key={key}
              type="button"
              aria-pressed={filter === key}
              className={filter === key ? 'segmented__on' : ''}
              onClick={() => setFilter(key)}
            >
              {label}
            </button>
          ))}
        </div>
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
            {filter === 'fav' && list.total > 0
              ? 'Nenhum sinal favorito ainda: toque na estrela de um sinal.'
              : 'Nenhum sinal encontrado.'}
          </div>
        ) : (
          <div className="signal-grid">
            {shown.map((s) => (
              <SignalCard
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

      <section className="cleanup" aria-labelledby="cleanup-title">
        <h2 id="cleanup-title">Status de limpeza</h2>
        <div className="cleanup__grid">
          <CleanupItem title="Limpeza matinal" cycle={cleanup?.morning_cleanup} />
          <CleanupItem title="Limpeza noturna" cycle={cleanup?.evening_cleanup} />
        </div>
      </section>
    </section>
  );
}

export const DashboardPage = withQueryClient(DashboardContent);
