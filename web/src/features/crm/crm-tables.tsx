import { formatBRL, formatDateTime, type CrmAccess, type CrmPurchase, type CrmUser } from '@sinais/shared';
import { DataTable, type Column } from '@/components/data-table/data-table';
import type { CrmAction, CrmRows, CrmTab } from './api';
import { ACTIONS } from './crm-actions';
import type { RefundOffer } from './refund-offer';

export const STATUS_LABEL: Record<string, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
  revoked: 'Revogado',
  expired: 'Expirado',
  approved: 'Aprovado',
  pending: 'Pendente',
  rejected: 'Rejeitado',
  refunded: 'Estornado',
  disabled: 'Desativado',
};

/** The colour of a status (base.css text-* classes); the others are muted. */
const STATUS_COLOR: Record<string, string> = {
  active: 'text-buy',
  approved: 'text-buy',
  pending: 'text-warning',
  rejected: 'text-sell',
  revoked: 'text-sell',
  refunded: 'text-sell',
};

export function Status({ value }: { value: string }) {
  return (
    <span className={`pill crm-status ${STATUS_COLOR[value] ?? 'muted'}`}>
      {STATUS_LABEL[value] ?? value}
    </span>
  );
}

const USER_COLUMNS: Column<CrmUser>[] = [
  {
    header: 'Nome',
    cell: (u) => (
      <>
        {u.name}
        {u.is_admin ? <span className="pill crm-tag">admin</span> : null}
      </>
    ),
  },
  { header: 'E-mail', cell: (u) => u.email },
  { header: 'Cadastro', cell: (u) => formatDateTime(u.created_at) },
  { header: 'Último acesso', cell: (u) => (u.last_login ? formatDateTime(u.last_login) : 'Nunca') },
  { header: 'Status', cell: (u) => <Status value={u.status} /> },
];

export type Ask = (
  action: CrmAction,
  id: string,
  who: string,
  what: string,
  extra?: { duplicate?: boolean; approvedPurchases?: number },
) => void;

/** The member's name over their e-mail. */
const student = (row: { user_name: string; user_email: string }) => (
  <>
    <span className="crm-strong">{row.user_name}</span>
    <span className="crm-sub">{row.user_email}</span>
  </>
);

const noAction = <span className="crm-muted">—</span>;

/** A row action (danger: reject, revoke), confirmed through `ask` before it runs. */
function ActionButton({
  ask,
  action,
  row,
  extra,
}: {
  ask: Ask;
  action: CrmAction;
  row: { id: string; user_name: string; course_name: string };
  extra?: { duplicate?: boolean; approvedPurchases?: number };
}) {
  return (
    <button
      type="button"
      className={ACTIONS[action].danger ? 'btn btn--ghost btn--sm crm-danger' : 'btn btn--primary btn--sm'}
      onClick={() => ask(action, row.id, row.user_name, row.course_name, extra)}
    >
      {ACTIONS[action].label}
    </button>
  );
}

const purchaseColumns = (ask: Ask, refund: RefundOffer): Column<CrmPurchase>[] => [
  { header: 'Aluno', cell: student },
  { header: 'Curso', cell: (p) => p.course_name },
  { header: 'Valor', className: 'crm-num', cell: (p) => formatBRL(p.amount) },
  {
    header: 'Pagamento',
    cell: (p) => (
      <>
        <span className="crm-sub">
          {p.method === 'pix' ? 'Pix' : p.method === 'card' ? 'Cartão' : 'Checkout'}
        </span>
        <span className="crm-sub crm-mono" title="Número do pedido (o do recibo do aluno)">
          {p.receipt_number}
        </span>
        <span className="crm-sub crm-mono">{p.payment_id ?? '—'}</span>
      </>
    ),
  },
  { header: 'Data', cell: (p) => formatDateTime(p.created_at) },
  {
    header: 'Status',
    cell: (p) => (
      <>
        <Status value={p.status} />
        {p.duplicate_of ? (
          <span
            className="pill crm-tag crm-tag--warn"
            title="Outra compra deste aluno para o mesmo curso veio antes"
          >
            Duplicada
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: 'Ações',
    cell: (p) =>
      p.status === 'pending' ? (
        <div className="crm-actions">
          <ActionButton ask={ask} action="approve" row={p} extra={{ duplicate: p.duplicate_of !== null }} />
          <ActionButton ask={ask} action="reject" row={p} />
        </div>
      ) : p.status === 'approved' && p.payment_id ? (
        refund.offered ? (
          <ActionButton ask={ask} action="refund" row={p} />
        ) : (
          <span className="crm-sub" data-testid="refund-off">
            {refund.why}
          </span>
        )
      ) : (
        noAction
      ),
  },
];

const accessColumns = (ask: Ask): Column<CrmAccess>[] => [
  { header: 'Aluno', cell: student },
  { header: 'Curso', cell: (a) => a.course_name },
  { header: 'Liberado em', cell: (a) => formatDateTime(a.granted_at) },
  { header: 'Expira em', cell: (a) => (a.expires_at ? formatDateTime(a.expires_at) : 'Vitalício') },
  { header: 'Status', cell: (a) => <Status value={a.status} /> },
  {
    header: 'Ações',
    cell: (a) =>
      a.status === 'active' ? (
        <ActionButton ask={ask} action="revoke" row={a} extra={{ approvedPurchases: a.approved_purchases }} />
      ) : a.status === 'revoked' ? (
        <ActionButton ask={ask} action="reactivate" row={a} />
      ) : (
        noAction
      ),
  },
];

/** The open tab's list: users, purchases (rows `purchase-<id>`) or accesses (rows `access-<id>`). */
export function CrmTable({
  tab,
  rows,
  ask,
  refund,
}: {
  tab: CrmTab;
  rows: CrmRows[CrmTab][];
  ask: Ask;
  refund: RefundOffer;
}) {
  const table = <Row extends { id: string }>(columns: Column<Row>[], list: Row[], rowTestId?: string) => (
    <DataTable
      className="plain-table crm-table"
      columns={columns}
      rows={list}
      rowKey={(r) => r.id}
      {...(rowTestId ? { rowProps: (r: Row) => ({ 'data-testid': `${rowTestId}-${r.id}` }) } : {})}
    />
  );
  return tab === 'users'
    ? table(USER_COLUMNS, rows as CrmUser[])
    : tab === 'purchases'
      ? table(purchaseColumns(ask, refund), rows as CrmPurchase[], 'purchase')
      : table(accessColumns(ask), rows as CrmAccess[], 'access');
}
