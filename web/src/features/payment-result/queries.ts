import { useEffect } from 'react';
import { api, useApiQuery } from '@/lib/api';
import { onUserEvent, startRealtime } from '@/lib/socket';
import { useSessionStore } from '@/lib/session';

const RECHECK_MS = 4000;

/**
 * What the server says about the buyer's payment (it must be theirs and match the URL's external reference);
 * only with a session and a payment id. `recheckWhilePending` follows it while it is pending: the buyer's live
 * `payment:updated` reads it again at once, and a 4 s poll covers a socket that is down, so the page turns into
 * the confirmation (or the refusal) when the payment settles.
 */
export function usePaymentStatus(
  paymentId: string | null,
  externalReference: string | null,
  recheckWhilePending = false,
) {
  const token = useSessionStore((s) => s.token);
  const query = useApiQuery(
    api.payments.status,
    {
      params: { paymentId: paymentId ?? '' },
      query: externalReference ? { external_reference: externalReference } : {},
    },
    {
      enabled: Boolean(token && paymentId),
      retry: false,
      staleTime: 0,
      refetchInterval: (q) =>
        recheckWhilePending && q.state.data?.status === 'pending' ? RECHECK_MS : false,
    },
  );
  const pending = query.data?.status === 'pending';
  const { refetch } = query;
  useEffect(() => {
    if (!recheckWhilePending || !pending || !paymentId) return;
    startRealtime();
    return onUserEvent((env) => {
      if (env.type === 'payment:updated' && env.data.payment_id === paymentId) void refetch();
    });
  }, [recheckWhilePending, pending, paymentId, refetch]);
  return query;
}
