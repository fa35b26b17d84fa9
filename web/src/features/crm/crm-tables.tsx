import { type ReactNode } from 'react';
import { formatBRL, formatDateTime, type CrmAccess, type CrmPurchase, type CrmUser } from '@sinais/shared';
import type { CrmAction } from './api';

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

export function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export function SummaryCard({
  label,
  value,
  icon,
  hint,
  testId,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  hint?: string | undefined;
  testId?: string;
}) {
  return (
    <div className="crm-card">
      <span className="crm-card__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="crm-card__label">{label}</p>
        <p className="crm-card__value" data-testid={testId}>
          {value}
        </p>
        {hint ? <p className="crm-card__hint">{hint}</p> : null}
      </div>
    </div>
  );
}

export function Status({ value }: { value: string }) {
  return <span className={`crm-status crm-status--${value}`}>{STATUS_LABEL[value] ?? value}</span>;
}

export function UsersTable({ rows }: { rows: CrmUser[] }) {
  return (
    <table className="crm-table">
      <thead>
        <tr>
          <th>Nome</th>
          <th>E-mail</th>
          <th>Cadastro</th>
          <th>Último acesso</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((u) => (
          <tr key={u.id}>
            <td>
              {u.name}
              {u.is_admin ? <span className="crm-tag">admin</span> : null}
            </td>
            <td>{u.email}</td>
            <td>{formatDateTime(u.created_at)}</td>
            <td>{u.last_login ? formatDateTime(u.last_login) : 'Nunca'}</td>
            <td>
              <Status value={u.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type Ask = (
  action: CrmAction,
  id: string,
  who: string,
  what: string,
  extra?: { duplicate?: boolean; approvedPurchases?: number },
) => void;

/** The member's name over their e-mail. */
export function StudentCell({ row }: { row: { user_name: string; user_email: string } }) {
  return (
    <td>
      <span className="crm-strong">{row.user_name}</span>
      <span className="crm-sub">{row.user_email}</span>
    </td>
  );
}

/** A row action (danger: reject, revoke), confirmed through `ask` before it runs. */
export function ActionButton({
  ask,
  action,
  row,
  label,
  danger = false,
  extra,
}: {
  ask: Ask;
  action: CrmAction;
  row: { id: string; user_name: string; course_name: string };
  label: string;
  danger?: boolean;
  extra?: { duplicate?: boolean; approvedPurchases?: number };
}) {
  return (
    <button
      type="button"
      className={danger ? 'btn btn--ghost btn--sm crm-danger' : 'btn btn--primary btn--sm'}
      onClick={() => ask(action, row.id, row.user_name, row.course_name, extra)}
    >
      {label}
    </button>
  );
}

export function PurchasesTable({ rows, ask }: { rows: CrmPurchase[]; ask: Ask }) {
  return (
    <table className="crm-table">
      <thead>
        <tr>
          <th>Aluno</th>
          <th>Curso</th>
          <th>Valor</th>
          <th>Pagamento</th>
          <th>Data</th>
          <th>Status</th>
          <th>Ações</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id} data-testid={`purchase-${p.id}`}>
            <StudentCell row={p} />
            <td>{p.course_name}</td>
            <td className="crm-num">{formatBRL(p.amount)}</td>
            <td>
              <span className="crm-sub">
                {p.method === 'pix' ? 'Pix' : p.method === 'card' ? 'Cartão' : 'Checkout'}
              </span>
              <span className="crm-sub crm-mono">{p.payment_id ?? '—'}</span>
            </td>
            <td>{formatDateTime(p.created_at)}</td>
            <td>
              <Status value={p.status} />
              {p.duplicate_of ? (
                <span
                  className="crm-tag crm-tag--warn"
                  title="Outra compra deste aluno para o mesmo curso veio antes"
                >
                  Duplicada
                </span>
              ) : null}
            </td>
            <td>
              {p.status === 'pending' ? (
                <div className="crm-actions">
                  <ActionButton
                    ask={ask}
                    action="approve"
                    row={p}
                    label="Aprovar"
                    extra={{ duplicate: p.duplicate_of !== null }}
                  />
                  <ActionButton ask={ask} action="reject" row={p} label="Rejeitar" danger />
                </div>
              ) : p.status === 'approved' && p.payment_id ? (
                <ActionButton ask={ask} action="refund" row={p} label="Estornar" danger />
              ) : (
                <span className="crm-muted">—</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AccessesTable({ rows, ask }: { rows: CrmAccess[]; ask: Ask }) {
  return (
    <table className="crm-table">
      <thead>
        <tr>
          <th>Aluno</th>
          <th>Curso</th>
          <th>Liberado em</th>
          <th>Expira em</th>
          <th>Status</th>
          <th>Ações</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((a) => (
          <tr key={a.id} data-testid={`access-${a.id}`}>
            <StudentCell row={a} />
            <td>{a.course_name}</td>
            <td>{formatDateTime(a.granted_at)}</td>
            <td>{a.expires_at ? formatDateTime(a.expires_at) : 'Vitalício'}</td>
            <td>
              <Status value={a.status} />
            </td>
            <td>
              {a.status === 'active' ? (
                <ActionButton
                  ask={ask}
                  action="revoke"
                  row={a}
                  label="Revogar"
                  danger
                  extra={{ approvedPurchases: a.approved_purchases }}
                />
              ) : a.status === 'revoked' ? (
                <ActionButton ask={ask} action="reactivate" row={a} label="Reativar" />
              ) : (
                <span className="crm-muted">—</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
