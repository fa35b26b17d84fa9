import { Select } from '@/components/select/select';

export const SERVICES = ['ANALYSIS', 'TOP_PAIRS', 'SIGNAL_GEN', 'DATABASE', 'AUTH', 'SYSTEM'] as const;
export const LEVELS = ['INFO', 'WARNING', 'ERROR', 'DEBUG'] as const;

/** The list's filters; '' is "all". */
export interface LogFilters {
  service: string;
  level: string;
}

const FILTER_SELECTS = [
  { key: 'service', label: 'Serviço', all: 'Todos os serviços', options: SERVICES },
  { key: 'level', label: 'Nível', all: 'Todos os níveis', options: LEVELS },
] as const;

/** The list's filters (service, level), auto-scroll and "Limpar". */
export function LogsToolbar({
  filters,
  onFilter,
  autoScroll,
  onAutoScroll,
  onClear,
}: {
  filters: LogFilters;
  onFilter: (key: keyof LogFilters, value: string) => void;
  autoScroll: boolean;
  onAutoScroll: (on: boolean) => void;
  onClear: () => void;
}) {
  return (
    <div className="ac-toolbar">
      {FILTER_SELECTS.map((f) => (
        <Select
          key={f.key}
          className="ac-select"
          aria-label={f.label}
          value={filters[f.key]}
          onChange={(value) => onFilter(f.key, value)}
          all={f.all}
          options={f.options}
        />
      ))}
      <label>
        <input type="checkbox" checked={autoScroll} onChange={(e) => onAutoScroll(e.target.checked)} />{' '}
        Rolagem automática
      </label>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onClear}>
        Limpar
      </button>
    </div>
  );
}
