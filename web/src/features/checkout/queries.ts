import { useQuery } from '@tanstack/react-query';
import type { CheckoutState } from '@sinais/shared';
import { api, callApi, useApiQuery } from '@/lib/api';
import { useSessionStore } from '@/lib/session';

export const SETUP_ERROR = 'Erro ao configurar sistema de pagamento';
const PIX_POLL_MS = 2000;
/**
 * The buyer's access and standing are read afresh on every visit and never refetched while the checkout is
 * open: a payment approved here must not turn the page into "você já tem acesso" before its redirect.
 */
const READ_ON_EVERY_VISIT = { staleTime: Infinity, gcTime: 0 } as const;

/** Payment config and catalogue (one cache entry each for every checkout on the page). Errors use the spec's texts. */
export function usePaymentSetup() {
  const configQuery = useApiQuery(api.payments.config);
  const config = configQuery.data?.config;
  const coursesQuery = useApiQuery(api.courses.courses);
  const failed = configQuery.isError || coursesQuery.isError || (config !== undefined && !config.public_key);
  if (failed) return { config: null, courses: null, error: SETUP_ERROR } as const;
  const ready = config !== undefined && coursesQuery.data !== undefined;
  return {
    config: ready ? config : null,
    courses: ready ? coursesQuery.data.courses : null,
    error: null,
  } as const;
}

/** Whether the signed-in buyer already has the course: 'loading', 'yes' or 'no' (a failed check counts as 'no'). */
export function useCourseAccess(courseId: string): 'loading' | 'yes' | 'no' {
  const token = useSessionStore((s) => s.token);
  // The token is in the key: the answer is the signed-in buyer's, read again on every visit.
  const q = useQuery({
    queryKey: ['payments', 'access', courseId, token],
    queryFn: ({ signal }) => callApi(api.courses.checkAccess, { params: { courseId } }, { signal }),
    enabled: Boolean(token),
    ...READ_ON_EVERY_VISIT,
  });
  if (!token || q.isError) return 'no';
  if (q.isPending) return 'loading';
  return q.data.has_access ? 'yes' : 'no';
}

/**
 * A signed-in buyer's standing for the course, read before step 1 (GET /api/payments/checkout-state): already
 * owned, a payment in process, and the last purchase's data. Null while loading; `unknown` when it could not be
 * read (the form is then shown as before: the server still refuses a second purchase).
 */
export function useCheckoutState(courseId: string | null) {
  const token = useSessionStore((s) => s.token);
  const q = useQuery({
    queryKey: ['payments', 'checkout-state', courseId, token],
    queryFn: ({ signal }) =>
      callApi(api.payments.checkoutState, { params: { courseId: courseId! } }, { signal }),
    enabled: Boolean(token && courseId),
    ...READ_ON_EVERY_VISIT,
  });
  const state: CheckoutState | 'unknown' | null = !token
    ? 'unknown'
    : q.isError
      ? 'unknown'
      : (q.data ?? null);
  return { state, reload: () => void q.refetch() } as const;
}

/**
 * A Pix's status while the buyer has not paid it: polled every 2 s as the fallback of the live
 * `payment:updated` event (a buyer whose socket is down still gets the approval).
 */
export function usePixStatus(paymentId: string | null) {
  return useApiQuery(
    api.payments.status,
    { params: { paymentId: paymentId ?? '' } },
    { enabled: paymentId !== null, refetchInterval: PIX_POLL_MS, retry: false, gcTime: 0 },
  );
}
