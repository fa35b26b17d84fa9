import { useEffect, useRef } from 'react';
import { useAdminStreamsStore } from '@/lib/live/admin-streams';
import { formatTime } from '@/lib/format';

/**
 * Calls `onReset` each time the log history restarts (a new or restored database, or a gap too large or pruned to
 * replay), and returns when it last did, for the notice. Lines of the old history are not mixed with the new.
 */
export function useLogHistoryReset(onReset: () => void): number | null {
  const resetAt = useAdminStreamsStore((s) => s.logsResetAt);
  const seen = useRef(resetAt);
  const latest = useRef(onReset);
  latest.current = onReset;
  useEffect(() => {
    if (resetAt === null || resetAt === seen.current) return;
    seen.current = resetAt;
    latest.current();
  }, [resetAt]);
  return resetAt;
}

/** Never a silent gap: the operator is told the list restarted and why it may miss lines. */
export function LogHistoryResetNote({ at }: { at: number }) {
  return (
    <div className="alert alert--warning" role="status" data-testid="logs-history-reset">
      <div className="alert__body">
        <div className="alert__title">Histórico reiniciado às {formatTime(at)}</div>
        <div>
          O banco de dados foi restaurado ou trocado, ou a conexão ficou fora tempo demais para recuperar as
          linhas perdidas. A lista foi recarregada do servidor; linhas anteriores podem não aparecer.
        </div>
      </div>
    </div>
  );
}
