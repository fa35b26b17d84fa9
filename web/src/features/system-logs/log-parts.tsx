import { Badge, type Tone } from '@/components/admin/console';
import { Select } from '@/components/select/select';
import { formatTime } from '@/lib/format';

export const SERVICES = ['ANALYSIS', 'TOP_PAIRS', 'SIGNAL_GEN', 'DATABASE', 'AUTH', 'SYSTEM'] as const;
export const LEVELS = ['INFO', 'WARNING', 'ERROR', 'DEBUG'] as const;
const LEVEL_TONE = new Map<string, Tone>([
  ['ERROR', 'red'],
  ['WARNING', 'amber'],
  ['INFO', 'blue'],
  ['DEBUG', 'neutral'],
]);

/** One log line: time, level, service, message and its details. */
export function LogLine({
  log: l,
}: {
  log: {
    timestamp: string;
    level: string;
    service: string;
    message: string;
    details: Record<string, unknown> | null;
  };
}) {
  return (
    <div className="ac-logline" data-testid="log-line">
      <span className="ac-muted">{formatTime(l.timestamp)}</span>
      <span className={`ac-level--${l.level}`}>
        <Badge tone={LEVEL_TONE.get(l.level) ?? 'neutral'}>{l.level}</Badge>
      </span>
      <span className="ac-log-service ac-muted">{l.service}</span>
      <span>{l.message}</span>
      {l.details && Object.keys(l.details).length > 0 ? (
        <details>
          <summary className="ac-muted">Detalhes</summary>
          <pre>{JSON.stringify(l.details, null, 2)}</pre>
        </details>
      ) : null}
    </div>
  );
}

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
