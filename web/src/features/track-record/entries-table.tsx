import {
  entryResultLabel,
  formatDateTime,
  FUNDING_NOT_INCLUDED,
  type TrackRecordEntry,
} from '@sinais/shared';
import { priceLike } from '@/lib/live/price-format';
import { MISSING, signedPct } from './figures';

const TONE: Record<string, string> = {
  TARGET_HIT: 'win',
  STOP_HIT: 'loss',
  EXPIRED: 'neutral',
  OPEN: 'open',
};

function funding(e: TrackRecordEntry): string {
  if (e.net_pnl_pct === null) return MISSING;
  return e.funding_pct === null ? FUNDING_NOT_INCLUDED : signedPct(e.funding_pct, 3);
}

/** One page of the record: every signal with what happened to it and its figures (gross, fees, funding, net). */
export function EntriesTable({ entries }: { entries: readonly TrackRecordEntry[] }) {
  return (
    <div className="table-scroll">
      <table className="track-table" data-testid="track-entries">
        <thead>
          <tr>
            <th scope="col">Criado em</th>
            <th scope="col">Par</th>
            <th scope="col">Direção</th>
            <th scope="col">Estratégia</th>
            <th scope="col">Situação</th>
            <th scope="col" className="num">
              Entrada
            </th>
            <th scope="col" className="num">
              Saída
            </th>
            <th scope="col" className="num">
              Bruto
            </th>
            <th scope="col" className="num">
              Taxas
            </th>
            <th scope="col" className="num">
              Funding
            </th>
            <th scope="col" className="num">
              Líquido
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const label = entryResultLabel(e);
            const tone = e.status === 'REJECTED' ? 'rejected' : (TONE[e.outcome ?? 'OPEN'] ?? 'open');
            return (
              <tr key={e.id} data-testid="track-entry" data-status={e.status}>
                <td>{formatDateTime(e.created_at)}</td>
                <td className="strong">{e.symbol}</td>
                <td className={e.direction === 'COMPRA' ? 'text-buy' : 'text-sell'}>{e.direction}</td>
                <td>
                  {e.strategy} <span className="muted">{e.timeframe}</span>
                </td>
                <td>
                  <span className={`track-badge track-badge--${tone}`}>{label}</span>
                  {e.status === 'REJECTED' && e.rejection_reasons.length > 0 ? (
                    <ul className="track-reasons">
                      {e.rejection_reasons.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  ) : null}
                  {e.closed_at ? (
                    <small className="muted track-closed">{formatDateTime(e.closed_at)}</small>
                  ) : null}
                </td>
                <td className="num">
                  {e.status === 'CONFIRMED' ? priceLike(e.entry_price, e.entry_price) : MISSING}
                </td>
                <td className="num">
                  {e.exit_price === null ? MISSING : priceLike(e.exit_price, e.entry_price)}
                </td>
                <td className="num">{signedPct(e.gross_pnl_pct)}</td>
                <td className="num">{e.fees_pct === null ? MISSING : signedPct(-e.fees_pct, 3)}</td>
                <td className="num">{funding(e)}</td>
                <td
                  className={`num strong ${e.net_pnl_pct === null ? '' : e.net_pnl_pct >= 0 ? 'text-buy' : 'text-sell'}`}
                >
                  {signedPct(e.net_pnl_pct)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
