import { Select } from '@/components/select/select';

export const SERVICES = ['ANALYSIS', 'TOP_PAIRS', 'SIGNAL_GEN', 'DATABASE', 'AUTH', 'SYSTEM'] as const;
export const LEVELS = ['INFO', 'WARNING', 'ERROR', 'DEBUG'] as const;
/** The list's filters (service, level), auto-scroll and "Limpar". */
export function LogsToolbar({
  service,
  level,
  autoScroll,
  onService,
  onLevel,
  onAutoScroll,
  onClear,
}: {
  service: string;
  level: string;
  autoScroll: boolean;
  onService: (service: string) => void;
  onLevel: (level: string) => void;
  onAutoScroll: (on: boolean) => void;
  onClear: () => void;
}) {
  return (
    <div className="ac-toolbar">
      <Select
        className="ac-select"
        aria-label="Serviço"
        value={service}
        onChange={onService}
        all="Todos os serviços"
        options={SERVICES}
      />
      <Select
        className="ac-select"
        aria-label="Nível"
        value={level}
        onChange={onLevel}
        all="Todos os níveis"
        options={LEVELS}
      />
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
