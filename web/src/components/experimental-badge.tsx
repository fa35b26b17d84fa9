import { useMemberGate } from '@/lib/member-gate';

export const EXPERIMENTAL_LABEL = 'Experimental — não aprovado pelo portão';

/**
 * Marks a signal of a strategy × timeframe the live gate has not published (admins, and members who turned
 * "Ver sinais experimentais" on), with the gate's current reason.
 */
export function ExperimentalBadge({ strategy, timeframe }: { strategy: string; timeframe: string }) {
  const gate = useMemberGate();
  const decision = gate.data?.strategies.find((d) => d.strategy === strategy && d.timeframe === timeframe);
  const reason = decision
    ? decision.reason
    : gate.data
      ? 'O motor ainda não avaliou as estratégias'
      : 'Não publicada pelo portão de estratégias';
  return (
    <span className="experimental-badge" data-testid="experimental-badge" title={reason}>
      {EXPERIMENTAL_LABEL}
      <span className="experimental-badge__reason">{reason}</span>
    </span>
  );
}
