import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MemberGateResponse } from '@sinais/shared';
import { api, callApi } from './api';

export const MEMBER_GATE_KEY = ['signals', 'gate'] as const;
const POLL_MS = 5 * 60_000;
const MIN_POLL_MS = 60_000;
/** The engine stores a run's decisions within minutes of its scheduled time. */
const AFTER_RUN_MS = 2 * 60_000;

/**
 * No event announces a gate decision: refetch every 5 minutes, or shortly after the next evaluation is due,
 * whichever comes first (at most once a minute).
 */
export function gateRefetchMs(data: MemberGateResponse | undefined, now = Date.now()): number {
  const due = data?.next_evaluation_at ? Date.parse(data.next_evaluation_at) + AFTER_RUN_MS - now : NaN;
  // Unknown, or overdue (the engine is late): the regular pace.
  if (!(due > 0)) return POLL_MS;
  return Math.min(POLL_MS, Math.max(MIN_POLL_MS, due));
}

/** GET /api/signals/gate: whether the live gate holds signals back, and why (public: the track record explains it). */
export function useMemberGate() {
  return useQuery({
    queryKey: MEMBER_GATE_KEY,
    queryFn: ({ signal }) => callApi(api.signals.memberGate, undefined, { signal }),
    staleTime: 60_000,
    refetchInterval: (q) => gateRefetchMs(q.state.data),
  });
}

/** Whether the gate is on and holds something back (no decision yet, or a strategy not published). */
export function gateHoldsBack(gate: MemberGateResponse | undefined): gate is MemberGateResponse {
  return (
    gate?.enabled === true && (gate.strategies.length === 0 || gate.strategies.some((s) => !s.published))
  );
}

// Loaded only while the gate holds strategies back.
const GateNotice = lazy(() =>
  import('@/components/gate-notice/gate-notice').then((m) => ({ default: m.GateNotice })),
);

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
