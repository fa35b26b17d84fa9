import type { ViewSignal } from '@sinais/shared';
import { Badge, scoreTone, type Tone } from '@/components/admin/console';
import { formatNumber, formatPercent, formatTime } from '@/lib/format';

const corrTone = (c: number): Tone => (Math.abs(c) > 0.8 ? 'green' : Math.abs(c) > 0.5 ? 'amber' : 'red');
const secondsBetween = (a: string, b: string | null) =>
  b ? Math.max(0, (Date.parse(b) - Date.parse(a)) / 1000) : null;
export const formatDuration = (s: number | null) =>
  s === null
    ? '—'
    : s < 60
      ? `${Math.round(s)} s`
      : s < 3600
        ? `${Math.round(s / 60)} min`
        : `${formatNumber(s / 3600, 1)} h`;

/** The operator's card of a decided signal (Command Center): score, timing, behaviour and the decision's reasons. */
/** A value the members' lean list leaves out (the store may hold such a copy): shown as missing, never made up. */
const MISSING = '—';

export function AdminSignalCard({ signal: s, rejected = false }: { signal: ViewSignal; rejected?: boolean }) {
  const corr = s.btc_correlation;
  const at = rejected ? s.rejected_at : s.confirmed_at;
  const duration = secondsBetween(s.created_at, at);
  const reasons = rejected
    ? s.rejection_reasons?.length
      ? s.rejection_reasons
      : ['REJEITADO PELO SISTEMA DE MONITORAMENTO']
    : s.confirmation_reasons;
  return (
    <li className="ac-card" data-testid={rejected ? 'rejected-card' : 'confirmed-card'}>
      <div className="ac-card__head">
        <span className="ac-card__symbol">{s.symbol}</span>
        <Badge tone={s.direction === 'COMPRA' ? 'green' : 'red'}>{s.direction}</Badge>
        <Badge tone="blue">{s.strategy}</Badge>
        {s.score === undefined ? null : (
          <span className={`ac-score ac-score--${scoreTone(s.score)}`}>{formatNumber(s.score, 0)}</span>
        )}
        <span className="ac-muted" style={{ marginLeft: 'auto' }}>
          {at ? formatTime(at) : formatTime(s.created_at)}
        </span>
      </div>
      <div className="ac-card__grid ac-mono">
        <div>
          <span>Preço</span>
          {formatNumber(s.entry_price, 4)}
        </div>
        <div>
          <span>Duração</span>
          {formatDuration(duration)}
        </div>
        <div>
          <span>Risco</span>
          {s.risk_level ?? MISSING}
        </div>
        <div>
          <span>Timeframe</span>
          {s.timeframe.toUpperCase()}
        </div>
        <div>
          <span>Comportamento</span>
          {s.behavior_type === undefined ? MISSING : s.behavior_type === 'NORMAL' ? 'Normal' : 'Independente'}
        </div>
        <div>
          <span>P&amp;L</span>
          <b className={(s.profit_loss ?? 0) >= 0 ? 'ac-buy' : 'ac-sell'}>
            {s.profit_loss === null ? '—' : formatPercent(s.profit_loss, 2, true)}
          </b>
        </div>
        <div>
          <span>Volume</span>
          {s.volume_24h === undefined ? MISSING : `${formatNumber(s.volume_24h / 1e6, 1)} M`}
        </div>
        <div>
          <span>Correlação BTC</span>
          {corr === undefined ? MISSING : <Badge tone={corrTone(corr)}>{formatNumber(corr * 100, 0)}%</Badge>}
        </div>
      </div>
      {s.bots_active || (corr !== undefined && Math.abs(corr) > 0.7) ? (
        <div className="ac-muted" style={{ color: '#fcd34d', marginTop: 4 }}>
          ⚠ Bots ativos: movimento fortemente correlacionado ao BTC
        </div>
      ) : null}
      {reasons.length ? (
        <ul className="ac-muted" style={{ margin: '6px 0 0', paddingLeft: 18 }}>
          {reasons.slice(0, 3).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
