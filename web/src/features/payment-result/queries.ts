import { api, useApiQuery } from '@/lib/api';
import { useSessionStore } from '@/lib/session';

const RECHECK_MS = 4000;

/**
 * What the server says about the buyer's payment (it must be theirs and match the URL's external reference);
 * only with a session and a payment id. `recheckWhilePending` reads it again every 4 s while it is pending, so
 * the page turns into the confirmation when the payment clears.
 */
export function usePaymentStatus(
  paymentId: string | null,
  externalReference: string | null,
  recheckWhilePending = false,
) {
  const token = useSessionStore((s) => s.token);
  return useApiQuery(
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
}
