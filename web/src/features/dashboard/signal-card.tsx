import { classStars, formatDateTime, formatPercent, formatTime, riskReward } from '@sinais/shared';
import type { ViewSignal } from '@/lib/live/signal-normalize';
import { priceLike } from '@/lib/live/price-format';
import { livePnl, OUTCOME_LABELS } from './dashboard-rules';

interface SignalCardProps {
  signal: ViewSignal;
  favorite: boolean;
  onToggleFavorite: () => void;
  livePrice: number | undefined;
  isNew: boolean;
}

export function SignalCard({ signal: s, favorite, onToggleFavorite, livePrice, isNew }: SignalCardProps) {
  const buy = s.type === 'COMPRA';
  const stars = classStars(s.signal_class);
  const outcome = OUTCOME_LABELS[s.outcome ?? 'OPEN'] ?? OUTCOME_LABELS.OPEN!;
  const rr = s.stop_loss > 0 ? riskReward(s.entry_price, s.target_price, s.stop_loss) : 0;
  const open = (s.outcome ?? 'OPEN') === 'OPEN';
  const pnl = open ? livePnl(s, livePrice) : s.profit_loss;
  return (
    <article
      className={`signal-card signal-card--${buy ? 'buy' : 'sell'}${isNew ? ' signal-card--new' : ''}`}
      data-testid="signal-card"
      data-symbol={s.symbol}
      aria-label={`Sinal de ${s.type} ${s.symbol}`}
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
        <div>
          <dt>Entrada</dt>
          <dd>{priceLike(s.entry_price, s.entry_price)}</dd>
        </div>
        <div>
          <dt>Alvo</dt>
          <dd className="text-buy">{priceLike(s.target_price, s.entry_price)}</dd>
        </div>
        <div>
          <dt>Stop</dt>
          <dd className="text-sell">{priceLike(s.stop_loss, s.entry_price)}</dd>
        </div>
        <div>
          <dt>Projeção</dt>
          <dd className="signal-card__projection">{formatPercent(s.projection_percentage, 2)}</dd>
        </div>
        <div>
          <dt>Risco/Retorno</dt>
          <dd>{rr > 0 ? `1 : ${rr.toFixed(2).replace('.', ',')}` : '—'}</dd>
        </div>
        <div>
          <dt>
            Resultado
            {open && pnl !== null && pnl !== undefined ? <span className="live-dot" title="Ao vivo" /> : null}
          </dt>
          <dd className={pnl === null || pnl === undefined ? '' : pnl >= 0 ? 'text-buy' : 'text-sell'}>
            {pnl === null || pnl === undefined ? '—' : formatPercent(pnl, 2, true)}
          </dd>
        </div>
      </dl>

      <footer className="signal-card__times">
        <span title="Entrada">Entrada: {formatDateTime(s.entry_time)}</span>
        <span title="Confirmação">
          Confirmado: {s.confirmed_at ? formatTime(s.confirmed_at, false) : 'Data não disponível'}
        </span>
        {s.timeframe ? <span className="chip">{s.timeframe}</span> : null}
        {s.strategy ? <span className="chip">{s.strategy}</span> : null}
      </footer>
    </article>
  );
}
