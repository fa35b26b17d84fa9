import { useGateDecisions } from '@/lib/gate-decisions';

/**
 * Marks a signal of a strategy × timeframe the live gate has not published (admins only ever see these), with the
 * gate's current reason. Needs the page's query client (`withQueryClient`).
 */
export function ExperimentalBadge({ strategy, timeframe }: { strategy: string; timeframe: string }) {
  const gate = useGateDecisions();
  const decision = gate.data?.current.find((d) => d.strategy === strategy && d.timeframe === timeframe);
  const reason = decision
    ? decision.reason
    : gate.data
      ? 'O motor ainda não avaliou as estratégias'
      : 'Não publicada pelo portão de estratégias';
  return (
    <span className="experimental-badge" data-testid="experimental-badge" title={reason}>
      Experimental
      <span className="experimental-badge__reason">{reason}</span>
    </span>
  );
}
