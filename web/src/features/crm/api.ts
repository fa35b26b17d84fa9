import type { CrmAccess, CrmPage, CrmPurchase, CrmUser } from '@sinais/shared';
import { api, callApi } from '@/lib/api';

export type CrmTab = 'users' | 'purchases' | 'accesses';
export interface CrmRows {
  users: CrmUser;
  purchases: CrmPurchase;
  accesses: CrmAccess;
}

export function fetchSummary(signal?: AbortSignal) {
  return callApi(api.crm.summary, undefined, signal ? { signal } : {});
}

export function fetchList<T extends CrmTab>(tab: T, page: number, q: string, signal?: AbortSignal) {
  const query = { page, page_size: 20, ...(q.trim() ? { q: q.trim() } : {}) };
  const options = signal ? { signal } : {};
  const list: Promise<CrmPage<CrmRows[CrmTab]>> =
    tab === 'users'
      ? callApi(api.crm.users, { query }, options)
      : tab === 'purchases'
        ? callApi(api.crm.purchases, { query }, options)
        : callApi(api.crm.accesses, { query }, options);
  // `tab` picked the route, so the rows are the ones of T.
  return list as Promise<CrmPage<CrmRows[T]>>;
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
