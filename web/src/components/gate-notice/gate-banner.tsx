import { lazy, Suspense } from 'react';
import { gateHoldsBack, useMemberGate } from '@/lib/member-gate';

// Loaded only while the gate holds strategies back.
const GateNotice = lazy(() => import('./gate-notice').then((m) => ({ default: m.GateNotice })));

/**
 * The gate's explanation (dashboard and "Histórico de desempenho"): shown while the gate is on and holds a
 * strategy back; nothing when it is off (simulator), unknown, or publishes every strategy.
 */
export function GateBanner({ now }: { now: number }) {
  const gate = useMemberGate();
  if (!gateHoldsBack(gate.data)) return null;
  return (
    <Suspense fallback={null}>
      <GateNotice gate={gate.data} now={now} />
    </Suspense>
  );
}
