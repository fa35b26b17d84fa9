import {
  formatDateTime,
  formatPercent,
  FUNDING_NOT_INCLUDED,
  netOutcome,
  type StrategyTrack,
} from '@sinais/shared';
import { Link } from 'react-router-dom';
import type { ViewSignal } from '@/lib/live/signal-parse';
import { priceLike } from '@/lib/live/price-format';
import { OUTCOME_LABELS } from '@/lib/live/signal-view';

const signed = (x: number | null | undefined, d = 2) =>
  x === null || x === undefined ? '—' : formatPercent(x, d, true);

/** Why the engine emitted the signal and why it confirmed it. */
export function Reasons({ signal: s }: { signal: ViewSignal }) {
  const reasons = s.reasons ?? [];
  const confirmation = s.confirmation_reasons ?? [];
  return (
    <section className="detail-box" aria-labelledby="reasons-title" data-testid="signal-reasons">
      <h2 id="reasons-title">Motivos do sinal</h2>
      {reasons.length === 0 && confirmation.length === 0 ? (
        <p className="muted">O motor não registrou motivos para este sinal.</p>
      ) : null}
      {reasons.length > 0 ? (
        <ul className="detail-list">
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      {confirmation.length > 0 ? (
        <>
          <h3>Confirmação</h3>
          <ul className="detail-list">
            {confirmation.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The live record of the signal's strategy × timeframe (GET /api/signals/track-record/strategies). */
export function StrategyRecord({
  signal: s,
  track,
  loading,
}: {
  signal: ViewSignal;
  track: StrategyTrack | null;
  loading: boolean;
}) {
  const closed = track?.closed ?? 0;
  return (
    <section className="detail-box" aria-labelledby="record-title" data-testid="signal-strategy-record">
      <h2 id="record-title">
        {s.experimental ? 'Histórico experimental da estratégia' : 'Histórico da estratégia'}
      </h2>
      <p className="muted">
        {s.strategy} · {s.timeframe}
      </p>
      {loading ? (
        <p className="muted">Carregando histórico...</p>
      ) : closed === 0 || !track ? (
        <p>Sem operações encerradas desta estratégia ainda.</p>
      ) : (
        <dl className="detail-figures">
          <div>
            <dt>Encerradas</dt>
            <dd>{closed}</dd>
          </div>
          <div>
            <dt>Acerto</dt>
            <dd>{track.win_rate === null ? '—' : formatPercent(track.win_rate * 100, 1)}</dd>
          </div>
          <div>
            <dt>Média líquida</dt>
            <dd>{signed(track.avg_net_pct)}</dd>
          </div>
          <div>
            <dt>Alvos / stops</dt>
            <dd>
              {track.wins} / {track.losses}
            </dd>
          </div>
        </dl>
      )}
      <Link to="/historico-desempenho">Ver histórico de desempenho completo →</Link>
    </section>
  );
}

/** Open, or how the trade ended: exit, time and the booked result with its costs. */
export function Outcome({ signal: s }: { signal: ViewSignal }) {
  const key = s.outcome ?? 'OPEN';
  const label = OUTCOME_LABELS[key] ?? OUTCOME_LABELS.OPEN!;
  const costs = key === 'OPEN' ? null : netOutcome(s);
  return (
    <section className="detail-box" aria-labelledby="outcome-title" data-testid="signal-detail-outcome">
      <h2 id="outcome-title">Resultado</h2>
      <p>
        <span className={`outcome outcome--${label.tone}`}>{label.label}</span>
      </p>
      {key === 'OPEN' ? (
        <p className="muted">A operação segue aberta: o resultado aparece aqui quando ela encerrar.</p>
      ) : (
        <dl className="detail-figures">
          <div>
            <dt>Saída</dt>
            <dd>{s.exit_price ? priceLike(s.exit_price, s.entry_price) : '—'}</dd>
          </div>
          <div>
            <dt>Encerrado em</dt>
            <dd>{s.closed_at ? formatDateTime(s.closed_at) : '—'}</dd>
          </div>
          <div>
            <dt>Resultado líquido</dt>
            <dd className={(costs?.net ?? 0) >= 0 ? 'text-buy' : 'text-sell'}>{signed(costs?.net)}</dd>
          </div>
          <div>
            <dt>Bruto · taxas</dt>
            <dd>
              {signed(costs?.gross)} · {costs?.fees === null || !costs ? '—' : signed(-costs.fees, 3)}
            </dd>
          </div>
        </dl>
      )}
      {costs && costs.fees !== null && costs.funding === null ? (
        <p className="muted">{FUNDING_NOT_INCLUDED}</p>
      ) : null}
    </section>
  );
}
