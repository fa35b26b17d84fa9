import {
  classStars,
  DEMO_SIGNAL_LABEL,
  formatDateTime,
  formatPercent,
  formatTime,
  FUNDING_NOT_INCLUDED,
  netOutcome,
  formatRiskReward,
  type StrategyTrack,
} from '@sinais/shared';
import { useRef, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ExperimentalBadge } from '@/components/experimental-badge';
import { useSessionStore } from '@/lib/session';
import type { ViewSignal } from '@/lib/live/signal-parse';
import { priceLike } from '@/lib/live/price-format';
import { livePnl, OUTCOME_LABELS } from '@/lib/live/signal-view';
import './signal-card.css';

export interface MemberSignalCardProps {
  signal: ViewSignal;
  favorite: boolean;
  onToggleFavorite: () => void;
  livePrice: number | undefined;
  isNew: boolean;
  /** The live record of the signal's strategy × timeframe; undefined while it loads or when it failed. */
  track: StrategyTrack | null | undefined;
}

/** Prices longer than this (sub-cent coins) are written a little smaller so they fit whole. */
const LONG_PRICE = 12;
const priceClass = (text: string, tone = '') =>
  [tone, text.length > LONG_PRICE ? 'price--long' : ''].filter(Boolean).join(' ') || undefined;

/** A trailing stop follows the best price since entry: the card names it and shows where it stands now. */
export const stopLabel = (s: Pick<ViewSignal, 'trail_distance'>) =>
  s.trail_distance ? 'Stop móvel' : 'Stop';

/** The plan's three prices, each written in the entry's precision. */
const PLAN_PRICES = [
  { label: () => 'Entrada', price: (s: ViewSignal) => s.entry_price, tone: '', testId: 'price-entry' },
  { label: () => 'Alvo', price: (s: ViewSignal) => s.target_price, tone: 'text-buy', testId: 'price-target' },
  { label: stopLabel, price: (s: ViewSignal) => s.stop_loss, tone: 'text-sell', testId: 'price-stop' },
];

export const signalDetailPath = (id: string) => `/sinal/${encodeURIComponent(id)}`;

const signed = (x: number | null | undefined, d = 2) =>
  x === null || x === undefined ? '—' : formatPercent(x, d, true);

/** "42 encerradas · acerto 41,3% · média líquida +0,12%", or "sem histórico ainda" when none closed. */
function TrackLine({
  track,
  experimental,
}: {
  track: StrategyTrack | null | undefined;
  experimental: boolean;
}) {
  if (track === undefined) return null;
  const closed = track?.closed ?? 0;
  return (
    <p className="signal-card__track" data-testid="signal-track">
      <span className="signal-card__track-label">
        {experimental ? 'Histórico experimental da estratégia:' : 'Histórico da estratégia:'}
      </span>{' '}
      {closed === 0 || !track ? (
        'sem histórico ainda'
      ) : (
        <>
          {closed} {closed === 1 ? 'encerrada' : 'encerradas'} · acerto{' '}
          {track.win_rate === null ? '—' : formatPercent(track.win_rate * 100, 1)} · média líquida{' '}
          {signed(track.avg_net_pct)}
        </>
      )}
    </p>
  );
}

export function MemberSignalCard({
  signal: s,
  favorite,
  onToggleFavorite,
  livePrice,
  isNew,
  track,
}: MemberSignalCardProps) {
  const buy = s.direction === 'COMPRA';
  const stars = classStars(s.signal_class);
  const admin = useSessionStore((st) => Boolean(st.user?.is_admin));
  const outcome = OUTCOME_LABELS[s.outcome ?? 'OPEN'] ?? OUTCOME_LABELS.OPEN!;
  const open = (s.outcome ?? 'OPEN') === 'OPEN';
  // A closed trade shows its booked net figure; an open one the price move since entry, before costs.
  const costs = open ? null : netOutcome(s);
  const pnl = open ? livePnl(s, livePrice) : (costs?.net ?? null);
  const navigate = useNavigate();
  // The whole card opens the detail — prices, strategy box, footer — and its own buttons and links keep their
  // action. Dragging across a price to copy it is not a click; a selection left elsewhere does not block one.
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const openDetail = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('button, a')) return;
    const from = pressedAt.current;
    if (from && Math.hypot(e.clientX - from.x, e.clientY - from.y) > 4) return;
    navigate(signalDetailPath(s.id));
  };
  return (
    <article
      className={`signal-card signal-card--${buy ? 'buy' : 'sell'}${isNew ? ' signal-card--new' : ''}${s.experimental ? ' signal-card--experimental' : ''} signal-card--clickable`}
      data-testid="signal-card"
      data-symbol={s.symbol}
      data-experimental={s.experimental}
      data-simulated={s.simulated}
      aria-label={`Sinal ${s.simulated ? 'de demonstração ' : ''}de ${s.direction} ${s.symbol}`}
      onMouseDown={(e) => (pressedAt.current = { x: e.clientX, y: e.clientY })}
      onClick={openDetail}
    >
      <header className="signal-card__head">
        <div className="signal-card__title">
          <span className="signal-card__symbol">{s.symbol}</span>
          <span className={`dir-badge dir-badge--${buy ? 'buy' : 'sell'}`}>
            {buy ? '▲ COMPRA' : '▼ VENDA'}
          </span>
          {isNew ? <span className="new-badge">NOVO</span> : null}
        </div>
        <button
          type="button"
          className={`fav-toggle${favorite ? ' fav-toggle--on' : ''}`}
          onClick={onToggleFavorite}
          aria-pressed={favorite}
          aria-label={favorite ? `Remover ${s.symbol} dos favoritos` : `Favoritar ${s.symbol}`}
        >
          {favorite ? '★' : '☆'}
        </button>
      </header>
      {s.simulated ? (
        <span className="signal-card__demo" data-testid="demo-label">
          {DEMO_SIGNAL_LABEL}
        </span>
      ) : null}

      <div className="signal-card__class">
        <span className={`stars stars--${stars.color}`} aria-label={`Classe ${s.signal_class}`}>
          {stars.count > 0 ? '★'.repeat(stars.count) : '—'}
        </span>
        <span className="signal-card__class-name">{s.signal_class}</span>
        <span className={`outcome outcome--${outcome.tone}`} data-testid="signal-outcome">
          {outcome.label}
        </span>
      </div>

      <dl className="signal-card__prices">
        {PLAN_PRICES.map(({ label, price, tone, testId }) => {
          const text = priceLike(price(s), s.entry_price);
          return (
            <div key={testId}>
              <dt
                title={
                  testId === 'price-stop' && s.trail_distance
                    ? 'O stop acompanha o melhor preço desde a entrada e nunca recua; este é o stop atual.'
                    : undefined
                }
              >
                {label(s)}
              </dt>
              <dd className={priceClass(text, tone)} data-testid={testId}>
                {text}
              </dd>
            </div>
          );
        })}
        <div>
          <dt>Projeção</dt>
          <dd className="signal-card__projection">{formatPercent(s.projection_percentage, 2)}</dd>
        </div>
        <div>
          <dt>Risco/Retorno</dt>
          <dd data-testid="risk-reward">{formatRiskReward(s.entry_price, s.target_price, s.stop_loss)}</dd>
        </div>
        <div>
          <dt>
            {open ? 'Variação bruta' : 'Resultado líquido'}
            {open && pnl !== null && pnl !== undefined ? <span className="live-dot" title="Ao vivo" /> : null}
          </dt>
          <dd
            className={pnl === null || pnl === undefined ? '' : pnl >= 0 ? 'text-buy' : 'text-sell'}
            data-testid="signal-pnl"
          >
            {pnl === null || pnl === undefined ? '—' : formatPercent(pnl, 2, true)}
          </dd>
        </div>
      </dl>
      {admin && s.reference_price !== null && s.reference_price !== s.entry_price ? (
        <p className="signal-card__costs" data-testid="signal-reference">
          Referência (sinal pendente): {priceLike(s.reference_price, s.entry_price)} · entrada na confirmação:{' '}
          {priceLike(s.entry_price, s.entry_price)}
        </p>
      ) : null}
      {costs && costs.gross !== null ? (
        <p className="signal-card__costs" data-testid="signal-costs">
          Bruto {signed(costs.gross)} · taxas {costs.fees === null ? '—' : signed(-costs.fees, 3)} ·{' '}
          {costs.fees === null
            ? 'custos não registrados'
            : costs.funding === null
              ? FUNDING_NOT_INCLUDED
              : `funding ${signed(costs.funding, 3)}`}
        </p>
      ) : null}
      {s.experimental ? <ExperimentalBadge strategy={s.strategy} timeframe={s.timeframe} /> : null}
      <TrackLine track={track} experimental={s.experimental} />

      <footer className="signal-card__times">
        <span title="Entrada">Entrada: {formatDateTime(s.entry_time)}</span>
        <span title="Confirmação">
          Confirmado: {s.confirmed_at ? formatTime(s.confirmed_at, false) : 'Data não disponível'}
        </span>
        {s.timeframe ? <span className="chip">{s.timeframe}</span> : null}
        {s.strategy ? <span className="chip">{s.strategy}</span> : null}
        <Link
          to={signalDetailPath(s.id)}
          className="signal-card__detail"
          aria-label={`Ver detalhes de ${s.symbol}`}
        >
          Ver detalhes →
        </Link>
      </footer>
    </article>
  );
}
