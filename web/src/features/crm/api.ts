import { useQuery, type QueryClient } from '@tanstack/react-query';
import { routeId, type CrmAccess, type CrmPage, type CrmPurchase, type CrmUser } from '@sinais/shared';
import { api, callApi, invalidateApi } from '@/lib/api';

export type CrmTab = 'users' | 'purchases' | 'accesses';
interface CrmListQuery {
  page: number;
  page_size: number;
  q?: string;
}
export interface CrmRows {
  users: CrmUser;
  purchases: CrmPurchase;
  accesses: CrmAccess;
}

const LIST_ROUTES = {
  users: api.crm.users,
  purchases: api.crm.purchases,
  accesses: api.crm.accesses,
} as const;

/**
 * One page of a tab's table. While the next page or search loads, the page shown stays (same tab only: another
 * tab's rows have other columns).
 */
export function useCrmList<T extends CrmTab>(tab: T, page: number, q: string) {
  const id = routeId(LIST_ROUTES[tab]);
  const query = { page, page_size: 20, ...(q.trim() ? { q: q.trim() } : {}) };
  return useQuery({
    // The key useApiQuery would give the route, so invalidateApi reaches it.
    queryKey: ['api', id, { query }],
    queryFn: ({ signal }) => fetchList(tab, query, signal),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
  });
}

function fetchList<T extends CrmTab>(tab: T, query: CrmListQuery, signal: AbortSignal) {
  const list: Promise<CrmPage<CrmRows[CrmTab]>> =
    tab === 'users'
      ? callApi(api.crm.users, { query }, { signal })
      : tab === 'purchases'
        ? callApi(api.crm.purchases, { query }, { signal })
        : callApi(api.crm.accesses, { query }, { signal });
  // `tab` picked the route, so the rows are the ones of T.
  return list as Promise<CrmPage<CrmRows[T]>>;
}

/** After an action (done or refused), the summary and every table are read again. */
export function invalidateCrm(client: QueryClient) {
  return Promise.all([api.crm.summary, ...Object.values(LIST_ROUTES)].map((r) => invalidateApi(client, r)));
}

const ACTION_ROUTES = {
  approve: api.crm.approvePurchase,
  reject: api.crm.rejectPurchase,
  refund: api.crm.refundPurchase,
  revoke: api.crm.revokeAccess,
  reactivate: api.crm.reactivateAccess,
} as const;

export type CrmAction = keyof typeof ACTION_ROUTES;

export function runAction(action: CrmAction, id: string, body?: Record<string, unknown>) {
  return callApi(ACTION_ROUTES[action], { params: { id }, ...(body ? { body } : {}) });
}
