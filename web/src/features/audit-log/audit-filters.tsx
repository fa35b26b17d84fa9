import { useState, type FormEvent } from 'react';
import { PeriodFilter, SearchFilter } from '@/components/filter-bar/filter-bar';
import { Select } from '@/components/select/select';
import { dateTextToIso } from '@/lib/date-text';
import { auditActionLabel } from '@sinais/shared';

export interface AuditFilters {
  q: string;
  action: string;
  /** ISO instants (from "dd/mm/aaaa hh:mm" in São Paulo time), or empty. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { q: '', action: '', from: '', to: '' };

/** The Auditoria filter bar: text, action and a period typed dd/mm/aaaa hh:mm. */
export function AuditFilterForm({
  actions,
  onApply,
}: {
  actions: string[];
  onApply: (f: AuditFilters) => void;
}) {
  const [q, setQ] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fromIso = from ? dateTextToIso(from) : '';
    const toIso = to ? dateTextToIso(to, true) : '';
    if (fromIso === null || toIso === null) {
      setError('Data inválida: use dd/mm/aaaa ou dd/mm/aaaa hh:mm.');
      return;
    }
    setError(null);
    onApply({ q, action, from: fromIso, to: toIso });
  };

  return (
    <form className="ac-filters" onSubmit={submit} data-testid="audit-filters">
      <SearchFilter
        label="Buscar"
        ariaLabel="Buscar na auditoria"
        placeholder="e-mail, ação, alvo ou IP"
        value={q}
        onChange={setQ}
      />
      <label>
        Ação
        <Select
          value={action}
          onChange={setAction}
          aria-label="Ação"
          all="Todas"
          options={actions.map((a) => ({ value: a, label: auditActionLabel(a) }))}
        />
      </label>
      <PeriodFilter from={from} to={to} onFrom={setFrom} onTo={setTo} />
      <button type="submit" className="btn btn--primary btn--sm">
        Filtrar
      </button>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
