import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  formatBRL,
  formatDateTime,
  type CrmAccess,
  type CrmPage as Page,
  type CrmPurchase,
  type CrmSummary,
  type CrmUser,
} from '@sinais/shared';
import { Alert } from '@/components/alert';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { HttpError } from '@/lib/http';
import { usePageTitle } from '@/lib/use-page-title';
import { fetchList, fetchSummary, runAction, type CrmAction, type CrmRows, type CrmTab } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { useCrmAdminCheck } from './use-crm-admin-check';
import './crm.css';

const TABS: Array<{ id: CrmTab; label: string }> = [
  { id: 'users', label: 'Usuários' },
  { id: 'purchases', label: 'Compras' },
  { id: 'accesses', label: 'Acessos' },
];

const STATUS_LABEL: Record<string, string> = {
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

const ACTIONS: Record<
  CrmAction,
  { label: string; title: string; message: (who: string, what: string) => string; danger: boolean }
> = {
  approve: {
    label: 'Aprovar',
    title: 'Aprovar compra',
    message: (who, what) =>
      `Aprovar a compra de ${what} por ${who}? O acesso ao curso será liberado imediatamente.`,
    danger: false,
  },
  refund: {
    label: 'Estornar',
    title: 'Estornar compra',
    message: (who, what) =>
      `Estornar a compra de ${what} por ${who}? O valor é devolvido pelo provedor de pagamento. O acesso só é encerrado se não houver outra compra aprovada deste curso.`,
    danger: true,
  },
  reject: {
    label: 'Rejeitar',
    title: 'Rejeitar compra',
    message: (who, what) => `Rejeitar a compra de ${what} por ${who}? Nenhum acesso será liberado.`,
    danger: true,
  },
  revoke: {
    label: 'Revogar',
    title: 'Revogar acesso',
    message: (who, what) => `Revogar o acesso de ${who} ao curso ${what}? O aluno perde o acesso na hora.`,
    danger: true,
  },
  reactivate: {
    label: 'Reativar',
    title: 'Reativar acesso',
    message: (who, what) => `Reativar o acesso de ${who} ao curso ${what}?`,
    danger: false,
  },
};

interface Pending {
  action: CrmAction;
  id: string;
  who: string;
  what: string;
  /** Approving a purchase flagged as a duplicate: asked explicitly, with "reject" offered instead. */
  duplicate?: boolean;
  /** Revoking an access that more than one approved purchase pays for. */
  approvedPurchases?: number;
}

function dialogText(p: Pending): { message: string; confirmLabel: string } {
  const a = ACTIONS[p.action];
  if (p.action === 'approve' && p.duplicate) {
    return {
      message: `Compra duplicada: ${p.who} já tem outra compra de ${p.what}. Aprovar registra uma segunda cobrança do mesmo curso. Prefira rejeitar esta compra; se ela já foi paga, aprove e use "Estornar" para devolver o valor.`,
      confirmLabel: 'Aprovar mesmo assim',
    };
  }
  if (p.action === 'revoke' && (p.approvedPurchases ?? 0) > 1) {
    return {
      message: `${p.who} tem ${p.approvedPurchases} compras aprovadas de ${p.what}. Revogar encerra o acesso mesmo assim. Para desfazer uma cobrança em duplicidade, estorne a compra duplicada na aba Compras: o acesso continua pela outra.`,
      confirmLabel: 'Revogar mesmo assim',
    };
  }
  return { message: a.message(p.who, p.what), confirmLabel: a.label };
}

/** /crm: real users, purchases and accesses, with working actions (spec 002 §2, §4). */
export function CrmPage() {
  usePageTitle('CRM');
  const allowed = useCrmAdminCheck();
  if (!allowed) return <LoadingScreen message="Verificando permissões de administrador..." />;
  return <CrmView />;
}

function useDebounced(value: string, ms: number): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function CrmView() {
  const [tab, setTab] = useState<CrmTab>('users');
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const q = useDebounced(query, 300);
  const [summary, setSummary] = useState<CrmSummary | null>(null);
  const [list, setList] = useState<Page<CrmRows[CrmTab]> | null>(null);
  const [listTab, setListTab] = useState<CrmTab>('users');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [reload, setReload] = useState(0);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchSummary(controller.signal)
      .then(setSummary)
      .catch(() => undefined);
    return () => controller.abort();
  }, [reload]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchList(tab, page, q, controller.signal)
      .then((res) => {
        setList(res);
        setListTab(tab);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setError(err instanceof HttpError ? err.message : 'Erro ao carregar os dados.');
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [tab, page, q, reload]);

  const confirm = useCallback(
    async (override?: CrmAction) => {
      if (!pending) return;
      setBusy(true);
      const action = override ?? pending.action;
      try {
        const res = await runAction(
          action,
          pending.id,
          action === 'approve' && pending.duplicate ? { confirm_duplicate: true } : undefined,
        );
        setNotice({ tone: 'success', text: res.message });
        setReload((r) => r + 1);
      } catch (err) {
        setNotice({
          tone: 'error',
          text: err instanceof HttpError ? err.message : 'Não foi possível concluir a ação.',
        });
        setReload((r) => r + 1);
      } finally {
        setBusy(false);
        setPending(null);
      }
    },
    [pending],
  );

  const ask: Ask = (action, id, who, what, extra = {}) => setPending({ action, id, who, what, ...extra });

  return (
    <div className="page crm">
      <PageHeader eyebrow="Administração" title="CRM" subtitle="Usuários, compras e acessos aos cursos." />
      <div className="crm-cards">
        <SummaryCard
          label="Total de Usuários"
          value={summary ? String(summary.total_users) : '—'}
          icon={
            <Icon d="M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM22 19v-1a4 4 0 0 0-3-3.87M16 4.13a3 3 0 0 1 0 5.74" />
          }
        />
        <SummaryCard
          label="Total de Compras"
          value={summary ? String(summary.total_purchases) : '—'}
          icon={<Icon d="M6 2h12v20l-3-2-3 2-3-2-3 2V2zM9 7h6M9 11h6M9 15h4" />}
          hint={
            summary
              ? [
                  summary.pending_purchases ? `${summary.pending_purchases} pendente(s)` : '',
                  summary.duplicate_purchases ? `${summary.duplicate_purchases} duplicada(s)` : '',
                ]
                  .filter(Boolean)
                  .join(' · ') || undefined
              : undefined
          }
        />
        <SummaryCard
          label="Receita Total"
          value={summary ? formatBRL(summary.total_revenue) : '—'}
          icon={<Icon d="M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />}
          testId="crm-revenue"
        />
        <SummaryCard
          label="Acessos Ativos"
          value={summary ? String(summary.active_accesses) : '—'}
          icon={<Icon d="M5 11h14v10H5zM8 11V7a4 4 0 0 1 7.75-1.4" />}
          testId="crm-active-accesses"
        />
      </div>

      {notice ? (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}

      <div className="crm-toolbar">
        <div className="crm-tabs" role="tablist" aria-label="Dados do CRM">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              className={`crm-tab${tab === t.id ? ' crm-tab--active' : ''}`}
              onClick={() => {
                setTab(t.id);
                setPage(1);
              }}
            >
              {t.label}
            </button>
          ))}
        </div>
        <input
          className="field__input crm-search"
          type="search"
          placeholder={tab === 'users' ? 'Buscar por nome ou e-mail' : 'Buscar por aluno, e-mail ou curso'}
          aria-label="Buscar"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
        />
      </div>

      {error ? (
        <div className="error-panel">
          <p>{error}</p>
          <button type="button" className="btn btn--primary" onClick={() => setReload((r) => r + 1)}>
            Tentar novamente
          </button>
        </div>
      ) : list && listTab === tab ? (
        <div className={`crm-table-wrap${loading ? ' crm-table-wrap--loading' : ''}`}>
          {list.items.length === 0 ? (
            <p className="crm-empty">{q ? 'Nenhum resultado para a busca.' : 'Nenhum registro ainda.'}</p>
          ) : tab === 'users' ? (
            <UsersTable rows={list.items as CrmUser[]} />
          ) : tab === 'purchases' ? (
            <PurchasesTable rows={list.items as CrmPurchase[]} ask={ask} />
          ) : (
            <AccessesTable rows={list.items as CrmAccess[]} ask={ask} />
          )}
          <div className="crm-pager">
            <span className="crm-muted">
              {list.total} registro(s) · Página {list.page} de {list.total_pages}
            </span>
            <div className="crm-pager__buttons">
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={page <= 1 || loading}
                onClick={() => setPage((p) => p - 1)}
              >
                Anterior
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={page >= list.total_pages || loading}
                onClick={() => setPage((p) => p + 1)}
              >
                Próxima
              </button>
            </div>
          </div>
        </div>
      ) : (
        <LoadingScreen message="Carregando..." fullHeight={false} />
      )}

      {pending ? (
        <ConfirmDialog
          title={ACTIONS[pending.action].title}
          {...dialogText(pending)}
          danger={ACTIONS[pending.action].danger || Boolean(pending.duplicate)}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
          {...(pending.action === 'approve' && pending.duplicate
            ? { alternative: { label: 'Rejeitar esta compra', onClick: () => void confirm('reject') } }
            : {})}
        />
      ) : null}
    </div>
  );
}

function Icon({ d }: { d: string }) {
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

function SummaryCard({
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

function Status({ value }: { value: string }) {
  return <span className={`crm-status crm-status--${value}`}>{STATUS_LABEL[value] ?? value}</span>;
}

function UsersTable({ rows }: { rows: CrmUser[] }) {
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

type Ask = (
  action: CrmAction,
  id: string,
  who: string,
  what: string,
  extra?: { duplicate?: boolean; approvedPurchases?: number },
) => void;

/** The member's name over their e-mail. */
function StudentCell({ row }: { row: { user_name: string; user_email: string } }) {
  return (
    <td>
      <span className="crm-strong">{row.user_name}</span>
      <span className="crm-sub">{row.user_email}</span>
    </td>
  );
}

/** A row action (danger: reject, revoke), confirmed through `ask` before it runs. */
function ActionButton({
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

function PurchasesTable({ rows, ask }: { rows: CrmPurchase[]; ask: Ask }) {
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

function AccessesTable({ rows, ask }: { rows: CrmAccess[]; ask: Ask }) {
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
