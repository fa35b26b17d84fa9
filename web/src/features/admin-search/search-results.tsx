import { ExperimentalBadge } from '@/components/experimental-badge';
import type { SearchResponse } from '@sinais/shared';
import { Badge, Panel, type Tone } from '@/components/admin/console';
import { statusLabel } from '@/lib/status-labels';
import { formatBRL, formatDate, formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import type { ReactNode } from 'react';

const statusTone = (s: string): Tone =>
  ['active', 'approved', 'CONFIRMED'].includes(s)
    ? 'green'
    : ['pending', 'PENDING'].includes(s)
      ? 'amber'
      : ['rejected', 'refunded', 'inactive', 'REJECTED', 'blocked'].includes(s)
        ? 'red'
        : 'neutral';

const METHOD: Record<string, string> = { card: 'Cartão', pix: 'PIX', preference: 'Checkout' };

export function UsersResults({
  rows,
  title,
  more,
}: {
  rows: SearchResponse['results']['users'];
  title: string;
  more: ReactNode;
}) {
  return (
    <Panel title={title} className="ac-grid">
      <table className="ac-table" data-testid="results-users">
        <thead>
          <tr>
            <th>Nome</th>
            <th>Status</th>
            <th>E-mail</th>
            <th>Telefone</th>
            <th>Plano</th>
            <th>Criado em</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u.id}>
              <td>
                <strong>{u.name}</strong> {u.is_admin ? <Badge tone="amber">ADMIN</Badge> : null}
              </td>
              <td>
                <Badge tone={statusTone(u.status)}>{statusLabel(u.status)}</Badge>
              </td>
              <td>{u.email}</td>
              <td className="ac-mono">{u.phone ?? '—'}</td>
              <td>{u.plan}</td>
              <td className="ac-mono">{formatDate(u.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more}
    </Panel>
  );
}

export function SignalsResults({
  rows,
  title,
  more,
}: {
  rows: SearchResponse['results']['signals'];
  title: string;
  more: ReactNode;
}) {
  return (
    <Panel title={title} className="ac-grid">
      <table className="ac-table" data-testid="results-signals">
        <thead>
          <tr>
            <th>Símbolo</th>
            <th>Tipo</th>
            <th title="Preço quando o sinal pendente foi criado">Referência</th>
            <th title="Preço na confirmação, o que o membro recebe">Entrada</th>
            <th>Alvo</th>
            <th title="Resultado líquido de taxas e funding">Líquido</th>
            <th>Classe</th>
            <th>Status</th>
            <th>Data</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((x) => (
            <tr key={x.id}>
              <td>
                <strong>{x.symbol}</strong>
              </td>
              <td>
                <Badge tone={x.direction === 'COMPRA' ? 'green' : 'red'}>{x.direction}</Badge>
              </td>
              <td className="ac-mono">
                {x.reference_price === null ? '—' : formatNumber(x.reference_price, 4)}
              </td>
              <td className="ac-mono">{formatNumber(x.entry_price, 4)}</td>
              <td className="ac-mono">{formatNumber(x.target_price, 4)}</td>
              <td className="ac-mono">
                {x.net_pnl_pct === null ? '—' : formatPercent(x.net_pnl_pct, 2, true)}
              </td>
              <td>{x.signal_class}</td>
              <td>
                <Badge tone={statusTone(x.status)}>{statusLabel(x.status)}</Badge>
                {x.experimental ? (
                  <div>
                    <ExperimentalBadge strategy={x.strategy} timeframe={x.timeframe} />
                  </div>
                ) : null}
              </td>
              <td className="ac-mono">{formatDateTime(x.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more}
    </Panel>
  );
}

export function PaymentsResults({
  rows,
  title,
  more,
}: {
  rows: SearchResponse['results']['payments'];
  title: string;
  more: ReactNode;
}) {
  return (
    <Panel title={title} className="ac-grid">
      <table className="ac-table" data-testid="results-payments">
        <thead>
          <tr>
            <th>Valor</th>
            <th>Status</th>
            <th>Cliente</th>
            <th>E-mail</th>
            <th>Produto</th>
            <th>Data</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id}>
              <td className="ac-mono">
                {formatBRL(p.amount)} <span className="ac-muted">· {METHOD[p.method] ?? p.method}</span>
              </td>
              <td>
                <Badge tone={statusTone(p.status)}>{statusLabel(p.status)}</Badge>
              </td>
              <td>{p.customer_name}</td>
              <td>{p.customer_email}</td>
              <td>{p.product}</td>
              <td className="ac-mono">{formatDateTime(p.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more}
    </Panel>
  );
}

export function LogsResults({
  rows,
  title,
  more,
}: {
  rows: SearchResponse['results']['logs'];
  title: string;
  more: ReactNode;
}) {
  return (
    <Panel title={title} className="ac-grid">
      <table className="ac-table" data-testid="results-logs">
        <thead>
          <tr>
            <th>Ação</th>
            <th>Data/hora</th>
            <th>Usuário</th>
            <th>IP</th>
            <th>Detalhes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr key={l.id}>
              <td>
                <strong>{l.action}</strong>
                {l.target ? <div className="ac-muted">{l.target}</div> : null}
              </td>
              <td className="ac-mono">{formatDateTime(l.timestamp, true)}</td>
              <td>
                {l.user_name ?? '—'}
                {l.user_email && l.user_email !== l.user_name ? (
                  <div className="ac-muted">{l.user_email}</div>
                ) : null}
              </td>
              <td className="ac-mono">{l.ip_address ?? '—'}</td>
              <td className="ac-mono ac-muted" style={{ maxWidth: 360, wordBreak: 'break-word' }}>
                {l.details ? JSON.stringify(l.details) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {more}
    </Panel>
  );
}
