import { ExperimentalBadge } from '@/components/experimental-badge';
import { auditActionLabel, type SearchResponse } from '@sinais/shared';
import { Badge, type Tone } from '@/components/admin/console';
import type { Column } from '@/components/data-table/data-table';
import { statusLabel } from '@/lib/status-labels';
import { formatBRL, formatDate, formatDateTime, formatNumber, formatPercent } from '@/lib/format';

const statusTone = (s: string): Tone =>
  ['active', 'approved', 'CONFIRMED'].includes(s)
    ? 'green'
    : ['pending', 'PENDING'].includes(s)
      ? 'amber'
      : ['rejected', 'refunded', 'inactive', 'REJECTED', 'blocked'].includes(s)
        ? 'red'
        : 'neutral';

const METHOD: Record<string, string> = { card: 'Cartão', pix: 'PIX', preference: 'Checkout' };

type Results = SearchResponse['results'];
export type SectionKey = keyof Results;

const status = (s: string) => <Badge tone={statusTone(s)}>{statusLabel(s)}</Badge>;

const USER_COLUMNS: Column<Results['users'][number]>[] = [
  {
    header: 'Nome',
    cell: (u) => (
      <>
        <strong>{u.name}</strong> {u.is_admin ? <Badge tone="amber">ADMIN</Badge> : null}
      </>
    ),
  },
  { header: 'Status', cell: (u) => status(u.status) },
  { header: 'E-mail', cell: (u) => u.email },
  { header: 'Telefone', className: 'ac-mono', cell: (u) => u.phone ?? '—' },
  { header: 'Plano', cell: (u) => u.plan },
  { header: 'Criado em', className: 'ac-mono', cell: (u) => formatDate(u.created_at) },
];

const SIGNAL_COLUMNS: Column<Results['signals'][number]>[] = [
  { header: 'Símbolo', cell: (x) => <strong>{x.symbol}</strong> },
  {
    header: 'Tipo',
    cell: (x) => <Badge tone={x.direction === 'COMPRA' ? 'green' : 'red'}>{x.direction}</Badge>,
  },
  {
    header: 'Referência',
    headerTitle: 'Preço quando o sinal pendente foi criado',
    className: 'ac-mono',
    cell: (x) => (x.reference_price === null ? '—' : formatNumber(x.reference_price, 4)),
  },
  {
    header: 'Entrada',
    headerTitle: 'Preço na confirmação, o que o membro recebe',
    className: 'ac-mono',
    cell: (x) => formatNumber(x.entry_price, 4),
  },
  { header: 'Alvo', className: 'ac-mono', cell: (x) => formatNumber(x.target_price, 4) },
  {
    header: 'Líquido',
    headerTitle: 'Resultado líquido de taxas e funding',
    className: 'ac-mono',
    cell: (x) => (x.net_pnl_pct === null ? '—' : formatPercent(x.net_pnl_pct, 2, true)),
  },
  { header: 'Classe', cell: (x) => x.signal_class },
  {
    header: 'Status',
    cell: (x) => (
      <>
        {status(x.status)}
        {x.experimental ? (
          <div>
            <ExperimentalBadge strategy={x.strategy} timeframe={x.timeframe} />
          </div>
        ) : null}
      </>
    ),
  },
  { header: 'Data', className: 'ac-mono', cell: (x) => formatDateTime(x.created_at) },
];

const PAYMENT_COLUMNS: Column<Results['payments'][number]>[] = [
  {
    header: 'Valor',
    className: 'ac-mono',
    cell: (p) => (
      <>
        {formatBRL(p.amount)} <span className="ac-muted">· {METHOD[p.method] ?? p.method}</span>
      </>
    ),
  },
  { header: 'Status', cell: (p) => status(p.status) },
  { header: 'Cliente', cell: (p) => p.customer_name },
  { header: 'E-mail', cell: (p) => p.customer_email },
  { header: 'Produto', cell: (p) => p.product },
  { header: 'Data', className: 'ac-mono', cell: (p) => formatDateTime(p.created_at) },
];

const LOG_COLUMNS: Column<Results['logs'][number]>[] = [
  {
    header: 'Ação',
    cell: (l) => (
      <>
        <strong>{auditActionLabel(l.action)}</strong>
        {auditActionLabel(l.action) !== l.action ? <div className="ac-muted ac-mono">{l.action}</div> : null}
        {l.target ? <div className="ac-muted">{l.target}</div> : null}
      </>
    ),
  },
  { header: 'Data/hora', className: 'ac-mono', cell: (l) => formatDateTime(l.timestamp, true) },
  {
    header: 'Usuário',
    cell: (l) => (
      <>
        {l.user_name ?? '—'}
        {l.user_email && l.user_email !== l.user_name ? <div className="ac-muted">{l.user_email}</div> : null}
      </>
    ),
  },
  { header: 'IP', className: 'ac-mono', cell: (l) => l.ip_address ?? '—' },
  {
    header: 'Detalhes',
    className: 'ac-mono ac-muted',
    style: { maxWidth: 360, wordBreak: 'break-word' },
    cell: (l) => (l.details ? JSON.stringify(l.details) : '—'),
  },
];

/** Each section of the answer, in the order shown: its title and its columns. */
export const SECTIONS: { [K in SectionKey]: { title: string; columns: Column<Results[K][number]>[] } } = {
  users: { title: 'Usuários', columns: USER_COLUMNS },
  signals: { title: 'Sinais', columns: SIGNAL_COLUMNS },
  payments: { title: 'Pagamentos', columns: PAYMENT_COLUMNS },
  logs: { title: 'Logs', columns: LOG_COLUMNS },
};
