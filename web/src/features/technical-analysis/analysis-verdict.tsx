import { NO_SIGNAL_REASON_LABELS, type PairAnalysis } from '@sinais/shared';
import { Badge } from '@/components/admin/console';

type Verdict = Pick<PairAnalysis, 'status' | 'signal_generated' | 'direction' | 'no_signal_reason'>;

/** Why there is no signal, in words; null for a signal or an analysis stored before the reason existed. */
export function noSignalReason(a: Verdict): string | null {
  return a.signal_generated || !a.no_signal_reason ? null : NO_SIGNAL_REASON_LABELS[a.no_signal_reason];
}

/** The verdict as a badge: the signal and its direction, still analysing, or no signal with its reason. */
export function resultBadge(a: Verdict) {
  if (a.signal_generated)
    return <Badge tone={a.direction === 'VENDA' ? 'red' : 'green'}>SINAL {a.direction ?? ''}</Badge>;
  if (a.status === 'analyzing') return <Badge tone="blue">ANALISANDO</Badge>;
  const reason = noSignalReason(a);
  return (
    <span className="ac-verdict" data-testid="no-signal">
      <Badge>SEM SINAL</Badge>
      {reason ? <small className="ac-verdict__reason">{reason}</small> : null}
    </span>
  );
}
