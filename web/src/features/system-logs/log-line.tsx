import { Badge, type Tone } from '@/components/admin/console';
import { formatTime } from '@/lib/format';

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
