import { ExperimentalBadge } from '@/components/experimental-badge';
import type { Signal } from '@sinais/shared';
import { Badge, scoreTone } from '@/components/admin/console';
import { formatDateTime, formatNumber } from '@/lib/format';

/** A pending signal as the monitoring page lists it: reference and entry prices, target, stop and its reasons. */
export function PendingCard({ s }: { s: Signal }) {
  return (
    <li className="ac-card" data-testid="pending-signal" data-signal-id={s.id}>
      <div className="ac-card__head">
        <span className="ac-card__symbol">{s.symbol}</span>
        <Badge>{s.timeframe.toUpperCase()}</Badge>
        <Badge tone={s.direction === 'COMPRA' ? 'green' : 'red'}>{s.direction}</Badge>
        <span className={`ac-score ac-score--${scoreTone(s.score)}`}>{formatNumber(s.score, 0)}/100</span>
        <span className="ac-muted" style={{ marginLeft: 'auto' }}>
          {formatDateTime(s.created_at, true)}
        </span>
      </div>
      {s.experimental ? <ExperimentalBadge strategy={s.strategy} timeframe={s.timeframe} /> : null}
      <div className="ac-card__grid ac-mono">
        <div>
          <span title="Preço quando o sinal pendente foi criado">Referência</span>
          {s.reference_price === null ? '—' : formatNumber(s.reference_price, 6)}
        </div>
        <div>
          <span title="Passa a ser o preço da confirmação, o que o membro recebe">Entrada</span>
          {formatNumber(s.entry_price, 6)}
        </div>
        <div>
          <span>Alvo</span>
          <b className="ac-buy">{formatNumber(s.target_price, 6)}</b>
        </div>
        <div>
          <span>Stop</span>
          <b className="ac-sell">{formatNumber(s.stop_loss, 6)}</b>
        </div>
        <div>
          <span>Estratégia</span>
          {s.strategy}
        </div>
        <div>
          <span>Risco</span>
          {s.risk_level || '—'}
        </div>
        <div>
          <span>Duração</span>
          {s.expected_duration || '—'}
        </div>
      </div>
      {s.reasons.length ? (
        <ul className="ac-muted" style={{ margin: '6px 0 0', paddingLeft: 18 }}>
          {s.reasons.slice(0, 2).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
