import {
  DEMO_SIGNAL_LABEL,
  DEMO_SIGNAL_TAG,
  entryResultLabel,
  formatDateTime,
  FUNDING_NOT_INCLUDED,
  type TrackRecordEntry,
} from '@sinais/shared';
import { DataTable, type Column } from '@/components/data-table/data-table';
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

/** What happened to the signal: its badge, the gate's reasons when rejected, and when it closed. */
function Situation({ e }: { e: TrackRecordEntry }) {
  const tone = e.status === 'REJECTED' ? 'rejected' : (TONE[e.outcome ?? 'OPEN'] ?? 'open');
  return (
    <>
      <span className={`track-badge track-badge--${tone}`}>{entryResultLabel(e)}</span>
      {e.status === 'REJECTED' && e.rejection_reasons.length > 0 ? (
        <ul className="track-reasons">
          {e.rejection_reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      {e.closed_at ? <small className="muted track-closed">{formatDateTime(e.closed_at)}</small> : null}
    </>
  );
}

const COLUMNS: ReadonlyArray<Column<TrackRecordEntry>> = [
  { header: 'Criado em', cell: (e) => formatDateTime(e.created_at) },
  {
    header: 'Par',
    className: 'strong',
    cell: (e) => (
      <>
        {e.symbol}
        {e.simulated ? (
          <span className="pill track-demo" data-testid="track-demo" title={DEMO_SIGNAL_LABEL}>
            {DEMO_SIGNAL_TAG}
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: 'Direção',
    className: (e) => (e.direction === 'COMPRA' ? 'text-buy' : 'text-sell'),
    cell: (e) => e.direction,
  },
  {
    header: 'Estratégia',
    cell: (e) => (
      <>
        {e.strategy} <span className="muted">{e.timeframe}</span>
      </>
    ),
  },
  { header: 'Situação', cell: (e) => <Situation e={e} /> },
  {
    header: 'Entrada',
    num: true,
    cell: (e) => (e.status === 'CONFIRMED' ? priceLike(e.entry_price, e.entry_price) : MISSING),
  },
  {
    header: 'Saída',
    num: true,
    cell: (e) => (e.exit_price === null ? MISSING : priceLike(e.exit_price, e.entry_price)),
  },
  { header: 'Bruto', num: true, cell: (e) => signedPct(e.gross_pnl_pct) },
  { header: 'Taxas', num: true, cell: (e) => (e.fees_pct === null ? MISSING : signedPct(-e.fees_pct, 3)) },
  { header: 'Funding', num: true, cell: funding },
  {
    header: 'Líquido',
    num: true,
    className: (e) =>
      `strong ${e.net_pnl_pct === null ? '' : e.net_pnl_pct >= 0 ? 'text-buy' : 'text-sell'}`.trim(),
    cell: (e) => signedPct(e.net_pnl_pct),
  },
];

/** One page of the record: every signal with what happened to it and its figures (gross, fees, funding, net). */
export function EntriesTable({ entries }: { entries: readonly TrackRecordEntry[] }) {
  return (
    <DataTable
      className="track-table"
      testId="track-entries"
      columns={COLUMNS}
      rows={entries}
      rowKey={(e) => e.id}
      rowProps={(e) => ({ 'data-testid': 'track-entry', 'data-status': e.status })}
      scroll
    />
  );
}
