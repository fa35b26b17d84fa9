import type { ReactNode } from 'react';
import { formatBRL, type CrmSummary } from '@sinais/shared';
import { Icon } from '@/components/icons';

/** One total: its icon, label, value and an optional note under it. */
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

/** The four totals above the tables (— until the summary arrives). */
export function CrmSummaryCards({ summary }: { summary: CrmSummary | null }) {
  return (
    <div className="crm-cards">
      <SummaryCard
        label="Total de Usuários"
        value={summary ? String(summary.total_users) : '—'}
        icon={<Icon name="users" />}
      />
      <SummaryCard
        label="Total de Compras"
        value={summary ? String(summary.total_purchases) : '—'}
        icon={<Icon name="receipt" />}
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
        icon={<Icon name="money" />}
        testId="crm-revenue"
      />
      <SummaryCard
        label="Acessos Ativos"
        value={summary ? String(summary.active_accesses) : '—'}
        icon={<Icon name="unlocked" />}
        testId="crm-active-accesses"
      />
    </div>
  );
}
