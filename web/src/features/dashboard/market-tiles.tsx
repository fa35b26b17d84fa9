import { formatPercent, formatUSD, marketStatusAt, zonedParts, type MarketId } from '@sinais/shared';
import { useMarketStore } from '@/lib/live/market-store';
import { pad2 } from '@/lib/live/price-format';

export function MarketTile({
  id,
  label,
  loaded,
  now,
}: {
  id: MarketId;
  label: string;
  loaded: boolean;
  now: Date;
}) {
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

export function CryptoClock({ now }: { now: Date }) {
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

export function BtcCard() {
  const btc = useMarketStore((s) => s.btc);
  const change = btc?.change_24h ?? 0;
  return (
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
      {/* No strength until the first reading arrives: a made-up 50 would read as a neutral market. */}
      <div
        className="strength"
        role="img"
        aria-label={btc ? `Força ${btc.strength} de 100` : 'Força do BTC ainda não carregada'}
      >
        <span className="strength__bar" style={{ width: `${btc?.strength ?? 0}%` }} />
      </div>
      <small className="muted" data-testid="btc-strength">
        Força do BTC: {btc ? `${btc.strength}/100` : '—'}
      </small>
      {btc?.simulated && btc.time_scale > 1 ? (
        <small className="btc-card__sim" data-testid="sim-speed">
          Mercado simulado, {btc.time_scale}× mais rápido
        </small>
      ) : null}
    </div>
  );
}
