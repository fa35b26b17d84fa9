import { ExperimentalBadge } from '@/components/experimental-badge';
import type { Signal } from '@sinais/shared';
import { Badge, scoreTone } from '@/components/admin/console';
import { HttpError } from '@/lib/http';
import { formatDateTime, formatNumber } from '@/lib/format';

export type PageState = 'checking' | 'anonymous' | 'forbidden' | 'loading' | 'error' | 'content';

/** spec 003 §8 texts. */
export function loadError(err: unknown): { state: PageState; message: string } {
  if (err instanceof HttpError) {
    if (err.status === 401) return { state: 'anonymous', message: 'Não autorizado - faça login novamente' };
    if (err.status === 403)
      return { state: 'forbidden', message: 'Acesso negado - privilégios de admin necessários' };
    if (err.status === 0) return { state: 'error', message: 'Erro ao carregar sinais: Falha na conexão' };
    return { state: 'error', message: `Erro ao carregar sinais: Erro HTTP: ${err.status}` };
  }
  return {
    state: 'error',
    message: `Erro ao carregar sinais: ${(err as Error).message || 'Erro desconhecido'}`,
  };
}

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
          {s.risk_level || 'MEDIUM'}
        </div>
        <div>
          <span>Duração</span>
          {s.expected_duration || '24h'}
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
